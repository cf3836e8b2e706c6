import { ApiError } from '../api-error.ts';
import type { Condition, Filter, FilterValue } from '../api-request.ts';
import type { ResolvedField } from './field-sql.ts';
import type { SqlParams } from './sql-params.ts';

const COMPARE: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const PATTERN: Record<string, string> = { like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*' };
const RANGE: Record<string, string> = { cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' };
const FTS: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };
const TEXT_TYPES = new Set(['text', 'character varying', 'character', 'citext', 'name']);

function badValue(filter: Filter): ApiError {
  return new ApiError(400, 'PGRST100', `"failed to parse filter (${filter.operator})"`, `Unexpected value for the operator '${filter.operator}'`);
}

function scalar(filter: Filter): string {
  if (filter.value.kind === 'scalar') return filter.value.value;
  if (filter.value.kind === 'fts') return filter.value.query;
  throw badValue(filter);
}

function asText(f: ResolvedField): string {
  return TEXT_TYPES.has(f.type) ? f.sql : `(${f.sql})::text`;
}

/** A set of values converted to `type` in SQL, from one JSON-array parameter. */
function valueSet(values: string[], type: string, p: SqlParams): string {
  return `SELECT CAST(_v AS ${type}) FROM json_array_elements_text(${p.text(JSON.stringify(values))}::json) AS _v`;
}

function quantified(filter: Filter, field: ResolvedField, value: Extract<FilterValue, { kind: 'quantified' }>, p: SqlParams): string {
  const q = value.quantifier === 'any' ? 'ANY' : 'ALL';
  const compare = COMPARE[filter.operator];
  if (compare) return `${field.sql} ${compare} ${q} (ARRAY(${valueSet(value.values, field.type, p)}))`;
  const pattern = PATTERN[filter.operator];
  if (pattern) return `${asText(field)} ${pattern} ${q} (ARRAY(${valueSet(value.values, 'text', p)}))`;
  throw badValue(filter);
}

/** One filter on an already resolved field; every value is a parameter. */
export function filterSql(filter: Filter, field: ResolvedField, p: SqlParams): string {
  const sql = positiveFilterSql(filter, field, p);
  return filter.negated ? `NOT (${sql})` : sql;
}

function positiveFilterSql(filter: Filter, field: ResolvedField, p: SqlParams): string {
  const op = filter.operator;
  const value = filter.value;
  if (value.kind === 'quantified') return quantified(filter, field, value, p);
  if (COMPARE[op]) return `${field.sql} ${COMPARE[op]} ${p.typed(scalar(filter), field.type)}`;
  if (PATTERN[op]) return `${asText(field)} ${PATTERN[op]} ${p.text(scalar(filter))}`;
  if (RANGE[op]) return `${field.sql} ${RANGE[op]} ${p.typed(scalar(filter), field.type)}`;
  if (op === 'isdistinct') return `${field.sql} IS DISTINCT FROM ${p.typed(scalar(filter), field.type)}`;
  if (op === 'in') {
    if (value.kind !== 'list') throw badValue(filter);
    return `${field.sql} IN (${valueSet(value.values, field.type, p)})`;
  }
  if (op === 'is') {
    if (value.kind !== 'is') throw badValue(filter);
    const tests = { null: 'IS NULL', not_null: 'IS NOT NULL', true: 'IS TRUE', false: 'IS FALSE', unknown: 'IS UNKNOWN' };
    return `${field.sql} ${tests[value.value]}`;
  }
  const fts = FTS[op];
  if (fts) {
    const language = value.kind === 'fts' && value.language !== undefined ? `CAST(${p.text(value.language)} AS regconfig)` : undefined;
    const vector = field.type === 'tsvector' ? field.sql : `to_tsvector(${language ? `${language}, ` : ''}${asText(field)})`;
    const query = `${fts}(${language ? `${language}, ` : ''}${p.text(scalar(filter))})`;
    return `${vector} @@ ${query}`;
  }
  throw badValue(filter);
}

/** A logic tree; `leaf` turns each filter into SQL (it resolves the column). */
export function conditionSql(condition: Condition, leaf: (filter: Filter) => string): string {
  if (condition.type === 'filter') return leaf(condition.filter);
  const parts = condition.conditions.map((c) => conditionSql(c, leaf));
  const joined = parts.length === 0 ? 'TRUE' : `(${parts.join(condition.operator === 'and' ? ' AND ' : ' OR ')})`;
  return condition.negated ? `NOT ${joined}` : joined;
}
