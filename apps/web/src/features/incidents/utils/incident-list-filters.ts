import { INCIDENT_STATUSES, INCIDENT_TYPES } from '@vigil/domain';
import { postgrest, type PostgrestQuery } from '#src/api/postgrest-query.ts';

/** Spec 002 §2: the list's filters, each kept under its own name in the query string. */
export interface IncidentFilters {
  type: string;
  severity: string;
  /** '' is every status; the page opens on open incidents. */
  status: string;
  /** The person who created the incident. */
  owner: string;
  /** A component id: incidents with evidence about it. */
  component: string;
  search: string;
}

export const DEFAULT_STATUS_FILTER = 'open';
/** In the address, the status filter's "All": without a status the page shows open incidents. */
export const ALL_STATUSES = 'all';

export const INCIDENTS_PAGE_SIZE = 50;

/** The severity filter's choices (spec 002 §2: All, critical, high, medium, low, Info). */
export const SEVERITY_FILTER_OPTIONS = [
  { value: 'critical' },
  { value: 'high' },
  { value: 'medium' },
  { value: 'low' },
  { value: 'info', label: 'Info' },
] as const;
export const TYPE_FILTER_OPTIONS = INCIDENT_TYPES.map((value) => ({ value }));
export const STATUS_FILTER_OPTIONS = INCIDENT_STATUSES.map((value) => ({ value }));

/** The filters the address carries; a missing status means open, `status=all` every status. */
export function readIncidentFilters(params: URLSearchParams): IncidentFilters {
  const value = (name: keyof IncidentFilters) => params.get(name)?.trim() ?? '';
  const status = params.get('status');
  return {
    type: value('type'),
    severity: value('severity'),
    status: status === null ? DEFAULT_STATUS_FILTER : status === ALL_STATUSES ? '' : status,
    owner: value('owner'),
    component: value('component'),
    search: value('search'),
  };
}

/** The address after a filter change: empty filters leave it (status writes `all`), and paging starts over. */
export function withIncidentFilters(params: URLSearchParams, patch: Partial<IncidentFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(patch)) {
    if (name === 'status') {
      if (value === DEFAULT_STATUS_FILTER) next.delete('status');
      else next.set('status', value === '' ? ALL_STATUSES : value);
    } else if (value) next.set(name, value);
    else next.delete(name);
  }
  next.delete('pageIndex');
  return next;
}

const LIST_COLUMNS = [
  'id',
  'incident_id',
  'title',
  'type',
  'severity',
  'status',
  'created_at',
  'created_by',
  'responders(id,type,person:person_id(id,name,avatar),team:team_id(id,name,icon))',
];

/** The `/db/incidents` query of one page of the list: the newest first, filtered as spec 002 §7 says. */
export function incidentListQuery(filters: IncidentFilters, pageIndex: number, pageSize: number): PostgrestQuery {
  // Filtering on the component needs the evidence embedded; `!inner` keeps only incidents that have it.
  const columns = filters.component ? [...LIST_COLUMNS, 'hypotheses!inner(evidences!inner())'] : LIST_COLUMNS;
  const query = postgrest().select(columns).isNull('deleted_at').isNull('responders.deleted_at');
  if (filters.type) query.eq('type', filters.type);
  if (filters.severity) query.eq('severity', filters.severity);
  if (filters.status) query.eq('status', filters.status);
  if (filters.owner) query.eq('created_by', filters.owner);
  if (filters.component) query.eq('hypotheses.evidences.component_id', filters.component);
  if (filters.search) query.ilikeContains('title', filters.search);
  return query
    .order('created_at', 'desc')
    .order('id', 'desc')
    .limit(pageSize)
    .offset(pageIndex * pageSize);
}
