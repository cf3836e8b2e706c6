import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { propertyKeys } from '#src/api/properties/get-properties.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { type FeatureFlagInput, featureFlagBody } from './create-feature-flag.ts';
import { featureFlagKeys } from './feature-flag-keys.ts';

export async function updateFeatureFlag(flag: FeatureFlagInput): Promise<void> {
  await http.patch('db', '/properties', { query: postgrest().eq('name', flag.name), body: featureFlagBody(flag) });
}

export function useUpdateFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeatureFlag,
    onSuccess: () => toast.success('Feature flag updated successfully'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: featureFlagKeys.all }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
}
