import { ApiError } from '../api-error.ts';
import type { ApiRequest } from '../api-request.ts';
import { columnNotFound, payloadColumnNotFound } from '../plan/plan-errors.ts';
import type { ReadNode } from '../plan/read-plan.ts';
import type { Relation } from '../schema/schema-cache.types.ts';
import { ReadSqlBuilder } from './read-sql.ts';
import { qualified, quoteIdent, type SqlParams } from './sql-params.ts';
import { ROOT } from './statement-sql.ts';

function invalidBody(message: string): ApiError {
  return new ApiError(400, 'PGRST102', message);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The payload as rows plus the columns to write: `columns=` or the keys, which every object must share. */
export function payloadRows(req: ApiRequest, relation: Relation, allowArray: boolean): { rows: Record<string, unknown>[]; columns: string[] } {
  const body = req.body === undefined ? {} : req.body;
  const rows = Array.isArray(body) ? body : [body];
  if (!allowArray && Array.isArray(body)) throw invalidBody('Invalid body, expected a single object');
  if (!rows.every(isObject)) throw invalidBody('Invalid body, expected a JSON object or an array of objects');
  let columns = req.columns;
  if (!columns) {
    const first = Object.keys(rows[0] ?? {});
    const sameKeys = (r: Record<string, unknown>) => {
      const k = Object.keys(r);
      return k.length === first.length && k.every((x) => first.includes(x));
    };
    if (!rows.every(sameKeys)) throw invalidBody('All object keys must match');
    columns = first;
  }
  for (const c of columns) {
    const col = relation.columnsByName.get(c);
    if (!col) throw payloadColumnNotFound(relation.name, c);
  }
  return { rows, columns: [...new Set(columns)] };
}

const recordDefinition = (relation: Relation, columns: string[]) =>
  columns.map((c) => `${quoteIdent(c)} ${relation.columnsByName.get(c)!.type}`).join(', ');

/** Column an upsert's RETURNING adds to tell inserted rows from updated ones. */
export const INSERTED_FLAG = '_rest_inserted_';

/** xmax is 0 on a row the statement inserted and set on one it updated; a view row has none. */
export const tellsInserted = (relation: Relation, upsert: boolean): boolean => upsert && relation.kind === 'table';

export interface InsertOptions {
  missingDefault: boolean;
  conflict?: { columns: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' };
}

/** One INSERT ... SELECT over the whole payload as a single JSON parameter. */
export function insertSql(relation: Relation, rows: Record<string, unknown>[], columns: string[], o: InsertOptions, p: SqlParams): string {
  const target = qualified(relation.schema, relation.name);
  const values = columns.map((c) => {
    const value = `_r.${quoteIdent(c)}`;
    if (!o.missingDefault) return value;
    const fallback = relation.columnsByName.get(c)!.defaultSql ?? 'NULL';
    return `CASE WHEN _j.obj ? ${p.text(c)} THEN ${value} ELSE ${fallback} END`;
  });
  const source = columns.length > 0
    ? `FROM jsonb_array_elements(${p.jsonb(rows)}) WITH ORDINALITY AS _j(obj, ord) CROSS JOIN LATERAL jsonb_to_record(_j.obj) AS _r(${recordDefinition(relation, columns)})`
    : `FROM jsonb_array_elements(${p.jsonb(rows)}) WITH ORDINALITY AS _j(obj, ord)`;
  const columnList = columns.length > 0 ? ` (${columns.map(quoteIdent).join(', ')})` : '';
  let sql = `INSERT INTO ${target} AS _ins${columnList} SELECT ${values.join(', ')} ${source} ORDER BY _j.ord`;
  if (o.conflict) {
    for (const c of o.conflict.columns) if (!relation.columnsByName.has(c)) throw columnNotFound(relation.name, c);
    const on = `ON CONFLICT (${o.conflict.columns.map(quoteIdent).join(', ')})`;
    const updates = columns.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`);
    sql += o.conflict.resolution === 'ignore-duplicates' || updates.length === 0 ? ` ${on} DO NOTHING` : ` ${on} DO UPDATE SET ${updates.join(', ')}`;
  }
  const fresh = tellsInserted(relation, o.conflict !== undefined) ? `, (_ins.xmax = 0) AS ${INSERTED_FLAG}` : '';
  return `${sql} RETURNING _ins.*${fresh}`;
}

/** Restricts a PATCH/DELETE to `limit` rows in `order`, through the primary key (or ctid of a table). */
function limitedRows(node: ReadNode, limit: number | undefined, offset: number, p: SqlParams): string {
  if (limit === undefined && offset === 0) return '';
  const rel = node.relation;
  const key = rel.primaryKey.length > 0 ? rel.primaryKey.map(quoteIdent) : rel.kind === 'table' ? ['ctid'] : undefined;
  if (!key) throw new ApiError(400, 'PGRST128', 'limit/offset on a write needs a relation with a primary key');
  const b = new ReadSqlBuilder(p);
  const where = b.whereParts(node, '_l');
  const inner = `SELECT ${key.map((k) => `_l.${k}`).join(', ')} FROM ${qualified(rel.schema, rel.name)} AS _l`
    + `${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}${b.orderBy(node, '_l')}${b.limitOffset(limit, offset)}`;
  return ` AND (${key.map((k) => `${ROOT}.${k}`).join(', ')}) IN (${inner})`;
}

function whereClause(node: ReadNode, p: SqlParams): string {
  const parts = new ReadSqlBuilder(p).whereParts(node, ROOT);
  return parts.length > 0 ? parts.join(' AND ') : 'TRUE';
}

export function updateSql(node: ReadNode, body: Record<string, unknown>, columns: string[], limit: number | undefined, offset: number, p: SqlParams): string {
  const rel = node.relation;
  const target = `${qualified(rel.schema, rel.name)} AS ${ROOT}`;
  const where = whereClause(node, p) + limitedRows(node, limit, offset, p);
  if (columns.length === 0) return `SELECT ${ROOT}.* FROM ${target} WHERE FALSE`;
  const sets = columns.map((c) => `${quoteIdent(c)} = _r.${quoteIdent(c)}`).join(', ');
  return `UPDATE ${target} SET ${sets} FROM jsonb_to_record(${p.jsonb(body)}) AS _r(${recordDefinition(rel, columns)}) WHERE ${where} RETURNING ${ROOT}.*`;
}

export function deleteSql(node: ReadNode, limit: number | undefined, offset: number, p: SqlParams): string {
  const rel = node.relation;
  const where = whereClause(node, p) + limitedRows(node, limit, offset, p);
  return `DELETE FROM ${qualified(rel.schema, rel.name)} AS ${ROOT} WHERE ${where} RETURNING ${ROOT}.*`;
}
