import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneratedAgent } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { agentKeys } from './agent-keys.ts';

export interface CreateAgentInput {
  name: string;
  properties: Record<string, string>;
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
