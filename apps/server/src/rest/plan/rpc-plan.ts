import { ApiError } from '../api-error.ts';
import type { ApiRequest } from '../api-request.ts';
import type { DbFunction, Relation, SchemaCache } from '../schema/schema-cache.types.ts';
import { qualifiedKey } from '../schema/schema-cache.types.ts';
import { isJsonType } from '../sql/field-sql.ts';
import { qualified, quoteIdent, type SqlParams } from '../sql/sql-params.ts';

export interface RpcPlan {
  fn: DbFunction;
  /** FROM fragment calling the function; the call's rows are `_0` when it returns rows. */
  call: (p: SqlParams) => string;
  /** The relation whose columns (and relationships) the rows have; undefined for scalar results. */
  relation?: Relation;
}

const notFound = (schema: string, name: string, keys: string[], near: DbFunction[]): ApiError => {
  const signature = `${schema}.${name}(${keys.join(', ')})`;
  const other = near[0];
  return new ApiError(404, 'PGRST202', `Could not find the function ${signature} in the schema cache`,
    `Searched for the function ${signature}${keys.length > 0 ? ` with parameters ${keys.join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    other ? `Perhaps you meant to call the function ${schema}.${name}(${other.args.map((a) => a.name).join(', ')})`
      : 'If a new function was created in the database with this name and parameters, try reloading the schema cache.');
};

/** Picks the overload the arguments name and builds its call with every argument as a parameter. */
export function planRpc(cache: SchemaCache, schema: string, name: string, req: ApiRequest): RpcPlan {
  const overloads = cache.functions.get(qualifiedKey(schema, name)) ?? [];
  const byGet = req.method === 'GET' || req.method === 'HEAD';
  const body: unknown = byGet ? req.rpcArgs : (req.body ?? {});
  const singleJson = overloads.find((f) => f.args.length === 1 && isJsonType(f.args[0]!.type)
    && (req.preferences.params === 'single-object' || f.args[0]!.name === ''));
  if (!byGet && singleJson && (req.preferences.params === 'single-object' || typeof body !== 'object' || body === null || Array.isArray(body) || overloads.length === 1)) {
    return withResult(cache, singleJson, (p) => `${qualified(singleJson.schema, singleJson.name)}(${p.jsonb(body)}::${singleJson.args[0]!.type}) AS _0`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'PGRST102', 'Invalid body, expected a JSON object of named arguments');
  }
  const args = body as Record<string, unknown>;
  const keys = Object.keys(args).sort();
  const fits = (f: DbFunction) => keys.every((k) => f.args.some((a) => a.name === k))
    && f.args.every((a) => a.hasDefault || keys.includes(a.name));
  const fn = overloads.filter(fits).sort((a, b) => a.args.length - b.args.length)[0];
  if (!fn) throw notFound(schema, name, keys, overloads);
  const given = fn.args.filter((a) => keys.includes(a.name));
  return withResult(cache, fn, (p) => {
    const target = qualified(fn.schema, fn.name);
    if (given.length === 0) return `${target}() AS _0`;
    const definition = given.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ');
    const named = given.map((a) => `${a.variadic ? 'VARIADIC ' : ''}${quoteIdent(a.name)} := _a.${quoteIdent(a.name)}`).join(', ');
    return `jsonb_to_record(${p.jsonb(args)}) AS _a(${definition}) CROSS JOIN LATERAL ${target}(${named}) AS _0`;
  });
}

function withResult(cache: SchemaCache, fn: DbFunction, call: (p: SqlParams) => string): RpcPlan {
  if (fn.returnRelation) {
    const relation = cache.relations.get(qualifiedKey(fn.returnRelation.schema, fn.returnRelation.name));
    if (relation) return { fn, call, relation };
  }
  if (fn.returnColumns) {
    const columns = fn.returnColumns;
    const relation: Relation = {
      schema: fn.schema, name: fn.name, kind: 'composite', columns,
      columnsByName: new Map(columns.map((c) => [c.name, c])), primaryKey: [], uniqueKeys: [],
    };
    return { fn, call, relation };
  }
  return { fn, call };
}
