import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { scheduleOfSpec } from '../utils/canary-spec-form.ts';
import type { CanaryInput } from './canary.types.ts';
import { canaryKeys } from './canary-keys.ts';

/** Name and namespace of a stored canary stay as they are (spec 001 §2.5): only labels and spec change. */
export async function updateCanary({ id, spec }: { id: string; spec: CanaryInput['spec'] }): Promise<void> {
  await http.patch('db', '/canaries', { query: postgrest().eq('id', id), body: { spec, schedule: scheduleOfSpec(spec), updated_at: new Date().toISOString() } });
}

export function useUpdateCanary(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCanary,
    onSuccess: () => toast.success(`${name} updated successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: canaryKeys.all }),
  });
}
