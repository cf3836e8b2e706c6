import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { pagedListQuery } from '#src/api/paged-list-query.ts';
import type { AgentListParams } from '../utils/agent-list-params.ts';
import { AGENT_SUMMARY_COLUMNS, type Agent } from './agent.types.ts';
import { AGENTS_STALE_TIME_MS, agentKeys } from './agent-keys.ts';
import { withCreators } from './with-creators.ts';

/** One page of agents in the chosen order, with the total for the pager. */
export async function listAgents(params: AgentListParams, signal?: AbortSignal): Promise<Page<Agent>> {
  const query = pagedListQuery(AGENT_SUMMARY_COLUMNS, params);
  const page = await http.getPage<Omit<Agent, 'creator'>>('db', '/agents_summary', { query, signal });
  return { items: await withCreators(page.items, signal), total: page.total };
}

export function agentsQueryOptions(params: AgentListParams) {
  return queryOptions({
    queryKey: agentKeys.list(params),
    queryFn: ({ signal }) => listAgents(params, signal),
    staleTime: AGENTS_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

export function useAgents(params: AgentListParams) {
  return useQuery(agentsQueryOptions(params));
}
