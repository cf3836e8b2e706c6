/**
 * Bind parameters and identifier quoting. Identifiers reach this file only after they were found
 * in the schema cache; values never become SQL text, they are `$n` parameters sent as text and
 * converted by the database, so both drivers bind them the same way.
 */
export class SqlParams {
  readonly values: (string | null)[] = [];

  /** A text parameter. */
  text(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }

  /** A parameter converted to a catalog type name (never a user-written type). */
  typed(value: string | null, type: string): string {
    return `CAST(${this.text(value)} AS ${type})`;
  }

  /** A JSON document parameter. */
  jsonb(value: unknown): string {
    return `${this.text(JSON.stringify(value))}::jsonb`;
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

/** User-written casts in `select` (`col::text`) must look like a plain type name. */
const CAST_PATTERN = /^[a-z_][a-z0-9_]*( [a-z_][a-z0-9_]*){0,3}(\[\])?$/i;

export function isSafeTypeName(type: string): boolean {
  return CAST_PATTERN.test(type) && type.length <= 63;
}
