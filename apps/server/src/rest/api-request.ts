/**
 * A data-API request as the parser understands it, before it meets the schema.
 * `parse/` builds it from method, path, query string and headers; `plan/` checks every name in it
 * against the schema cache and turns it into parameterised SQL. Nothing here is SQL text.
 */

/** `col`, `col->a->b`, `col->>key`, `col->0`: a column and the JSON steps into it. */
export interface FieldPath {
  name: string;
  jsonPath: JsonStep[];
}

export interface JsonStep {
  /** `->` keeps JSON; `->>` yields text. */
  arrow: '->' | '->>';
  /** A key, or an array index when the step was an integer (`->0`, `->-1`). */
  key: string | number;
}

export type SelectItem = SelectField | SelectStar | SelectEmbed;

export interface SelectStar {
  type: 'star';
}

/** `alias:col->a::text` */
export interface SelectField {
  type: 'field';
  field: FieldPath;
  alias?: string;
  /** Type name as written after `::` (validated against a whitelist pattern by the planner). */
  cast?: string;
}

/** `alias:relation!hint!inner(...)` or `...relation(...)` (spread). */
export interface SelectEmbed {
  type: 'embed';
  /** Relation name, FK column name or constraint name, as written before `(`. */
  relation: string;
  alias?: string;
  /** The `!name` disambiguator: a constraint name, a column, or the name of a relation to go through. */
  hint?: string;
  /** `!inner` filters the parent to rows with a match; `!left` (default) keeps them. */
  joinType?: 'inner' | 'left';
  /** `...rel(cols)`: the embedded columns are spread into the parent object (to-one only). */
  spread?: boolean;
  select: SelectItem[];
  /**
   * `rel()` / `rel!inner()`: no columns asked. The embed only filters (with `!inner`) and is left
   * out of the output; `select` is [] here but must not be read as `*`.
   */
  empty?: boolean;
}

/** PostgREST filter operators. */
export type FilterOperator =
  | 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte'
  | 'like' | 'ilike' | 'match' | 'imatch'
  | 'in' | 'is' | 'isdistinct'
  | 'fts' | 'plfts' | 'phfts' | 'wfts'
  | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj';

export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type FilterValue =
  /** Most operators: the raw text after the operator, percent-decoded (`*` already turned into `%` for like/ilike). */
  | { kind: 'scalar'; value: string }
  /** `in.(a,b,"c,d")` */
  | { kind: 'list'; values: string[] }
  /** `is.null` etc. */
  | { kind: 'is'; value: IsValue }
  /** `fts(english).word` */
  | { kind: 'fts'; language?: string; query: string }
  /** `eq(any).{a,b}` / `like(all).{a*,b*}`: the operator applied with ANY/ALL over a list. */
  | { kind: 'quantified'; quantifier: 'any' | 'all'; values: string[] };

export interface Filter {
  field: FieldPath;
  operator: FilterOperator;
  negated: boolean;
  value: FilterValue;
}

export type Condition =
  | { type: 'filter'; filter: Filter }
  | { type: 'logic'; operator: 'and' | 'or'; negated: boolean; conditions: Condition[] };

/** Embed aliases (or relation names when unaliased) from the root to the resource a clause applies to; [] = root. */
export type EmbedPath = string[];

export interface PathCondition {
  path: EmbedPath;
  condition: Condition;
}

export interface OrderTerm {
  field: FieldPath;
  /** `order=rel(col).desc`: order the parent by a column of a to-one embed. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface PathOrder {
  path: EmbedPath;
  terms: OrderTerm[];
}

export interface PathRange {
  path: EmbedPath;
  offset: number;
  /** undefined = no limit asked (the server's maximum still applies at the root). */
  limit?: number;
}

export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  tx?: 'commit' | 'rollback';
  maxAffected?: number;
  /** `params=single-object`: an RPC receives the whole body as its one json argument. */
  params?: 'single-object';
  /** Preferences that were understood and applied, for the `Preference-Applied` header. */
  applied: string[];
}

export type MediaType = 'json' | 'singular' | 'csv';

export type Target =
  | { kind: 'relation'; name: string }
  | { kind: 'rpc'; name: string };

export type Action =
  | 'read' // GET, HEAD on a relation
  | 'insert' // POST on a relation (an upsert when Prefer resolution is given)
  | 'update' // PATCH
  | 'upsert' // PUT
  | 'delete' // DELETE
  | 'call'; // GET/HEAD/POST on /rpc/name

/** A relation or function a request is about to use: its target, or a relation it embeds. */
export interface RelationUse {
  schema: string;
  name: string;
  kind: 'relation' | 'function';
  /** `target`: the path names it; `embed`: the select tree reaches it (directly or as a junction). */
  via: 'target' | 'embed';
}

/** Checks each relation or function a request uses before any SQL runs; throws an ApiError to refuse. */
export type RelationGuard = (use: RelationUse) => void;

/** Whether the caller may see a relation at all; unlike a guard, it only answers. */
export type RelationVisibility = (use: RelationUse) => boolean;

/** A write's decoded body, shown to the caller of the engine before any SQL is built from it. */
export interface WritePayload {
  schema: string;
  /** The relation written to, as the schema cache names it. */
  relation: string;
  /** One row, or an array of rows (a batch insert), decoded from JSON, CSV or a form alike. */
  body: unknown;
}

/** Checks (and may normalise) what a write carries; answers the body to write, or throws an ApiError. */
export type PayloadCheck = (payload: WritePayload) => unknown;

/** What the caller of the engine adds to one request, beyond what the client sent. */
export interface RequestContext {
  /**
   * Transaction-local settings (`set_config(name, value, true)`) for the request's transaction,
   * e.g. `request.person_id` for triggers that record who wrote a row.
   */
  settings?: Readonly<Record<string, string>>;
  guard?: RelationGuard;
  checkPayload?: PayloadCheck;
  /**
   * Errors that list candidate relationships (an ambiguous embed, PGRST201) name only relations
   * visible to the caller. Absent: every relation of the exposed schemas is visible.
   */
  visible?: RelationVisibility;
}

export interface ApiRequest extends RequestContext {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  action: Action;
  target: Target;
  /** Schema from Accept-Profile (GET/HEAD) or Content-Profile (others); undefined = the default. */
  profile?: string;
  /** Response media type from Accept. */
  media: MediaType;
  /** [] when `select` was absent, which means `*`. */
  select: SelectItem[];
  where: PathCondition[];
  order: PathOrder[];
  ranges: PathRange[];
  preferences: Preferences;
  /** `columns=a,b`: the only payload keys inserted/updated. */
  columns?: string[];
  /** `on_conflict=a,b` */
  onConflict?: string[];
  /** For `call` by GET: query parameters named after the function's arguments. */
  rpcArgs: Record<string, string>;
  /** The parsed JSON body (POST/PATCH/PUT), undefined when there was none. */
  body?: unknown;
}

/** What the parser is given; headers are lower-cased names. */
export interface RawRequest extends RequestContext {
  method: string;
  /** The path after the data API prefix, e.g. `/configs` or `/rpc/related_configs_recursive`. */
  path: string;
  /** The raw query string without `?`, still percent-encoded. */
  query: string;
  headers: Record<string, string | undefined>;
  /** The request body as sent (JSON text, or CSV for `text/csv`); the parser decodes it. */
  body?: string;
}
