import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { TeamSpec } from './team.types.ts';
import { teamKeys } from './team-keys.ts';

/** A stored team keeps its name (spec 001 §2.5): its icon and spec change. */
export async function updateTeam({ id, icon, spec }: { id: string; icon: string; spec: TeamSpec }): Promise<void> {
  await http.patch('db', '/teams', { query: postgrest().eq('id', id), body: { icon: icon || null, spec, updated_at: new Date().toISOString() } });
}

export function useUpdateTeam(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    // The editor shows the refusal at its field, or under the form: a toast would say it twice.
    meta: { errorToast: false },
    onSuccess: () => toast.success(`${name} updated successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
