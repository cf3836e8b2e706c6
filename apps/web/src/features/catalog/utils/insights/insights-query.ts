/** Spec 002 §9: insights come 50 to a page, from the first. */
export const INSIGHTS_PAGE_SIZE = 50;

/** Only the observed dates sort, on the server. */
export const INSIGHT_SORT_COLUMNS = ['first_observed', 'last_observed'] as const;

export const INSIGHT_STATUSES = ['open', 'resolved', 'silenced'] as const;
export const INSIGHT_SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export const INSIGHT_TYPES = [
  'cost',
  'availability',
  'performance',
  'security',
  'integration',
  'compliance',
  'technical_debt',
  'reliability',
  'recommendation',
  'other',
] as const;

export interface InsightFilters {
  status: string;
  severity: string;
  /** The analysis type. */
  type: string;
  configType: string;
  analyzer: string;
  /** A component id: insights of the configs linked to it. */
  component: string;
}

export interface InsightsQuery extends InsightFilters {
  configId?: string;
  pageIndex: number;
  pageSize: number;
  sortBy?: string;
  sortDesc?: boolean;
}

/** The `/db/config_analysis_items` filters of a query; `configIds` narrows to a component's configs. */
export function insightsFilterParams(query: InsightsQuery, configIds?: readonly string[]): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.configId) params.config_id = `eq.${query.configId}`;
  else if (configIds) params.config_id = `in.(${configIds.map((id) => `"${id}"`).join(',')})`;
  if (query.status) params.status = `eq.${query.status}`;
  if (query.severity) params.severity = `eq.${query.severity.toLowerCase()}`;
  if (query.type) params.analysis_type = `eq.${query.type}`;
  if (query.configType) params.config_type = `eq.${query.configType}`;
  if (query.analyzer) params.analyzer = `eq.${query.analyzer}`;
  const sortBy = (INSIGHT_SORT_COLUMNS as readonly string[]).includes(query.sortBy ?? '') ? query.sortBy : undefined;
  if (sortBy) params.order = `${sortBy}.${query.sortDesc ? 'desc' : 'asc'},id.asc`;
  params.limit = String(query.pageSize);
  params.offset = String(query.pageIndex * query.pageSize);
  return params;
}
