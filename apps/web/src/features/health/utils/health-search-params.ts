/** The health dashboard's state in the query string (spec 001 §2.1). */
export interface HealthUrlState {
  layout: 'table' | 'card';
  checkId: string | null;
  timeRange: string;
  /** Label id (`key=value`) to 1 (include) or -1 (exclude). */
  labels: Readonly<Record<string, 1 | -1>>;
  query: string;
  sortBy: string | null;
  sortDesc: boolean;
  hidePassing: boolean;
  tabBy: string;
  groupBy: string;
  /** The open tab; 'All' when absent. */
  tab: string;
  /** What the table's columns are split by; 'none' shows the plain table. */
  pivotBy: PivotBy;
  /** The label key the columns are split by when pivotBy is 'label'. */
  pivotLabel: string | null;
  /** What each cell of the pivot shows. */
  pivotCellType: PivotCellType;
}

export const PIVOT_BY = ['none', 'namespace', 'type', 'agent', 'label'] as const;
export type PivotBy = (typeof PIVOT_BY)[number];
export const PIVOT_CELL_TYPES = ['health', 'uptime', 'latency'] as const;
export type PivotCellType = (typeof PIVOT_CELL_TYPES)[number];

const isPivotBy = (value: string | null): value is PivotBy => (PIVOT_BY as readonly (string | null)[]).includes(value);
const isPivotCellType = (value: string | null): value is PivotCellType =>
  (PIVOT_CELL_TYPES as readonly (string | null)[]).includes(value);

/** The second of the common relative ranges (15m, 1h, ...). */
export const DEFAULT_HEALTH_TIME_RANGE = '1h';
export const DEFAULT_TAB_BY = 'namespace';
export const DEFAULT_GROUP_BY = 'canary_name';
export const ALL_TAB = 'All';

/** Reads `labels={"env=prod":1,"tier=db":-1}`; anything else in it is ignored. */
export function parseLabelSelections(text: string | null): Record<string, 1 | -1> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const selections: Record<string, 1 | -1> = {};
  for (const [id, state] of Object.entries(parsed)) {
    if (state === 1 || state === -1) selections[id] = state;
  }
  return selections;
}

export function readHealthUrlState(params: URLSearchParams): HealthUrlState {
  const pivotBy = params.get('pivotBy');
  const pivotCellType = params.get('pivotCellType');
  return {
    layout: params.get('layout') === 'card' ? 'card' : 'table',
    checkId: params.get('checkId') || null,
    timeRange: params.get('timeRange') || DEFAULT_HEALTH_TIME_RANGE,
    labels: parseLabelSelections(params.get('labels')),
    query: params.get('query') ?? '',
    sortBy: params.get('sortBy') || null,
    sortDesc: params.get('sortDesc') === 'true',
    hidePassing: params.get('hidePassing') !== 'false',
    tabBy: params.get('tabBy') || DEFAULT_TAB_BY,
    groupBy: params.get('groupBy') || DEFAULT_GROUP_BY,
    tab: params.get('tab') || ALL_TAB,
    pivotBy: isPivotBy(pivotBy) ? pivotBy : 'none',
    pivotLabel: params.get('pivotLabel') || null,
    pivotCellType: isPivotCellType(pivotCellType) ? pivotCellType : 'health',
  };
}

export type HealthUrlChange = Partial<{
  [K in keyof HealthUrlState]: HealthUrlState[K] | null;
}>;

function encode(key: keyof HealthUrlState, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (key === 'labels') {
    const entries = Object.entries(value as Record<string, number>);
    return entries.length === 0 ? null : JSON.stringify(Object.fromEntries(entries));
  }
  const text = String(value);
  return text === '' || text === 'all' ? null : text;
}

/**
 * The query string with `change` applied: a value of 'all', '' or null removes its key, other
 * keys stay as they were.
 */
export function writeHealthUrlState(params: URLSearchParams, change: HealthUrlChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    const text = encode(key as keyof HealthUrlState, value);
    if (text === null) next.delete(key);
    else next.set(key, text);
  }
  return next;
}
