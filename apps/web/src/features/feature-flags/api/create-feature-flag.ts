import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { propertyKeys } from '#src/api/properties/get-properties.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { featureFlagKeys } from './feature-flag-keys.ts';

export interface FeatureFlagInput {
  name: string;
  value: string;
  description: string;
  /** The person saving it, once known. */
  created_by?: string;
}

export function featureFlagBody(flag: FeatureFlagInput) {
  return { ...flag, description: flag.description.trim() === '' ? null : flag.description.trim() };
}

export async function createFeatureFlag(flag: FeatureFlagInput): Promise<void> {
  await http.post('db', '/properties', { body: featureFlagBody(flag) });
}

export function useCreateFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeatureFlag,
    onSuccess: () => toast.success('Feature flag added successfully'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: featureFlagKeys.all }),
        // The app's feature gates read the same flags.
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
}
