export type PostgrestScalar = string | number | boolean;
export type SortDirection = 'asc' | 'desc';

/** `name`, `rel.name` (filter on an embed), `labels->>env`, `config->spec->>replicas`. */
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:->>?[A-Za-z0-9_]+)*$/;

function checkedColumn(column: string): string {
  if (!COLUMN.test(column)) throw new Error(`Invalid column name "${column}"`);
  return column;
}

function checkedCount(name: string, value: number): string {
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of 0 or more`);
  return String(value);
}

/** Inside `in.(...)` commas, parentheses and quotes are syntax: every item is quoted. */
function quotedListItem(value: PostgrestScalar): string {
  return `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** LIKE treats `%`, `_` and `\` specially: escaped, they match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Builds the query string of a `/api/db` call. Values are written so that what the user typed is
 * what the server compares with; the URL encoding happens once, in `toSearchParams`.
 *
 *   postgrest().select('id,name,agent:agent_id(id,name)').eq('type', type).order('name').limit(50)
 */
export class PostgrestQuery {
  private readonly params: Array<[string, string]> = [];

  select(columns: string | readonly string[]): this {
    const list = typeof columns === 'string' ? columns : columns.join(',');
    return this.setParam('select', list.replace(/\s+/g, ''));
  }

  eq(column: string, value: PostgrestScalar): this {
    return this.filter(column, `eq.${String(value)}`);
  }

  neq(column: string, value: PostgrestScalar): this {
    return this.filter(column, `neq.${String(value)}`);
  }

  gt(column: string, value: PostgrestScalar): this {
    return this.filter(column, `gt.${String(value)}`);
  }

  gte(column: string, value: PostgrestScalar): this {
    return this.filter(column, `gte.${String(value)}`);
  }

  lt(column: string, value: PostgrestScalar): this {
    return this.filter(column, `lt.${String(value)}`);
  }

  lte(column: string, value: PostgrestScalar): this {
    return this.filter(column, `lte.${String(value)}`);
  }

  in(column: string, values: readonly PostgrestScalar[]): this {
    return this.filter(column, `in.(${values.map(quotedListItem).join(',')})`);
  }

  notIn(column: string, values: readonly PostgrestScalar[]): this {
    return this.filter(column, `not.in.(${values.map(quotedListItem).join(',')})`);
  }

  isNull(column: string): this {
    return this.filter(column, 'is.null');
  }

  notNull(column: string): this {
    return this.filter(column, 'not.is.null');
  }

  /** A pattern in PostgREST's syntax: `*` is the wildcard. */
  ilike(column: string, pattern: string): this {
    return this.filter(column, `ilike.${pattern}`);
  }

  /** Case-insensitive "contains": `%` and `_` typed by the user match literally. */
  ilikeContains(column: string, text: string): this {
    return this.ilike(column, `*${escapeLike(text)}*`);
  }

  order(column: string, direction: SortDirection = 'asc', nulls?: 'first' | 'last'): this {
    const term = `${checkedColumn(column)}.${direction}${nulls ? `.nulls${nulls}` : ''}`;
    const existing = this.params.find(([name]) => name === 'order');
    if (existing) existing[1] = `${existing[1]},${term}`;
    else this.params.push(['order', term]);
    return this;
  }

  limit(count: number): this {
    return this.setParam('limit', checkedCount('limit', count));
  }

  offset(count: number): this {
    return this.setParam('offset', checkedCount('offset', count));
  }

  toSearchParams(): URLSearchParams {
    return new URLSearchParams(this.params);
  }

  toString(): string {
    return this.toSearchParams().toString();
  }

  private filter(column: string, expression: string): this {
    this.params.push([checkedColumn(column), expression]);
    return this;
  }

  private setParam(name: string, value: string): this {
    const existing = this.params.find(([n]) => n === name);
    if (existing) existing[1] = value;
    else this.params.push([name, value]);
    return this;
  }
}

export function postgrest(): PostgrestQuery {
  return new PostgrestQuery();
}
