import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { TeamPerson } from './team.types.ts';
import { teamKeys, teamMemberKeys } from './team-keys.ts';

/** One POST with a row per person (spec 001 §7). */
export async function addTeamMembers({ teamId, people }: { teamId: string; people: readonly TeamPerson[] }): Promise<void> {
  await http.post('db', '/team_members', { body: people.map((person) => ({ team_id: teamId, person_id: person.id })) });
}

export function useAddTeamMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeamMembers,
    onSuccess: (_data, { people }) => toast.success(`${people.map((person) => person.name).join(', ')} added to the team successfully`),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: teamMemberKeys.all }), queryClient.invalidateQueries({ queryKey: teamKeys.all })]),
  });
}
