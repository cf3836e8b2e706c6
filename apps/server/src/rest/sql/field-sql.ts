import { ApiError } from '../api-error.ts';
import type { FieldPath } from '../api-request.ts';
import { columnNotFound } from '../plan/plan-errors.ts';
import type { Relation } from '../schema/schema-cache.types.ts';
import { isSafeTypeName, quoteIdent, type SqlParams } from './sql-params.ts';

export interface ResolvedField {
  sql: string;
  /** The type to compare values against: the column's, `text` after `->>`, `jsonb` after `->`. */
  type: string;
  /** Output key: the column, or the last key of a JSON path. */
  key: string;
}

export function isJsonType(type: string): boolean {
  return type === 'json' || type === 'jsonb';
}

/** `alias."col"->$1->>$2`: the column checked against the relation, JSON keys as parameters. */
export function fieldSql(relation: Relation, alias: string, field: FieldPath, p: SqlParams): ResolvedField {
  const column = relation.columnsByName.get(field.name);
  if (!column) throw columnNotFound(relation.name, field.name);
  let sql = `${alias}.${quoteIdent(column.name)}`;
  if (field.jsonPath.length === 0) return { sql, type: column.type, key: column.name };
  for (const step of field.jsonPath) {
    const key = typeof step.key === 'number' ? `CAST(${p.text(String(step.key))} AS integer)` : p.text(step.key);
    sql = `(${sql}${step.arrow}${key})`;
  }
  const last = field.jsonPath[field.jsonPath.length - 1]!;
  if (last.arrow === '->>') return { sql, type: 'text', key: String(last.key) };
  return { sql: `(${sql})::jsonb`, type: 'jsonb', key: String(last.key) };
}

/** A user cast from `select=col::type`, only for names that look like a type. */
export function castSql(sql: string, cast: string | undefined): string {
  if (cast === undefined) return sql;
  if (!isSafeTypeName(cast)) {
    throw new ApiError(400, 'PGRST100', `"failed to parse select parameter" (cast '${cast}')`, `Unexpected type name '${cast}'`);
  }
  return `CAST(${sql} AS ${cast})`;
}
