import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { scheduleOfSpec } from '../utils/canary-spec-form.ts';
import type { CanaryInput } from './canary.types.ts';
import { canaryKeys } from './canary-keys.ts';

export async function createCanary(canary: CanaryInput): Promise<void> {
  await http.post('db', '/canaries', { body: { ...canary, schedule: scheduleOfSpec(canary.spec), source: 'UI' } });
}

export function useCreateCanary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCanary,
    onSuccess: (_data, canary) => toast.success(`${canary.name} created successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: canaryKeys.all }),
  });
}
