import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { teamKeys } from './team-keys.ts';

/** A soft delete (spec 001 §4): incidents and notifications that name the team keep pointing at it. */
export async function deleteTeam(id: string): Promise<void> {
  await http.patch('db', '/teams', { query: postgrest().eq('id', id), body: { deleted_at: new Date().toISOString() } });
}

export function useDeleteTeam(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () => toast.success(`${name} deleted successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
