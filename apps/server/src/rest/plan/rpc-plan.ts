import { ApiError } from '../api-error.ts';
import type { ApiRequest } from '../api-request.ts';
import type { DbFunction, Relation, SchemaCache } from '../schema/schema-cache.types.ts';
import { qualifiedKey } from '../schema/schema-cache.types.ts';
import { isJsonType } from '../sql/field-sql.ts';
import { qualified, quoteIdent, type SqlParams } from '../sql/sql-params.ts';
import { closest } from './plan-errors.ts';

export interface RpcPlan {
  fn: DbFunction;
  /** FROM fragment calling the function; the call's rows are `_0` when it returns rows. */
  call: (p: SqlParams) => string;
  /** The relation whose columns (and relationships) the rows have; undefined for scalar results. */
  relation?: Relation;
}

const paramList = (names: readonly string[]): string => `(${names.join(', ')})`;

/**
 * 404 PGRST202 worded as PostgREST words it: the arguments tried (sorted), and a hint at the
 * overload whose parameters look closest, or else at a function of a similar name.
 */
function notFound(cache: SchemaCache, schema: string, name: string, keys: string[], overloads: DbFunction[]): ApiError {
  const tried = keys.length === 0 ? ' without parameters' : paramList(keys);
  const searched = keys.length === 0 ? ' without parameters' : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
  let hint: string | null = null;
  if (overloads.length > 0) {
    const lists = overloads.map((f) => f.args.map((a) => a.name));
    const shared = (names: string[]) => names.filter((n) => keys.includes(n)).length;
    const mostShared = [...lists].sort((a, b) => shared(b) - shared(a))[0]!;
    const near = closest(paramList(keys), lists.map(paramList)) ?? paramList(mostShared);
    hint = `Perhaps you meant to call the function ${schema}.${name}${near}`;
  } else {
    const names = [...cache.functions.values()].flat().filter((f) => f.schema === schema).map((f) => f.name);
    const near = closest(name, names);
    if (near !== undefined) hint = `Perhaps you meant to call the function ${schema}.${near}`;
  }
  return new ApiError(404, 'PGRST202', `Could not find the function ${schema}.${name}${tried} in the schema cache`,
    `Searched for the function ${schema}.${name}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    hint);
}

/** `_0`, naming the column of a single OUT parameter so its rows read like a relation's. */
const rowAlias = (fn: DbFunction): string => (fn.singleOut === undefined ? '_0' : `_0(${quoteIdent(fn.singleOut)})`);

/** Picks the overload the arguments name and builds its call with every argument as a parameter. */
export function planRpc(cache: SchemaCache, schema: string, name: string, req: ApiRequest): RpcPlan {
  const overloads = cache.functions.get(qualifiedKey(schema, name)) ?? [];
  const byGet = req.method === 'GET' || req.method === 'HEAD';
  const body: unknown = byGet ? req.rpcArgs : (req.body ?? {});
  const singleJson = overloads.find((f) => f.args.length === 1 && isJsonType(f.args[0]!.type)
    && (req.preferences.params === 'single-object' || f.args[0]!.name === ''));
  if (!byGet && singleJson && (req.preferences.params === 'single-object' || typeof body !== 'object' || body === null || Array.isArray(body) || overloads.length === 1)) {
    return withResult(cache, singleJson, (p) => `${qualified(singleJson.schema, singleJson.name)}(${p.jsonb(body)}::${singleJson.args[0]!.type}) AS ${rowAlias(singleJson)}`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'PGRST102', 'Invalid body, expected a JSON object of named arguments');
  }
  const args = body as Record<string, unknown>;
  const keys = Object.keys(args).sort();
  const fits = (f: DbFunction) => keys.every((k) => f.args.some((a) => a.name === k))
    && f.args.every((a) => a.hasDefault || keys.includes(a.name));
  const fn = overloads.filter(fits).sort((a, b) => a.args.length - b.args.length)[0];
  if (!fn) throw notFound(cache, schema, name, keys, overloads);
  const given = fn.args.filter((a) => keys.includes(a.name));
  return withResult(cache, fn, (p) => {
    const target = qualified(fn.schema, fn.name);
    if (given.length === 0) return `${target}() AS ${rowAlias(fn)}`;
    const definition = given.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ');
    const named = given.map((a) => `${a.variadic ? 'VARIADIC ' : ''}${quoteIdent(a.name)} := _a.${quoteIdent(a.name)}`).join(', ');
    return `jsonb_to_record(${p.jsonb(args)}) AS _a(${definition}) CROSS JOIN LATERAL ${target}(${named}) AS ${rowAlias(fn)}`;
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
