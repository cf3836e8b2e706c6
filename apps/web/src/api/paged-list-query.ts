import type { ListParams } from './list-params.ts';
import { postgrest, type PostgrestQuery } from './postgrest-query.ts';

/** The data API query for one page of a list: the chosen order (by name when none), then the page's window. */
export function pagedListQuery(columns: string | readonly string[], params: ListParams<string>): PostgrestQuery {
  return postgrest()
    .select(columns)
    .order(params.sortBy ?? 'name', params.sortBy ? params.sortOrder : 'asc')
    .limit(params.pageSize)
    .offset(params.pageIndex * params.pageSize);
}
