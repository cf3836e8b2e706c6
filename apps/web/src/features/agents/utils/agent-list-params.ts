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
export type SortOrder = 'asc' | 'desc';

export interface AgentListParams {
  pageIndex: number;
  pageSize: number;
  sortBy: AgentSortColumn | null;
  sortOrder: SortOrder;
}

function isSortColumn(value: string | null): value is AgentSortColumn {
  return value != null && (AGENT_SORT_COLUMNS as readonly string[]).includes(value);
}

/** Reads paging and sorting from the query string, falling back to the defaults on anything unusable. */
export function readAgentListParams(search: URLSearchParams): AgentListParams {
  const pageIndex = Number(search.get('pageIndex'));
  const pageSize = Number(search.get('pageSize'));
  const sortBy = search.get('sortBy');
  return {
    pageIndex: Number.isInteger(pageIndex) && pageIndex > 0 ? pageIndex : 0,
    pageSize: (AGENT_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_AGENT_PAGE_SIZE,
    sortBy: isSortColumn(sortBy) ? sortBy : null,
    sortOrder: search.get('sortOrder') === 'desc' ? 'desc' : 'asc',
  };
}
