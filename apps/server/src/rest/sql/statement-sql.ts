import type { MediaType } from '../api-request.ts';
import type { ReadNode } from '../plan/read-plan.ts';
import { ReadSqlBuilder } from './read-sql.ts';
import type { SqlParams } from './sql-params.ts';

/** Alias of the root relation in every statement. */
export const ROOT = '_0';

export interface RootQuery {
  node: ReadNode;
  /** FROM clause that names the root rows `_0` (a table, a function call, or a mutation's CTE). */
  from: (p: SqlParams) => string;
  media: MediaType;
  limit?: number;
  offset: number;
  /** An exact total is computed over the same FROM and WHERE. */
  exactCount: boolean;
  /** Extra filter already in SQL (mutations ignore the node's own where when it was applied by the write). */
  applyWhere: boolean;
}

/** The aggregate that turns the page `_t` into the response body, in SQL so no driver parses it. */
function bodyExpression(media: MediaType): string {
  if (media === 'singular') return '(json_agg(_t)->0)::text';
  if (media === 'csv') {
    // quoted as PostgREST quotes them (an empty text, white space, commas, quotes, parentheses, backslashes)
    const cell = `CASE WHEN _c.v IS NULL THEN '' WHEN _c.v = '' OR _c.v ~ '[[:space:]",()\\\\]' THEN '"' || replace(_c.v, '"', '""') || '"' ELSE _c.v END`;
    const line = `(SELECT string_agg(${cell}, ',' ORDER BY _c.o) FROM json_each_text(row_to_json(_t)) WITH ORDINALITY AS _c(k, v, o))`;
    return `coalesce(string_agg(${line}, E'\\n'), '')`;
  }
  return `coalesce(json_agg(_t), '[]'::json)::text`;
}

/** A paged read whose select list embeds something: its embeds are worth building for the page only. */
function cutsPageFirst(q: RootQuery): boolean {
  const paged = q.limit !== undefined || q.offset > 0;
  return paged && q.node.items.some((item) => item.kind === 'embed' && item.node.items.length > 0);
}

/**
 * The page's rows with their select list. Embeds are correlated subqueries (and spreads lateral
 * joins) of each row; were they in the SELECT that orders and pages, rows that OFFSET skips would
 * build them too. So a paged read with embeds first cuts the page from the root rows alone: the
 * filters (`!inner` and `embed=is.null` tests are EXISTS there), the order (to-one embed terms
 * included) and LIMIT/OFFSET, then builds the select list over those rows. The outer SELECT
 * keeps the inner order, as the body's aggregate keeps the page's.
 */
function pageSql(q: RootQuery, b: ReadSqlBuilder, p: SqlParams): { sql: string; keys: string[] } {
  const list = b.selectList(q.node, ROOT);
  const whereParts = q.applyWhere ? b.whereParts(q.node, ROOT) : [];
  const whereSql = whereParts.length > 0 ? ` WHERE ${whereParts.join(' AND ')}` : '';
  const from = q.from(p);
  const paging = `${b.orderBy(q.node, ROOT)}${b.limitOffset(q.limit, q.offset)}`;
  const columns = list.columns.join(', ');
  const laterals = list.laterals.join(' ');
  const sql = cutsPageFirst(q)
    ? `SELECT ${columns} FROM (SELECT ${ROOT}.* FROM ${from}${whereSql}${paging}) AS ${ROOT} ${laterals}`
    : `SELECT ${columns} FROM ${from} ${laterals}${whereSql}${paging}`;
  return { sql, keys: list.keys };
}

/** `SELECT total, page size, body FROM (page) _t`; returns the output keys for CSV headers too. */
export function rootSelect(q: RootQuery, p: SqlParams): { sql: string; keys: string[] } {
  const { sql: page, keys } = pageSql(q, new ReadSqlBuilder(p), p);
  const total = q.exactCount ? `(SELECT count(*) FROM (${countSource(q, p)}) AS _c)::text` : 'NULL::text';
  const sql = `SELECT ${total} AS total, count(*)::text AS n, ${bodyExpression(q.media)} AS body FROM (${page}) AS _t`;
  return { sql, keys };
}

/** Everything the planner's row estimate needs: the same FROM and WHERE. */
export function countSource(q: RootQuery, p: SqlParams): string {
  const b = new ReadSqlBuilder(p);
  const parts = q.applyWhere ? b.whereParts(q.node, ROOT) : [];
  return `SELECT 1 FROM ${q.from(p)}${parts.length > 0 ? ` WHERE ${parts.join(' AND ')}` : ''}`;
}
