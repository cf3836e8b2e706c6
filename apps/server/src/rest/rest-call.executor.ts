import type { Queryable } from '../db/db.ts';
import type { ApiRequest } from './api-request.ts';
import { planRead } from './plan/read-plan.ts';
import { planRpc } from './plan/rpc-plan.ts';
import type { SchemaCache } from './schema/schema-cache.types.ts';
import type { RestResponse } from './rest-engine.types.ts';
import { readResponse, rootWindow, runPage } from './rest-read.executor.ts';
import { contentType, preferenceApplied, singularError } from './rest-response.ts';
import { SqlParams } from './sql/sql-params.ts';

export type TransactionRunner = <T>(readOnly: boolean, fn: (tx: Queryable) => Promise<T>) => Promise<T>;

/** `/rpc/fn`: rows of a relation type are read like that relation; scalars come back as JSON values. */
export async function executeCall(run: TransactionRunner, cache: SchemaCache, schema: string, name: string, req: ApiRequest, maxRows: number): Promise<RestResponse> {
  const plan = planRpc(cache, schema, name, req);
  const readOnly = req.method === 'GET' || req.method === 'HEAD' || plan.fn.volatility !== 'volatile';
  const bodyless = req.method === 'HEAD';
  if (plan.relation) {
    const relation = plan.relation;
    const node = planRead(cache, schema, relation, req);
    const { limit, offset } = rootWindow(node, maxRows);
    const single = !plan.fn.returnsSet;
    const media = single && req.media === 'json' ? 'singular' : req.media;
    const page = await run(readOnly, (tx) => runPage(tx, { node, from: plan.call, media, limit, offset, exactCount: false, applyWhere: true }, req.preferences.count, maxRows));
    if (single) {
      if (req.media === 'singular' && page.rows !== 1) throw singularError(page.rows);
      const headers: Record<string, string> = { 'content-type': contentType(req.media) };
      preferenceApplied(req, headers);
      return { status: 200, headers, body: bodyless ? '' : page.body };
    }
    return readResponse(req, page, offset, bodyless);
  }
  const p = new SqlParams();
  const from = plan.call(p);
  const sql = plan.fn.returnsSet
    ? `SELECT coalesce(json_agg(_0), '[]'::json)::text AS body FROM ${from}`
    : `SELECT to_json(_0)::text AS body FROM ${from}`;
  const { rows } = await run(readOnly, (tx) => tx.query<{ body: string | null }>(sql, p.values));
  const headers: Record<string, string> = { 'content-type': contentType('json') };
  preferenceApplied(req, headers);
  return { status: 200, headers, body: bodyless ? '' : (rows[0]?.body ?? 'null') };
}
