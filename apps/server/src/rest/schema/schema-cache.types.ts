/** What the data API knows about the database, read from pg_catalog. Names here are trusted: they came from the catalog. */

export interface Column {
  name: string;
  /** `format_type` without type modifier, usable in CAST(... AS type). */
  type: string;
  nullable: boolean;
  /** The default expression as the catalog prints it, undefined when there is none. */
  defaultSql?: string;
  position: number;
  generated: boolean;
}

export type RelationKind = 'table' | 'view' | 'materialized_view' | 'foreign_table' | 'composite';

export interface Relation {
  schema: string;
  name: string;
  kind: RelationKind;
  columns: Column[];
  columnsByName: Map<string, Column>;
  primaryKey: string[];
  uniqueKeys: string[][];
}

/** A foreign key, or one a view inherits from its base tables (same constraint name). */
export interface ForeignKey {
  constraint: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
  /** Taken over by a view from its base table rather than declared. */
  inferred?: boolean;
}

export type Volatility = 'immutable' | 'stable' | 'volatile';

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface DbFunction {
  schema: string;
  name: string;
  /** Input arguments in declaration order. */
  args: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** A table, view or composite type the function returns rows of. */
  returnRelation?: { schema: string; name: string };
  /** Columns of `RETURNS TABLE(...)` / OUT parameters. */
  returnColumns?: Column[];
  /**
   * The one OUT (or TABLE) parameter of a function whose result is that parameter's bare value:
   * the call names its column so that each row answers as an object, as PostgREST does.
   */
  singleOut?: string;
  /** True when the result is one value per row rather than a row with columns. */
  scalar: boolean;
  volatility: Volatility;
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
}

export function qualifiedKey(schema: string, name: string): string {
  return `${schema}\u0000${name}`;
}
