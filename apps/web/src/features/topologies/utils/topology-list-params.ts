import { readListParams, type ListParams } from '#src/api/list-params.ts';

/** Page sizes offered on the list; the first is the default. */
export const TOPOLOGY_PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_TOPOLOGY_PAGE_SIZE = TOPOLOGY_PAGE_SIZES[0];

/** Columns of topologies_with_status the list may be sorted by; anything else in the URL is ignored. */
export const TOPOLOGY_SORT_COLUMNS = ['name', 'namespace', 'source', 'schedule', 'job_status', 'job_time_start', 'job_last_failed', 'created_at', 'updated_at'] as const;
export type TopologySortColumn = (typeof TOPOLOGY_SORT_COLUMNS)[number];

export type TopologyListParams = ListParams<TopologySortColumn>;

/** Paging and sorting from the query string, falling back to the defaults on anything unusable. */
export function readTopologyListParams(search: URLSearchParams): TopologyListParams {
  return readListParams(search, { sortColumns: TOPOLOGY_SORT_COLUMNS, pageSizes: TOPOLOGY_PAGE_SIZES });
}
