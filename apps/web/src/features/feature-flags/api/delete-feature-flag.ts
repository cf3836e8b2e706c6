import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { propertyKeys } from '#src/api/properties/get-properties.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { featureFlagKeys } from './feature-flag-keys.ts';

export async function deleteFeatureFlag(name: string): Promise<void> {
  await http.delete('db', '/properties', { query: postgrest().eq('name', name) });
}

export function useDeleteFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeatureFlag,
    onSuccess: () => toast.success('Feature flag removed successfully'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: featureFlagKeys.all }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
}
