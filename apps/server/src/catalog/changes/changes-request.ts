import { evaluateDateMath } from '@vigil/domain';
import { z } from 'zod';
import { badRequest, isUuid } from '#src/rbac/service-error.ts';

export interface ValueList {
  include: string[];
  exclude: string[];
}

export interface TagTerm {
  key: string;
  value: string;
  exclude: boolean;
}

export type Recursion = 'all' | 'upstream' | 'downstream';

export interface ChangesRequest {
  configId: string | undefined;
  recursive: Recursion | undefined;
  depth: number;
  /** Recursion also follows soft relationships, not only parent-child (hard) ones. */
  soft: boolean;
  configTypes: ValueList;
  changeTypes: ValueList;
  severities: ValueList;
  createdBy: string | undefined;
  from: Date | undefined;
  to: Date | undefined;
  tags: TagTerm[];
  /** Exact matches on these columns (second shape's arbitraryFilter). */
  exact: Partial<Record<ExactColumn, string>>;
  includeDeletedConfigs: boolean;
  page: number;
  pageSize: number;
  sortBy: SortColumn;
  sortDesc: boolean;
}

export const SORT_COLUMNS = ['created_at', 'name', 'type', 'change_type', 'severity', 'source', 'count', 'created_by', 'summary', 'first_observed', 'config_class'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export const EXACT_COLUMNS = ['id', 'summary', 'source', 'created_by', 'external_created_by'] as const;
export type ExactColumn = (typeof EXACT_COLUMNS)[number];

/** Spec 002 §9: 200 to a page, page 1, newest first, recursing 5 levels. */
export const CHANGES_DEFAULTS = { page: 1, pageSize: 200, sortBy: 'created_at', sortDesc: true, depth: 5 } as const;
export const MAX_PAGE_SIZE = 1000;
export const MAX_DEPTH = 10;

const KNOWN_FIELDS = new Set([
  'id', 'config_id', 'config_type', 'configTypes', 'type', 'changeType', 'severity', 'created_by', 'from', 'to',
  'page', 'page_size', 'pageSize', 'sort_by', 'sortBy', 'sortOrder', 'tags', 'recursive', 'type_filter', 'depth',
  'include_deleted_configs', 'arbitraryFilter', 'soft',
]);

function optionalString(field: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  return value.trim() === '' ? undefined : value.trim();
}

/** "a,b,!c" (or a list of such strings): alternatives to keep and values to leave out. */
function valueList(field: string, value: unknown): ValueList {
  const list: ValueList = { include: [], exclude: [] };
  if (value === undefined || value === null || value === '') return list;
  const parts = Array.isArray(value) ? value : [value];
  for (const part of parts) {
    if (typeof part !== 'string') throw badRequest(`${field} must be a string such as "a,b,!c" or a list of strings`);
    for (const piece of part.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
      if (piece.startsWith('!')) list.exclude.push(piece.slice(1));
      else list.include.push(piece);
    }
  }
  return list;
}

function integer(field: string, value: unknown, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw badRequest(`${field} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return number;
}

/** An ISO date-time, or a time relative to now in the date-math grammar (`now-2d`, `now-1d/d`). */
function time(field: string, value: unknown, now: Date, endOfRange: boolean): Date | undefined {
  const text = optionalString(field, value);
  if (text === undefined) return undefined;
  const date = text.startsWith('now') ? evaluateDateMath(text, now, { roundUp: endOfRange }) : new Date(text);
  if (date === null || Number.isNaN(date.getTime())) {
    throw badRequest(`${field} must be an ISO date-time or a time relative to now such as now-2d or now-30m, got ${JSON.stringify(value)}`);
  }
  return date;
}

function tagTerms(value: unknown): TagTerm[] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') {
    return value.split(',').map((p) => p.trim()).filter((p) => p !== '').map((piece) => {
      const exclude = piece.startsWith('!');
      const [key = '', ...rest] = (exclude ? piece.slice(1) : piece).split('=');
      if (key.trim() === '' || rest.length === 0) throw badRequest(`tags must be key=value pairs separated by commas, got "${piece}"`);
      return { key: key.trim(), value: rest.join('=').trim(), exclude };
    });
  }
  if (!Array.isArray(value)) throw badRequest('tags must be "key=value,..." or a list of {key, value, exclude}');
  return value.map((entry: unknown, index) => {
    const { key, value: tagValue, exclude } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (typeof key !== 'string' || key === '') throw badRequest(`tags[${index}].key must be a non-empty string`);
    if (typeof tagValue !== 'string') throw badRequest(`tags[${index}].value must be a string`);
    if (exclude !== undefined && typeof exclude !== 'boolean') throw badRequest(`tags[${index}].exclude must be true or false`);
    return { key, value: tagValue, exclude: exclude === true };
  });
}

function recursion(field: string, value: unknown): Recursion | undefined {
  if (value === undefined || value === null || value === '' || value === 'none') return undefined;
  if (value === 'all' || value === 'upstream' || value === 'downstream') return value;
  throw badRequest(`${field} must be all, upstream or downstream, got ${JSON.stringify(value)}`);
}

function sorting(body: Record<string, unknown>): { sortBy: SortColumn; sortDesc: boolean } {
  const raw = optionalString('sort_by', body.sort_by) ?? optionalString('sortBy', body.sortBy);
  if (raw === undefined) return { sortBy: CHANGES_DEFAULTS.sortBy, sortDesc: CHANGES_DEFAULTS.sortDesc };
  const dashed = raw.startsWith('-');
  const column = dashed ? raw.slice(1) : raw;
  if (!(SORT_COLUMNS as readonly string[]).includes(column)) throw badRequest(`sort_by must be one of ${SORT_COLUMNS.join(', ')} (a leading - sorts descending), got "${raw}"`);
  const order = optionalString('sortOrder', body.sortOrder)?.toLowerCase();
  if (order !== undefined && order !== 'asc' && order !== 'desc') throw badRequest(`sortOrder must be asc or desc, got "${order}"`);
  return { sortBy: column as SortColumn, sortDesc: order === undefined ? dashed : order === 'desc' };
}

function exactFilters(value: unknown): ChangesRequest['exact'] {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('arbitraryFilter must be an object');
  const exact: ChangesRequest['exact'] = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!(EXACT_COLUMNS as readonly string[]).includes(key)) throw badRequest(`arbitraryFilter.${key} is not a filter: use ${EXACT_COLUMNS.join(', ')}`);
    const text = optionalString(`arbitraryFilter.${key}`, entry);
    if (key === 'id' && text !== undefined && !isUuid(text)) throw badRequest(`arbitraryFilter.id must be a change id (a uuid), got "${text}"`);
    if (text !== undefined) exact[key as ExactColumn] = text;
  }
  return exact;
}

const text = z.string().nullish();
const valueListInput = z.union([z.string(), z.array(z.string())]).nullish().describe('"a,b,!c" or a list of such strings');
const whole = z.union([z.number(), z.string()]).nullish();

/**
 * The shape of either body of POST /api/catalog/changes (spec 002 §7), refused at the edge; what the
 * values mean (ids, ranges, sorting, recursion) is read by `parseChangesRequest`.
 */
export const changesRequestBody = z.strictObject({
  id: text,
  config_id: text,
  config_type: valueListInput,
  configTypes: valueListInput,
  type: valueListInput,
  changeType: valueListInput,
  severity: valueListInput,
  created_by: text,
  from: text.describe('ISO 8601 date-time, or relative to now: now-2d, now-30m, now-1d/d'),
  to: text.describe('ISO 8601 date-time, or relative to now: now, now-1h, now/d'),
  page: whole,
  page_size: whole,
  pageSize: whole,
  sort_by: text.describe(`One of ${SORT_COLUMNS.join(', ')}; a leading - sorts descending`),
  sortBy: text,
  sortOrder: text.describe('asc or desc'),
  tags: z.union([z.string(), z.array(z.looseObject({}))]).nullish().describe('"key=value,..." or a list of {key, value, exclude}'),
  recursive: text.describe('all, upstream or downstream'),
  type_filter: text,
  depth: whole,
  include_deleted_configs: z.boolean().optional(),
  soft: z.boolean().nullish().describe('With recursive: also follow soft relationships, not only parent-child ones'),
  arbitraryFilter: z.record(z.string(), z.unknown()).nullish().describe(`Exact matches on ${EXACT_COLUMNS.join(', ')}`),
});

/** Reads either shape of the body of POST /catalog/changes (spec 002 §7); problems are 400s naming the field. */
export function parseChangesRequest(body: Record<string, unknown>, now: Date = new Date()): ChangesRequest {
  const unknown = Object.keys(body).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length > 0) throw badRequest(`Unknown field(s): ${unknown.join(', ')}`);
  const configId = optionalString('id', body.id) ?? optionalString('config_id', body.config_id);
  if (configId !== undefined && !isUuid(configId)) throw badRequest(`id must be a config id (a uuid), got "${configId}"`);
  const recursive = recursion('recursive', body.recursive) ?? recursion('type_filter', body.type_filter);
  if (recursive !== undefined && configId === undefined) throw badRequest('recursive needs id: the config whose related changes to include');
  if (body.include_deleted_configs !== undefined && typeof body.include_deleted_configs !== 'boolean') throw badRequest('include_deleted_configs must be true or false');
  if (body.soft !== undefined && body.soft !== null && typeof body.soft !== 'boolean') throw badRequest('soft must be true or false');
  const from = time('from', body.from, now, false);
  const to = time('to', body.to, now, true);
  if (from && to && from > to) throw badRequest('from must not be after to');
  return {
    configId,
    recursive,
    depth: integer('depth', body.depth, CHANGES_DEFAULTS.depth, 1, MAX_DEPTH),
    soft: body.soft === true,
    configTypes: valueList('config_type', body.config_type ?? body.configTypes),
    changeTypes: valueList('type', body.type ?? body.changeType),
    severities: valueList('severity', body.severity),
    createdBy: optionalString('created_by', body.created_by),
    from,
    to,
    tags: tagTerms(body.tags),
    exact: exactFilters(body.arbitraryFilter),
    includeDeletedConfigs: body.include_deleted_configs === true,
    page: integer('page', body.page, CHANGES_DEFAULTS.page, 1, 1_000_000),
    pageSize: integer('page_size', body.page_size ?? body.pageSize, CHANGES_DEFAULTS.pageSize, 1, MAX_PAGE_SIZE),
    ...sorting(body),
  };
}
