type CamelCase<Column extends string> = Column extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Column;

/** A row under the camelCase names of its snake_case columns, the way records name their fields. */
export type CamelCased<Row> = { [Column in keyof Row & string as CamelCase<Column>]: Row[Column] };

/**
 * A row's columns renamed from snake_case to camelCase, values untouched: the whole mapping for a
 * record that is its row under other names (the compiler checks the record's type against it).
 */
export function camelCasedRow<Row extends object>(row: Row): CamelCased<Row> {
  const renamed = Object.entries(row).map(([column, value]) => [column.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase()), value]);
  return Object.fromEntries(renamed) as CamelCased<Row>;
}
