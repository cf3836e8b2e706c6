import type { Queryable } from '../db/db.ts';
import { ApiError } from './api-error.ts';
import type { ApiRequest, MediaType } from './api-request.ts';
import { planRpc, type RpcPlan } from './plan/rpc-plan.ts';
import type { SchemaCache } from './schema/schema-cache.types.ts';
import type { RequestRunner, RestResponse } from './rest-engine.types.ts';
import { readResponse, readRows } from './rest-read.executor.ts';
import { contentType, preferenceApplied, singularError } from './rest-response.ts';
import { SqlParams } from './sql/sql-params.ts';
import { ROOT } from './sql/statement-sql.ts';

/** A response and the number of rows the function answered, which `max-affected` is checked against. */
interface CallResult {
  response: RestResponse;
  rows: number;
}

interface CallContext {
  plan: RpcPlan;
  req: ApiRequest;
  cache: SchemaCache;
  schema: string;
  readOnly: boolean;
  maxRows: number;
}

/** Carries the response out of a transaction that must roll back (`Prefer: tx=rollback`). */
class RollbackWith extends Error {
  constructor(readonly response: RestResponse) {
    super('rollback');
  }
}

/**
 * `/rpc/fn`: rows of a relation type are read like that relation; scalars come back as JSON values,
 * a void function as 204. `tx=rollback` and a strict `max-affected` decide after the call ran, so
 * such a call runs in a transaction of its own that they may roll back.
 */
export async function executeCall(run: RequestRunner, cache: SchemaCache, schema: string, name: string, req: ApiRequest, maxRows: number): Promise<RestResponse> {
  const plan = planRpc(cache, schema, name, req);
  const readOnly = req.method === 'GET' || req.method === 'HEAD' || plan.fn.volatility !== 'volatile';
  const ctx: CallContext = { plan, req, cache, schema, readOnly, maxRows };
  const prefs = req.preferences;
  const maxAffected = prefs.handling === 'strict' ? prefs.maxAffected : undefined;
  const rollback = prefs.tx === 'rollback';
  if (maxAffected === undefined && !rollback) return (await answerCall(run, ctx)).response;
  try {
    return await run.transaction(readOnly, async (tx) => {
      const { response, rows } = await answerCall(inTransaction(tx), ctx);
      if (maxAffected !== undefined && rows > maxAffected) {
        throw new ApiError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`);
      }
      if (rollback) throw new RollbackWith(response);
      return response;
    });
  } catch (error) {
    if (error instanceof RollbackWith) return error.response;
    throw error;
  }
}

/** Every statement of the call inside the one transaction already open (settings applied there). */
function inTransaction(tx: Queryable): RequestRunner {
  return {
    transaction: (_readOnly, fn) => fn(tx),
    async statement<R>(_readOnly: boolean, sql: string, p: SqlParams): Promise<R[]> {
      return (await tx.query<R>(sql, p.values, { prepared: true })).rows;
    },
  };
}

/** The materialised result of the call, read by both the page and its total. */
const CALL = '_call';

/**
 * Runs the call once per statement, as a materialised CTE, however often the statement reads its
 * rows: counting the page's total must not repeat what a volatile function did.
 */
function callingOnce(run: RequestRunner, plan: RpcPlan): RequestRunner {
  return {
    transaction: run.transaction,
    statement: (readOnly, sql, p) => run.statement(readOnly, `WITH ${CALL} AS MATERIALIZED (SELECT ${ROOT}.* FROM ${plan.call(p)}) ${sql}`, p),
  };
}

async function answerCall(run: RequestRunner, ctx: CallContext): Promise<CallResult> {
  const { plan, req, readOnly } = ctx;
  const bodyless = req.method === 'HEAD';
  if (plan.relation) {
    const single = !plan.fn.returnsSet;
    const media = single && req.media === 'json' ? 'singular' : req.media;
    const counted = !single && req.preferences.count !== undefined;
    const source = {
      cache: ctx.cache, schema: ctx.schema, relation: plan.relation, media, maxRows: ctx.maxRows,
      req: counted ? { ...req, preferences: { ...req.preferences, count: 'exact' as const } } : req,
      from: counted ? () => `${CALL} AS ${ROOT}` : plan.call,
    };
    const { page, offset } = await readRows(counted ? callingOnce(run, plan) : run, readOnly, source);
    if (!single) return { response: readResponse(req, page, offset, bodyless), rows: page.rows };
    if (req.media === 'singular' && page.rows !== 1) throw singularError(page.rows);
    return { response: { status: 200, headers: headersFor(req, req.media), body: bodyless ? '' : page.body }, rows: page.rows };
  }
  const p = new SqlParams();
  const from = plan.call(p);
  if (plan.fn.returnType === 'void') {
    await run.statement(readOnly, `SELECT 1 FROM ${from}`, p);
    const headers: Record<string, string> = {};
    preferenceApplied(req, headers);
    return { response: { status: 204, headers, body: '' }, rows: 0 };
  }
  if (plan.fn.returnsSet) return scalarSet(run, ctx, from, p);
  const rows = await run.statement<{ body: string | null }>(readOnly, `SELECT to_json(_0)::text AS body FROM ${from}`, p);
  return { response: { status: 200, headers: headersFor(req, 'json'), body: bodyless ? '' : (rows[0]?.body ?? 'null') }, rows: rows.length };
}

/**
 * A set of scalars: one JSON array, paged by `limit`/`offset`/`Range`, with the exact total for any
 * `Prefer: count`. The call runs once (a materialised CTE), so counting never repeats what it did.
 */
async function scalarSet(run: RequestRunner, ctx: CallContext, from: string, p: SqlParams): Promise<CallResult> {
  const { req } = ctx;
  const root = req.ranges.find((r) => r.path.length === 0);
  const limit = Math.min(root?.limit ?? ctx.maxRows, ctx.maxRows);
  const offset = root?.offset ?? 0;
  const exact = req.preferences.count !== undefined;
  const total = exact ? '(SELECT count(*) FROM _all)::text' : 'NULL::text';
  const window = `LIMIT ${p.typed(String(limit), 'bigint')} OFFSET ${p.typed(String(offset), 'bigint')}`;
  const sql = `WITH _all AS MATERIALIZED (SELECT _0 AS _v FROM ${from}) `
    + `SELECT ${total} AS total, count(*)::text AS n, coalesce(json_agg(_t._v), '[]'::json)::text AS body `
    + `FROM (SELECT _v FROM _all ${window}) AS _t`;
  const rows = await run.statement<{ total: string | null; n: string; body: string }>(ctx.readOnly, sql, p);
  const row = rows[0] ?? { total: null, n: '0', body: '[]' };
  const page = { rows: Number(row.n), total: row.total === null ? undefined : Number(row.total), body: row.body };
  return { response: readResponse({ ...req, media: 'json' }, page, offset, req.method === 'HEAD'), rows: page.rows };
}

function headersFor(req: ApiRequest, media: MediaType): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': contentType(media) };
  preferenceApplied(req, headers);
  return headers;
}
