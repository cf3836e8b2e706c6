import { readListParams, type ListParams } from '#src/api/list-params.ts';
import type { SortDirection } from '#src/api/postgrest-query.ts';

/** Page sizes offered on the agents list (spec 000 §9); the first is the default. */
export const AGENT_PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_AGENT_PAGE_SIZE = AGENT_PAGE_SIZES[0];

/** Columns of agents_summary the list may be sorted by; anything else in the URL is ignored. */
export const AGENT_SORT_COLUMNS = [
  'name',
  'description',
  'config_count',
  'checks_count',
  'config_scrapper_count',
  'playbook_runs_count',
  'last_seen',
  'last_received',
  'created_at',
  'updated_at',
] as const;
export type AgentSortColumn = (typeof AGENT_SORT_COLUMNS)[number];
export type SortOrder = SortDirection;

export type AgentListParams = ListParams<AgentSortColumn>;

/** Reads paging and sorting from the query string, falling back to the defaults on anything unusable. */
export function readAgentListParams(search: URLSearchParams): AgentListParams {
  return readListParams(search, { sortColumns: AGENT_SORT_COLUMNS, pageSizes: AGENT_PAGE_SIZES });
}
