import type { ApiRequest } from './api-request.ts';
import { planRpc } from './plan/rpc-plan.ts';
import type { SchemaCache } from './schema/schema-cache.types.ts';
import type { RequestRunner, RestResponse } from './rest-engine.types.ts';
import { readResponse, readRows } from './rest-read.executor.ts';
import { contentType, preferenceApplied, singularError } from './rest-response.ts';
import { SqlParams } from './sql/sql-params.ts';

/** `/rpc/fn`: rows of a relation type are read like that relation; scalars come back as JSON values. */
export async function executeCall(run: RequestRunner, cache: SchemaCache, schema: string, name: string, req: ApiRequest, maxRows: number): Promise<RestResponse> {
  const plan = planRpc(cache, schema, name, req);
  const readOnly = req.method === 'GET' || req.method === 'HEAD' || plan.fn.volatility !== 'volatile';
  const bodyless = req.method === 'HEAD';
  if (plan.relation) {
    const single = !plan.fn.returnsSet;
    const media = single && req.media === 'json' ? 'singular' : req.media;
    const { page, offset } = await readRows(run, readOnly, { cache, schema, relation: plan.relation, req, from: plan.call, media, maxRows });
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
  const rows = await run.statement<{ body: string | null }>(readOnly, sql, p);
  const headers: Record<string, string> = { 'content-type': contentType('json') };
  preferenceApplied(req, headers);
  return { status: 200, headers, body: bodyless ? '' : (rows[0]?.body ?? 'null') };
}
