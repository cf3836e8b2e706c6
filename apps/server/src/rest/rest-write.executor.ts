import type { Queryable } from '../db/db.ts';
import { ApiError } from './api-error.ts';
import type { ApiRequest, Condition } from './api-request.ts';
import { planRead } from './plan/read-plan.ts';
import type { Relation, SchemaCache } from './schema/schema-cache.types.ts';
import type { RestResponse } from './rest-engine.types.ts';
import { contentRange, contentType, csvBody, preferenceApplied, singularError } from './rest-response.ts';
import { deleteSql, INSERTED_FLAG, insertSql, payloadRows, tellsInserted, updateSql } from './sql/mutation-sql.ts';
import { quoteIdent, SqlParams } from './sql/sql-params.ts';
import { rootSelect, ROOT } from './sql/statement-sql.ts';

interface WriteRow {
  total: string | null;
  n: string;
  body: string | null;
  location: string | null;
  /** Rows an upsert inserted rather than updated; null when that cannot be told (a view). */
  inserted: string | null;
}

/** PUT names one row: `eq` filters on exactly the primary key, matching the payload. */
function checkPut(req: ApiRequest, relation: Relation, row: Record<string, unknown>): void {
  const pk = relation.primaryKey;
  const filters = req.where.filter((w) => w.path.length === 0).map((w) => w.condition);
  const eqs = new Map<string, string>();
  const ok = filters.every((c: Condition) => {
    if (c.type !== 'filter' || c.filter.operator !== 'eq' || c.filter.negated || c.filter.value.kind !== 'scalar') return false;
    if (c.filter.field.jsonPath.length > 0) return false;
    eqs.set(c.filter.field.name, c.filter.value.value);
    return true;
  });
  if (!ok || pk.length === 0 || eqs.size !== pk.length || !pk.every((k) => eqs.has(k))) {
    throw new ApiError(405, 'PGRST105', 'Filters must include all and only primary key columns with \'eq\' operators');
  }
  if (!pk.every((k) => k in row && String(row[k]) === eqs.get(k))) {
    throw new ApiError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
  }
}

function mutationStatement(cache: SchemaCache, schema: string, relation: Relation, req: ApiRequest, p: SqlParams): string {
  const filterNode = planRead(cache, schema, relation, { select: [], where: req.where, order: req.order, ranges: req.ranges }, false);
  const limit = filterNode.range?.limit;
  const offset = filterNode.range?.offset ?? 0;
  if (req.action === 'delete') return deleteSql(filterNode, limit, offset, p);
  if (req.action === 'update') {
    const { rows, columns } = payloadRows(req, relation, false);
    return updateSql(filterNode, rows[0] ?? {}, columns, limit, offset, p);
  }
  const { rows, columns } = payloadRows(req, relation, req.action === 'insert');
  if (req.action === 'upsert') {
    checkPut(req, relation, rows[0] ?? {});
    return insertSql(relation, rows, columns, { missingDefault: false, conflict: { columns: relation.primaryKey, resolution: 'merge-duplicates' } }, p);
  }
  const resolution = req.preferences.resolution;
  const conflictColumns = req.onConflict ?? relation.primaryKey;
  if (resolution && conflictColumns.length === 0) {
    throw new ApiError(400, 'PGRST121', `An upsert on '${relation.name}' needs on_conflict columns or a primary key`);
  }
  return insertSql(relation, rows, columns, {
    missingDefault: req.preferences.missing === 'default',
    ...(resolution ? { conflict: { columns: conflictColumns, resolution } } : {}),
  }, p);
}

/** Sentinel that carries the response out of a transaction that must roll back. */
class Rollback extends Error {
  constructor(readonly response: RestResponse) {
    super('rollback');
  }
}

export async function executeWrite(
  run: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>,
  cache: SchemaCache, schema: string, relation: Relation, req: ApiRequest,
): Promise<RestResponse> {
  const node = planRead(cache, schema, relation, { select: req.select, where: [], order: [], ranges: [], guard: req.guard, visible: req.visible });
  const p = new SqlParams();
  const cte = mutationStatement(cache, schema, relation, req, p);
  const page = rootSelect({ node, from: () => `_mut AS ${ROOT}`, media: req.media, offset: 0, exactCount: true, applyWhere: false }, p);
  const pk = relation.primaryKey;
  const location = pk.length > 0
    ? `(SELECT json_build_array(${pk.map((k) => `_m.${quoteIdent(k)}::text`).join(', ')}) FROM _mut AS _m LIMIT 1)::text`
    : 'NULL::text';
  const upsert = req.action === 'upsert' || (req.action === 'insert' && req.preferences.resolution !== undefined);
  const inserted = tellsInserted(relation, upsert) ? `(SELECT count(*) FILTER (WHERE _m.${INSERTED_FLAG}) FROM _mut AS _m)::text` : 'NULL::text';
  const sql = `WITH _mut AS (${cte}) SELECT _p.*, ${location} AS location, ${inserted} AS inserted FROM (${page.sql}) AS _p`;

  const work = async (tx: Queryable): Promise<RestResponse> => {
    const { rows } = await tx.query<WriteRow>(sql, p.values);
    const row = rows[0] ?? { total: '0', n: '0', body: null, location: null, inserted: null };
    const affected = Number(row.total ?? row.n);
    const max = req.preferences.maxAffected;
    if (max !== undefined && req.preferences.handling === 'strict' && affected > max) {
      throw new ApiError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${affected} rows`);
    }
    const representation = req.preferences.return === 'representation';
    if (representation && req.media === 'singular' && affected !== 1) throw singularError(affected);
    const response = buildResponse(req, relation, row, affected, page.keys);
    if (req.preferences.tx === 'rollback') throw new Rollback(response);
    return response;
  };
  try {
    return await run(work);
  } catch (error) {
    if (error instanceof Rollback) return error.response;
    throw error;
  }
}

function buildResponse(req: ApiRequest, relation: Relation, row: WriteRow, affected: number, keys: string[]): RestResponse {
  const headers: Record<string, string> = {};
  const isPost = req.action === 'insert';
  headers['content-range'] = isPost ? contentRange(0, 0, req.preferences.count === 'exact' ? affected : undefined)
    : contentRange(0, affected, req.preferences.count === 'exact' ? affected : undefined);
  preferenceApplied(req, headers);
  const ret = req.preferences.return;
  if (isPost && ret === 'headers-only' && row.location && affected === 1) {
    const values = JSON.parse(row.location) as string[];
    const query = relation.primaryKey.map((k, i) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(values[i] ?? '')}`).join('&');
    headers.location = `/${encodeURIComponent(relation.name)}?${query}`;
  }
  const status = upsertStatus(req, row);
  if (ret === 'representation') {
    headers['content-type'] = contentType(req.media);
    const body = req.media === 'csv' ? csvBody(keys, row.body ?? '') : (row.body ?? 'null');
    return { status: status ?? (isPost ? 201 : 200), headers, body: req.method === 'HEAD' ? '' : body };
  }
  return { status: isPost ? (status ?? 201) : 204, headers, body: '' };
}

/**
 * PostgREST's rule: an upsert that inserted a row answers 201, one that only updated rows 200 (a POST
 * with `resolution=merge-duplicates`, and a PUT with `return=representation`); undefined otherwise.
 */
function upsertStatus(req: ApiRequest, row: WriteRow): number | undefined {
  const merges = req.action === 'upsert' || (req.action === 'insert' && req.preferences.resolution === 'merge-duplicates');
  if (!merges) return undefined;
  // a view has no xmax: its upserts keep the statuses of an insert and an update
  if (row.inserted === null) return req.action === 'upsert' || Number(row.n) === 0 ? 200 : 201;
  return Number(row.inserted) > 0 ? 201 : 200;
}
