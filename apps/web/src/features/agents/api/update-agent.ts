import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { agentKeys } from './agent-keys.ts';

export interface UpdateAgentInput {
  id: string;
  description: string | null;
  properties: Record<string, string>;
}

/** The name cannot change; description and labels can. */
export async function updateAgent({ id, ...changes }: UpdateAgentInput): Promise<void> {
  await http.patch('db', '/agents', { query: postgrest().eq('id', id), body: changes });
}

export function useUpdateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgent,
    onSuccess: () => toast.success('Agent updated'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
