import type { Queryable } from '#src/db/db.ts';
import { CONSTRAINTS_SQL, FUNCTIONS_SQL, RELATIONS_SQL, VIEW_DEPENDENCIES_SQL, VIEW_RULES_SQL } from './catalog-queries.ts';
import type { Column, DbFunction, FunctionArg, Relation, RelationKind, SchemaCache, Volatility } from './schema-cache.types.ts';
import { qualifiedKey } from './schema-cache.types.ts';
import { inferViewKeys } from './view-keys.ts';
import { viewColumnOrigins } from './view-lineage.ts';

const KINDS: Record<string, RelationKind> = {
  r: 'table', p: 'table', v: 'view', m: 'materialized_view', f: 'foreign_table', c: 'composite',
};
const VOLATILITY: Record<string, Volatility> = { i: 'immutable', s: 'stable', v: 'volatile' };

interface RawColumn { name: string; type: string; nullable: boolean; default: string | null; position: number; generated: boolean }
interface RawArg { name: string; type: string; mode: string }

function toColumns(raw: RawColumn[]): Column[] {
  return raw.map((c) => ({
    name: c.name, type: c.type, nullable: c.nullable, position: c.position, generated: c.generated,
    ...(c.default != null ? { defaultSql: c.default } : {}),
  }));
}

function columnMap(columns: Column[]): Map<string, Column> {
  return new Map(columns.map((c) => [c.name, c]));
}

/** Reads tables, views, keys, relationships and functions of the exposed schemas; changes nothing. */
export async function loadSchemaCache(db: Queryable, schemas: readonly string[]): Promise<SchemaCache> {
  const param = [JSON.stringify(schemas)];
  const [rels, cons, deps, rules, fns] = [
    await db.query<{ schema: string; name: string; kind: string; columns: string }>(RELATIONS_SQL, param),
    await db.query<{ name: string; type: string; schema: string; table: string; columns: string; ref_schema: string | null; ref_table: string | null; ref_columns: string | null }>(CONSTRAINTS_SQL, param),
    await db.query<{ view_schema: string; view_name: string; base_schema: string; base_name: string; column_name: string; base_oid: number; attnum: number }>(VIEW_DEPENDENCIES_SQL, param),
    await db.query<{ view_schema: string; view_name: string; tree: string }>(VIEW_RULES_SQL, param),
    await db.query<{ schema: string; name: string; volatility: string; returns_set: boolean; return_type: string; return_typtype: string; return_rel_schema: string | null; return_rel_name: string | null; nargs: number; nargdefaults: number; variadic: boolean; args: string }>(FUNCTIONS_SQL, param),
  ];

  const relations = new Map<string, Relation>();
  for (const r of rels.rows) {
    const columns = toColumns(JSON.parse(r.columns) as RawColumn[]);
    relations.set(qualifiedKey(r.schema, r.name), {
      schema: r.schema, name: r.name, kind: KINDS[r.kind] ?? 'table',
      columns, columnsByName: columnMap(columns), primaryKey: [], uniqueKeys: [],
    });
  }

  const foreignKeys: SchemaCache['foreignKeys'] = [];
  for (const c of cons.rows) {
    const columns = JSON.parse(c.columns) as string[];
    const rel = relations.get(qualifiedKey(c.schema, c.table));
    if (c.type === 'p' && rel) rel.primaryKey = columns;
    else if (c.type === 'u' && rel) rel.uniqueKeys.push(columns);
    else if (c.type === 'f' && c.ref_schema && c.ref_table && c.ref_columns) {
      foreignKeys.push({
        constraint: c.name, schema: c.schema, table: c.table, columns,
        refSchema: c.ref_schema, refTable: c.ref_table, refColumns: JSON.parse(c.ref_columns) as string[],
      });
    }
  }

  // A view carries a base column's key role only where one of its output columns is a plain copy of
  // that column under the same name: a column the view merely joins on or reads in a subquery does not.
  const copies = new Set<string>();
  for (const r of rules.rows) {
    for (const o of viewColumnOrigins(r.tree)) copies.add(`${qualifiedKey(r.view_schema, r.view_name)}|${o.column}|${o.tableOid}|${o.attnum}`);
  }
  const exposed = deps.rows.filter((d) =>
    copies.has(`${qualifiedKey(d.view_schema, d.view_name)}|${d.column_name}|${d.base_oid}|${d.attnum}`));
  const derived = inferViewKeys(relations, foreignKeys, exposed.map((d) => ({
    view: qualifiedKey(d.view_schema, d.view_name), base: qualifiedKey(d.base_schema, d.base_name), column: d.column_name,
  })));

  const functions = new Map<string, DbFunction[]>();
  for (const f of fns.rows) {
    const rawArgs = JSON.parse(f.args) as RawArg[];
    const inputs = rawArgs.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const firstDefault = inputs.length - f.nargdefaults;
    const args: FunctionArg[] = inputs.map((a, i) => ({
      name: a.name, type: a.type, hasDefault: i >= firstDefault, variadic: a.mode === 'v',
    }));
    const outputs = rawArgs.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const singleOut = outputs.length === 1 && f.return_typtype !== 'c' ? outputs[0] : undefined;
    const returnsRecord = (f.return_type === 'record' && outputs.length > 0) || singleOut !== undefined;
    const fn: DbFunction = {
      schema: f.schema, name: f.name, args, returnType: f.return_type, returnsSet: f.returns_set,
      volatility: VOLATILITY[f.volatility] ?? 'volatile',
      scalar: f.return_typtype !== 'c' && !returnsRecord,
      ...(f.return_typtype === 'c' && f.return_rel_schema && f.return_rel_name
        ? { returnRelation: { schema: f.return_rel_schema, name: f.return_rel_name } } : {}),
      ...(singleOut ? { singleOut: singleOut.name } : {}),
      ...(returnsRecord ? {
        returnColumns: outputs.map((o, i) => ({ name: o.name, type: o.type, nullable: true, position: i + 1, generated: false })),
      } : {}),
    };
    const key = qualifiedKey(f.schema, f.name);
    functions.set(key, [...(functions.get(key) ?? []), fn]);
  }

  return { relations, foreignKeys: [...foreignKeys, ...derived], functions };
}
