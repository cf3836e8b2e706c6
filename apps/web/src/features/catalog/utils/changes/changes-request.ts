import type { SortingState } from '@tanstack/react-table';

/** Spec 002 §9: changes come 200 to a page, newest first, recursing 5 levels. */
export const CHANGES_PAGE_SIZE = 200;
export const CHANGES_DEFAULT_SORT: SortingState = [{ id: 'created_at', desc: true }];
export const CHANGES_RECURSION_DEPTH = 5;

/** The body of `POST /catalog/changes` (spec 002 §7, first shape). */
export interface ConfigChangesRequest {
  id?: string;
  config_type?: string;
  type?: string;
  severity?: string;
  created_by?: string;
  tags?: string;
  from?: string;
  to?: string;
  /** 1-based. */
  page: number;
  page_size: number;
  /** A column name; a leading dash sorts descending. */
  sort_by: string;
  recursive?: 'all' | 'upstream' | 'downstream';
  depth?: number;
  include_deleted_configs: boolean;
}

export interface ChangesFilters {
  configType: string;
  changeType: string;
  severity: string;
  createdBy: string;
  /** `key=value` pairs separated by commas. */
  tags: string;
}

/** Whose changes: every config, or one config and (optionally) those above or below it. */
export interface ChangesScope {
  configId?: string;
  upstream?: boolean;
  downstream?: boolean;
}

export interface ChangesRequestInput {
  filters: ChangesFilters;
  scope: ChangesScope;
  range: { from: string; to: string } | null;
  pageIndex: number;
  pageSize: number;
  sorting: SortingState;
}

/** `created_at` ascending or `-created_at` descending; the default order when none is chosen. */
export function toSortBy(sorting: SortingState): string {
  const first = sorting[0] ?? CHANGES_DEFAULT_SORT[0]!;
  return first.desc ? `-${first.id}` : first.id;
}

function recursionOf(scope: ChangesScope): ConfigChangesRequest['recursive'] {
  if (scope.upstream && scope.downstream) return 'all';
  if (scope.upstream) return 'upstream';
  if (scope.downstream) return 'downstream';
  return undefined;
}

/** The request for one page of changes; empty filters are left out. */
export function buildChangesRequest({ filters, scope, range, pageIndex, pageSize, sorting }: ChangesRequestInput): ConfigChangesRequest {
  const request: ConfigChangesRequest = {
    page: pageIndex + 1,
    page_size: pageSize,
    sort_by: toSortBy(sorting),
    include_deleted_configs: false,
  };
  if (filters.configType) request.config_type = filters.configType;
  if (filters.changeType) request.type = filters.changeType;
  if (filters.severity) request.severity = filters.severity;
  if (filters.createdBy.trim()) request.created_by = filters.createdBy.trim();
  const tags = normaliseTags(filters.tags);
  if (tags) request.tags = tags;
  if (range) {
    request.from = range.from;
    request.to = range.to;
  }
  if (scope.configId) {
    request.id = scope.configId;
    const recursive = recursionOf(scope);
    if (recursive) {
      request.recursive = recursive;
      request.depth = CHANGES_RECURSION_DEPTH;
    }
  }
  return request;
}

/** `env = prod, team=a` becomes `env=prod,team=a`; pieces without a key are dropped. */
export function normaliseTags(text: string): string {
  return text
    .split(',')
    .map((piece) => piece.split('=').map((part) => part.trim()))
    .filter(([key]) => key)
    .map((parts) => parts.join('='))
    .join(',');
}
