import type { Db } from '../db/db.ts';
import { ApiError } from './api-error.ts';
import type { ApiRequest, RawRequest } from './api-request.ts';
import { toApiError } from './db-error.mapper.ts';
import { parseApiRequest, parseTarget } from './parse/parse-request.ts';
import { findRelation, relationNotFound } from './plan/plan-errors.ts';
import { executeCall } from './rest-call.executor.ts';
import { DEFAULT_MAX_ROWS, type DataApi, type RequestRunner, type RestEngineOptions, type RestResponse } from './rest-engine.types.ts';
import { readResponse, readRows } from './rest-read.executor.ts';
import { errorResponse } from './rest-response.ts';
import { executeWrite } from './rest-write.executor.ts';
import { loadSchemaCache } from './schema/schema-cache.ts';
import type { SchemaCache } from './schema/schema-cache.types.ts';
import { qualifiedKey } from './schema/schema-cache.types.ts';
import { setConfigStatement, withSettingsApplied } from './sql/request-settings-sql.ts';
import { qualified, SqlParams } from './sql/sql-params.ts';
import { ROOT } from './sql/statement-sql.ts';

export interface RestEngine extends DataApi {
  /** Runs an already parsed request (the HTTP path parses first). */
  execute(request: ApiRequest): Promise<RestResponse>;
}

/**
 * The PostgREST-dialect engine over the schemas it introspects. A read (or a call) that is one
 * statement runs as that statement alone, settings included; writes and multi-statement reads run
 * in one transaction each.
 */
export async function createRestEngine(db: Db, options: RestEngineOptions): Promise<RestEngine> {
  const schemas = options.schemas;
  if (schemas.length === 0) throw new Error('the data API needs at least one schema');
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  let cache: SchemaCache = await loadSchemaCache(db, schemas);

  const runner = (settings: ApiRequest['settings']): RequestRunner => {
    const given = settings ?? {};
    const hasSettings = Object.keys(given).length > 0;
    return {
      transaction: (readOnly, fn) => db.transaction(async (tx) => {
        if (hasSettings) {
          const p = new SqlParams();
          await tx.query(setConfigStatement(given, p), p.values, { prepared: true });
        }
        return fn(tx);
      }, { readOnly }),
      async statement<R>(readOnly: boolean, sql: string, p: SqlParams): Promise<R[]> {
        const applied = readOnly ? { ...given, transaction_read_only: 'on' } : given;
        const text = Object.keys(applied).length > 0 ? withSettingsApplied(sql, applied, p) : sql;
        return (await db.query<R>(text, p.values, { prepared: true })).rows;
      },
    };
  };

  const execute = async (req: ApiRequest): Promise<RestResponse> => {
    const schema = req.profile ?? schemas[0]!;
    if (!schemas.includes(schema)) {
      throw new ApiError(406, 'PGRST106', `The schema must be one of the following: ${schemas.join(', ')}`);
    }
    const run = runner(req.settings);
    let response: RestResponse;
    if (req.target.kind === 'rpc') {
      req.guard?.({ schema, name: req.target.name, kind: 'function', via: 'target' });
      response = await executeCall(run, cache, schema, req.target.name, req, maxRows);
    } else {
      const relation = findRelation(cache, schema, req.target.name);
      if (!relation) throw relationNotFound(cache, schema, req.target.name);
      req.guard?.({ schema, name: relation.name, kind: 'relation', via: 'target' });
      if (req.action === 'read') {
        const from = () => `${qualified(relation.schema, relation.name)} AS ${ROOT}`;
        const { page, offset } = await readRows(run, true, { cache, schema, relation, req, from, media: req.media, maxRows });
        response = readResponse(req, page, offset, req.method === 'HEAD');
      } else {
        const body = req.checkPayload && req.body !== undefined ? req.checkPayload({ schema, relation: relation.name, body: req.body }) : req.body;
        response = await executeWrite((fn) => run.transaction(false, fn), cache, schema, relation, { ...req, body });
      }
    }
    if (schemas.length > 1) response.headers['content-profile'] = schema;
    return response;
  };

  const rpcArgNames = (path: string): Set<string> => {
    const target = parseTarget(path);
    const names = new Set<string>();
    if (target.kind !== 'rpc') return names;
    for (const schema of schemas) {
      for (const fn of cache.functions.get(qualifiedKey(schema, target.name)) ?? []) {
        for (const a of fn.args) if (a.name !== '') names.add(a.name);
      }
    }
    return names;
  };

  return {
    execute,
    async handle(raw: RawRequest): Promise<RestResponse> {
      try {
        const req = parseApiRequest(raw, { schemas, rpcArgNames: rpcArgNames(raw.path) });
        return await execute(req);
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.status === 500 && apiError.code === 'PGRSTX00') options.onUnexpectedError?.(error);
        return errorResponse(apiError);
      }
    },
    async reloadSchema() {
      cache = await loadSchemaCache(db, schemas);
    },
  };
}
