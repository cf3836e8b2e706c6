/** Page sizes offered on the list; the first is the default. */
export const INCIDENT_RULE_PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_INCIDENT_RULE_PAGE_SIZE = INCIDENT_RULE_PAGE_SIZES[0];

/** Columns of incident_rules the list may be sorted by; anything else in the URL is ignored. */
export const INCIDENT_RULE_SORT_COLUMNS = ['name', 'source', 'created_at', 'updated_at'] as const;
export type IncidentRuleSortColumn = (typeof INCIDENT_RULE_SORT_COLUMNS)[number];

export interface IncidentRuleListParams {
  pageIndex: number;
  pageSize: number;
  sortBy: IncidentRuleSortColumn | null;
  sortOrder: 'asc' | 'desc';
}

function isSortColumn(value: string | null): value is IncidentRuleSortColumn {
  return value != null && (INCIDENT_RULE_SORT_COLUMNS as readonly string[]).includes(value);
}

/** Paging and sorting from the query string, falling back to the defaults on anything unusable. */
export function readIncidentRuleListParams(search: URLSearchParams): IncidentRuleListParams {
  const pageIndex = Number(search.get('pageIndex'));
  const pageSize = Number(search.get('pageSize'));
  const sortBy = search.get('sortBy');
  return {
    pageIndex: Number.isInteger(pageIndex) && pageIndex > 0 ? pageIndex : 0,
    pageSize: (INCIDENT_RULE_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_INCIDENT_RULE_PAGE_SIZE,
    sortBy: isSortColumn(sortBy) ? sortBy : null,
    sortOrder: search.get('sortOrder') === 'desc' ? 'desc' : 'asc',
  };
}
