/** How many items of a group are in each health state. */
export interface ConfigHealthCounts {
  healthy: number;
  unhealthy: number;
  warning: number;
  unknown: number;
}

/**
 * One row of `POST /api/catalog/summary`: a group of catalog items with their counts. The row
 * carries one column per `groupBy` entry of the request (type, config_class, a tag or a label:
 * text, or null for items without it) and the cost over the request's window as
 * `cost_total_<window>` (null when nothing has a cost).
 */
export interface ConfigSummaryRow {
  [groupColumn: string]: unknown;
  type?: string | null;
  config_class?: string | null;
  count: number;
  health: ConfigHealthCounts;
  /** Changes over the request's window. */
  changes: number;
  /** Insights over the request's window, by type or severity. */
  analysis: Record<string, number>;
  /** The window the web app asks for. */
  cost_total_30d?: number | null;
}
