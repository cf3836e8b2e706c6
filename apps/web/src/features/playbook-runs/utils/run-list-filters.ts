import { PLAYBOOK_RUN_STATUSES, relativeRange, type TimeRange } from '@vigil/domain';
import { postgrest, type PostgrestQuery } from '#src/api/postgrest-query.ts';

/** Spec 002 §2: the run list's filters besides the time range, each under its own name in the query string. */
export interface RunListFilters {
  /** A playbook id; '' is every playbook. */
  playbook: string;
  /** '' is every status. */
  status: string;
}

/** Spec 002 §9. */
export const RUNS_PAGE_SIZE = 150;
/** Spec 002 §2: the last 7 days unless the address says otherwise. */
export const RUNS_DEFAULT_TIME_RANGE: TimeRange = relativeRange('7d');

export const RUN_STATUS_FILTER_OPTIONS = PLAYBOOK_RUN_STATUSES.map((value) => ({ value, label: value.replace('_', ' ') }));

export function readRunListFilters(params: URLSearchParams): RunListFilters {
  return { playbook: params.get('playbook')?.trim() ?? '', status: params.get('status')?.trim() ?? '' };
}

/** The address after a filter change: an empty filter leaves it, and paging starts over. */
export function withRunListFilters(params: URLSearchParams, patch: Partial<RunListFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(patch)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  next.delete('pageIndex');
  return next;
}

/** The run, the playbook, the resource it ran on and who started it, in one read. */
export const RUN_ROW_COLUMNS = [
  'id',
  'playbook_id',
  'status',
  'created_at',
  'start_time',
  'end_time',
  'scheduled_time',
  'created_by',
  'triggered_by',
  'config_id',
  'check_id',
  'component_id',
  'error',
  'request',
  'playbook:playbook_id(id,name,title,icon)',
  'config:config_id(id,name,type)',
  'check:check_id(id,name,type)',
  'component:component_id(id,name,icon)',
  'creator:created_by(id,name,email,avatar)',
];

export interface RunListRequest extends RunListFilters {
  /** ISO instants of the resolved time range; null when it could not be resolved. */
  range: { from: string; to: string } | null;
  pageIndex: number;
  pageSize: number;
}

/** The `/db/playbook_runs` query of one page of the list: the newest first, in the chosen range. */
export function runListQuery({ playbook, status, range, pageIndex, pageSize }: RunListRequest): PostgrestQuery {
  const query = postgrest().select(RUN_ROW_COLUMNS);
  if (playbook) query.eq('playbook_id', playbook);
  if (status) query.eq('status', status);
  if (range) query.gte('created_at', range.from).lte('created_at', range.to);
  return query
    .order('created_at', 'desc')
    .order('id', 'desc')
    .limit(pageSize)
    .offset(pageIndex * pageSize);
}
