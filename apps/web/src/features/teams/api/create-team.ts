import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { TeamInput } from './team.types.ts';
import { teamKeys } from './team-keys.ts';

export async function createTeam(team: TeamInput): Promise<void> {
  await http.post('db', '/teams', { body: { name: team.name, icon: team.icon || null, spec: team.spec, source: 'UI' } });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    // The editor shows the refusal at its field, or under the form: a toast would say it twice.
    meta: { errorToast: false },
    onSuccess: (_data, team) => toast.success(`${team.name} created successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
