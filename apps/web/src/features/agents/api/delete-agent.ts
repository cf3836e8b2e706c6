import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { agentKeys } from './agent-keys.ts';

export interface DeleteAgentInput {
  id: string;
  /** Also remove what the agent created (configs, checks, scrapers...). */
  cleanup: boolean;
}

/** A soft delete: the agent gets deleted_at, and the cleanup flag tells the server what else goes. */
export async function deleteAgent({ id, cleanup }: DeleteAgentInput): Promise<void> {
  await http.patch('db', '/agents', {
    query: postgrest().eq('id', id),
    body: { deleted_at: new Date().toISOString(), cleanup },
  });
}

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onSuccess: () => toast.success('Agent deleted'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
