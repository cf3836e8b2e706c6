import type { Queryable } from '../db/db.ts';
import { ApiError } from './api-error.ts';
import type { ApiRequest, MediaType } from './api-request.ts';
import { planRead, type ReadNode } from './plan/read-plan.ts';
import type { Relation, SchemaCache } from './schema/schema-cache.types.ts';
import type { RequestRunner, RestResponse } from './rest-engine.types.ts';
import { contentRange, contentType, csvBody, errorResponse, preferenceApplied, singularError } from './rest-response.ts';
import { SqlParams } from './sql/sql-params.ts';
import { countSource, rootSelect, type RootQuery } from './sql/statement-sql.ts';

interface PageRow {
  total: string | null;
  n: string;
  body: string | null;
}

/** Planner's estimate of the row count, from EXPLAIN over the same FROM and WHERE. */
async function plannedCount(tx: Queryable, q: RootQuery): Promise<number> {
  const p = new SqlParams();
  const sql = countSource(q, p);
  const { rows } = await tx.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${sql}`, p.values);
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

async function exactCountUpTo(tx: Queryable, q: RootQuery, cap: number): Promise<number> {
  const p = new SqlParams();
  const sql = `SELECT count(*)::text AS n FROM (${countSource(q, p)} LIMIT ${p.typed(String(cap + 1), 'bigint')}) AS _c`;
  const { rows } = await tx.query<{ n: string }>(sql, p.values);
  return Number(rows[0]?.n ?? 0);
}

export interface PageResult {
  rows: number;
  total: number | undefined;
  body: string;
}

/** The statement answering one page (with an exact total when asked); its row makes the page. */
function pageStatement(q: RootQuery, exact: boolean): { sql: string; p: SqlParams; toPage: (row: PageRow | undefined, total?: number) => PageResult } {
  const p = new SqlParams();
  const { sql, keys } = rootSelect({ ...q, exactCount: exact }, p);
  const toPage = (found: PageRow | undefined, total?: number): PageResult => {
    const row = found ?? { total: null, n: '0', body: null };
    const body = q.media === 'csv' ? csvBody(keys, row.body ?? '') : (row.body ?? 'null');
    return { rows: Number(row.n), total: exact && row.total !== null ? Number(row.total) : total, body };
  };
  return { sql, p, toPage };
}

/** A planned or estimated count needs statements of its own before the page: one transaction. */
async function pageWithEstimate(tx: Queryable, q: RootQuery, count: 'planned' | 'estimated', maxRows: number): Promise<PageResult> {
  let total: number | undefined;
  let exact = false;
  if (count === 'planned') total = await plannedCount(tx, q);
  else {
    const upTo = await exactCountUpTo(tx, q, maxRows);
    if (upTo <= maxRows) exact = true;
    else total = await plannedCount(tx, q);
  }
  const { sql, p, toPage } = pageStatement(q, exact);
  const { rows } = await tx.query<PageRow>(sql, p.values);
  return toPage(rows[0], total);
}

/** Runs the page query (and the count the request prefers) and returns the serialised body. */
async function runPage(run: RequestRunner, readOnly: boolean, q: RootQuery, count: ApiRequest['preferences']['count'], maxRows: number): Promise<PageResult> {
  if (count === 'planned' || count === 'estimated') {
    return run.transaction(readOnly, (tx) => pageWithEstimate(tx, q, count, maxRows));
  }
  const { sql, p, toPage } = pageStatement(q, count === 'exact');
  const rows = await run.statement<PageRow>(readOnly, sql, p);
  return toPage(rows[0]);
}

/** GET/HEAD on a relation or a set-returning function: status, Content-Range, body. */
export function readResponse(req: ApiRequest, page: PageResult, offset: number, bodyless: boolean): RestResponse {
  const headers: Record<string, string> = { 'content-type': contentType(req.media) };
  const total = page.total;
  if (total !== undefined && offset > total) {
    return errorResponse(new ApiError(416, 'PGRST103', 'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`), { 'content-range': `*/${total}` });
  }
  if (req.media === 'singular' && page.rows !== 1) throw singularError(page.rows);
  headers['content-range'] = contentRange(offset, page.rows, total);
  preferenceApplied(req, headers);
  const status = total !== undefined && page.rows < total ? 206 : 200;
  return { status, headers, body: bodyless ? '' : page.body };
}

function rootWindow(node: ReadNode, maxRows: number): { limit: number; offset: number } {
  const asked = node.range?.limit;
  return { limit: asked === undefined ? maxRows : Math.min(asked, maxRows), offset: node.range?.offset ?? 0 };
}

export interface RowSource {
  cache: SchemaCache;
  schema: string;
  /** The relation whose columns and relationships the rows have. */
  relation: Relation;
  req: ApiRequest;
  /** FROM clause naming the rows `_0`: the relation itself, or a function call returning its rows. */
  from: RootQuery['from'];
  media: MediaType;
  maxRows: number;
}

/** Plans the request's select tree over the rows and runs one page of it, with the count it prefers. */
export async function readRows(run: RequestRunner, readOnly: boolean, s: RowSource): Promise<{ page: PageResult; offset: number }> {
  const node = planRead(s.cache, s.schema, s.relation, s.req);
  const { limit, offset } = rootWindow(node, s.maxRows);
  const query: RootQuery = { node, from: s.from, media: s.media, limit, offset, exactCount: false, applyWhere: true };
  const page = await runPage(run, readOnly, query, s.req.preferences.count, s.maxRows);
  return { page, offset };
}
