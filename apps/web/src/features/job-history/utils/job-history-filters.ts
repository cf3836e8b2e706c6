import { relativeRange, type TimeRange } from '@vigil/domain';
import { postgrest, type PostgrestQuery, type SortDirection } from '#src/api/postgrest-query.ts';
import type { TriStateSelections } from '#src/ui/filters/tri-state.ts';

/** Spec 001 §9: the settings jobs page reads 50 runs a page. */
export const JOB_HISTORY_PAGE_SIZE = 50;
export const JOB_HISTORY_PAGE_SIZES = [50, 100, 200] as const;
/** Spec 001 §2.3: the last 2 days, and successful runs left out, unless the address says otherwise. */
export const JOB_HISTORY_DEFAULT_TIME_RANGE: TimeRange = relativeRange('2d');
export const JOB_HISTORY_DEFAULT_STATUS: TriStateSelections = { SUCCESS: -1 };

/** Spec 001 §9. */
export const JOB_RESOURCE_TYPES = ['canary', 'topology', 'config_scraper'] as const;
export const JOB_STATUS_FILTER_OPTIONS = ['RUNNING', 'SUCCESS', 'WARNING', 'FAILED'] as const;
/** Spec 001 §9: the run duration presets, "at least" this many milliseconds; '' is All. */
export const RUN_DURATION_OPTIONS = [
  { value: '100', label: '100ms' },
  { value: '500', label: '500ms' },
  { value: '1000', label: '1s' },
  { value: '5000', label: '5s' },
  { value: '10000', label: '10s' },
  { value: '30000', label: '30s' },
] as const;

/** Columns the list may be sorted by; without one, the newest runs come first. */
export const JOB_HISTORY_SORT_COLUMNS = ['name', 'resource_type', 'status', 'time_start', 'duration_millis', 'success_count', 'error_count', 'created_at'] as const;
export type JobHistorySortColumn = (typeof JOB_HISTORY_SORT_COLUMNS)[number];

/** The filters of /settings/jobs besides the time range, as the address carries them. */
export interface JobHistoryFilters {
  name: TriStateSelections;
  resourceType: TriStateSelections;
  status: TriStateSelections;
  /** Milliseconds a run took at least; null is every run. */
  runDuration: number | null;
  /** Only the latest run of every job (job_history_summary). */
  latest: boolean;
}

export interface JobHistoryRequest extends JobHistoryFilters {
  /** ISO instants of the resolved time range; null when it could not be resolved. */
  range: { from: string; to: string } | null;
  pageIndex: number;
  pageSize: number;
  sortBy: JobHistorySortColumn | null;
  sortOrder: SortDirection;
}

export const JOB_HISTORY_COLUMNS = [
  'id',
  'name',
  'resource_type',
  'resource_id',
  'resource_name',
  'status',
  'time_start',
  'duration_millis',
  'success_count',
  'error_count',
  'hostname',
  'agent',
  'details',
  'created_at',
];

/** Reads the duration filter: a whole number of milliseconds above 0, else no filter. */
export function readRunDuration(text: string | null): number | null {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : null;
}

/** Includes become `in`, excludes `not.in`, on the same column. */
function applyTriState(query: PostgrestQuery, column: string, selections: TriStateSelections): void {
  const included = Object.keys(selections).filter((value) => selections[value] === 1);
  const excluded = Object.keys(selections).filter((value) => selections[value] === -1);
  if (included.length > 0) query.in(column, included);
  if (excluded.length > 0) query.notIn(column, excluded);
}

/** The relation a request reads: every run, or the latest run of every job. */
export function jobHistoryRelation(request: Pick<JobHistoryRequest, 'latest'>): string {
  return request.latest ? '/job_history_summary' : '/job_histories';
}

/** The data API query of one page (spec 001 §7): the filters, the created_at window, newest first unless sorted. */
export function jobHistoryQuery(request: JobHistoryRequest): PostgrestQuery {
  const query = postgrest().select(JOB_HISTORY_COLUMNS);
  applyTriState(query, 'name', request.name);
  applyTriState(query, 'resource_type', request.resourceType);
  applyTriState(query, 'status', request.status);
  if (request.runDuration !== null) query.gte('duration_millis', request.runDuration);
  if (request.range) query.gte('created_at', request.range.from).lte('created_at', request.range.to);
  if (request.sortBy) query.order(request.sortBy, request.sortOrder, 'last');
  else query.order('created_at', 'desc');
  return query
    .order('id', 'desc')
    .limit(request.pageSize)
    .offset(request.pageIndex * request.pageSize);
}
