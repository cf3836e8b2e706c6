import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http-client.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { agentKeys } from './agent-keys.ts';

export interface CreateAgentInput {
  name: string;
  properties: Record<string, string>;
}

/** What the server hands back once: the agent's login and its access token. */
export interface GeneratedAgent {
  id: string;
  username: string;
  access_token: string;
}

export async function createAgent(input: CreateAgentInput): Promise<GeneratedAgent> {
  return http.post<GeneratedAgent>('agent', '/generate', { body: input });
}

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgent,
    onSuccess: () => toast.success('Agent created'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
