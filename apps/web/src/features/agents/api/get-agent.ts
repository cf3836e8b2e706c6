import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { AGENT_SUMMARY_COLUMNS, type Agent } from './agent.types.ts';
import { AGENTS_STALE_TIME_MS, agentKeys } from './agent-keys.ts';
import { withCreators } from './with-creators.ts';

export const AGENT_NOT_FOUND = 'Agent not found';

export async function getAgent(id: string, signal?: AbortSignal): Promise<Agent> {
  const rows = await http.get<Omit<Agent, 'creator'>[]>('db', '/agents_summary', {
    query: postgrest().select(AGENT_SUMMARY_COLUMNS).eq('id', id),
    signal,
  });
  const [agent] = await withCreators(rows, signal);
  if (!agent) throw new Error(AGENT_NOT_FOUND);
  return agent;
}

export function agentQueryOptions(id: string) {
  return queryOptions({
    queryKey: agentKeys.detail(id),
    queryFn: ({ signal }) => getAgent(id, signal),
    staleTime: AGENTS_STALE_TIME_MS,
    retry: false,
  });
}

export function useAgent(id: string | null) {
  return useQuery({ ...agentQueryOptions(id ?? ''), enabled: id != null && id !== '' });
}
