import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { TeamPerson } from './team.types.ts';
import { teamKeys, teamMemberKeys } from './team-keys.ts';

/**
 * Spec 001 §7 deletes by person_id alone, which would take the person out of every team; the team
 * is named too (decision 0073).
 */
export async function removeTeamMember({ teamId, person }: { teamId: string; person: TeamPerson }): Promise<void> {
  await http.delete('db', '/team_members', { query: postgrest().eq('person_id', person.id).eq('team_id', teamId) });
}

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: (_data, { person }) => toast.success(`${person.name} removed from team successfully`),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: teamMemberKeys.all }), queryClient.invalidateQueries({ queryKey: teamKeys.all })]),
  });
}
