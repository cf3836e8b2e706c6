import { readListParams, type ListParams } from '#src/api/list-params.ts';

/** Page sizes offered on the list (spec 001 §9); the first is the default. */
export const TEAM_PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_TEAM_PAGE_SIZE = TEAM_PAGE_SIZES[0];

/** Columns of teams_with_status the list may be sorted by; anything else in the URL is ignored. */
export const TEAM_SORT_COLUMNS = ['name', 'source', 'member_count', 'job_status', 'job_time_start', 'job_last_failed', 'created_at', 'updated_at'] as const;
export type TeamSortColumn = (typeof TEAM_SORT_COLUMNS)[number];

export type TeamListParams = ListParams<TeamSortColumn>;

/** Paging and sorting from the query string, falling back to the defaults on anything unusable. */
export function readTeamListParams(search: URLSearchParams): TeamListParams {
  return readListParams(search, { sortColumns: TEAM_SORT_COLUMNS, pageSizes: TEAM_PAGE_SIZES });
}
