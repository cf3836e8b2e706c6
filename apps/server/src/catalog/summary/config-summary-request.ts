import { z } from 'zod';
import { badRequest } from '#src/rbac/service-error.ts';
import { windowStart } from './summary-window.ts';

/** How one group column is read: a column of the item, a tag, or a label. */
export interface SummaryGroup {
  /** The key of the column in each answered row (a tag group drops its `__tag` suffix). */
  name: string;
  source: 'column' | 'tag' | 'label';
  key: string;
}

export interface TermFilter {
  key: string;
  value: string | undefined;
  exclude: boolean;
}

export interface SummaryRequest {
  groups: SummaryGroup[];
  tags: TermFilter[];
  labels: TermFilter[];
  status: TermFilter[];
  health: TermFilter[];
  includeDeleted: boolean;
  changesSince: Date;
  analysisSince: Date;
  analysisBy: 'type' | 'severity';
  costWindow: '1d' | '7d' | '30d';
}

/** Columns of config_items a summary may group by; any other name is a label key. */
export const GROUP_COLUMNS = ['type', 'config_class', 'status', 'health', 'agent_id', 'scraper_id', 'source', 'ready'] as const;
const KEY = /^[A-Za-z0-9_.\-/:]{1,253}$/;
const MAX_GROUPS = 5;
const KNOWN_FIELDS = new Set(['groupBy', 'tags', 'filter', 'changes', 'analysis', 'cost', 'deleted', 'status', 'health']);
const DEFAULT_WINDOW = '30d';

function checkKey(field: string, key: string): string {
  if (!KEY.test(key)) throw badRequest(`${field} has an invalid key ${JSON.stringify(key)}: use letters, digits and . _ - / :`);
  return key;
}

function parseGroup(entry: unknown, index: number): SummaryGroup {
  if (typeof entry !== 'string' || entry === '') throw badRequest(`groupBy[${index}] must be a non-empty string`);
  if (entry.endsWith('__tag')) {
    const key = checkKey(`groupBy[${index}]`, entry.slice(0, -'__tag'.length));
    return { name: key, source: 'tag', key };
  }
  if ((GROUP_COLUMNS as readonly string[]).includes(entry)) return { name: entry, source: 'column', key: entry };
  return { name: entry, source: 'label', key: checkKey(`groupBy[${index}]`, entry) };
}

function parseGroups(value: unknown): SummaryGroup[] {
  if (value === undefined || value === null) return [parseGroup('type', 0), parseGroup('config_class', 1)];
  if (!Array.isArray(value)) throw badRequest('groupBy must be a list of column names, tags (key__tag) or label keys');
  if (value.length === 0) return [parseGroup('type', 0), parseGroup('config_class', 1)];
  if (value.length > MAX_GROUPS) throw badRequest(`groupBy takes at most ${MAX_GROUPS} groups, got ${value.length}`);
  const groups = value.map(parseGroup);
  const names = new Set(groups.map((g) => g.name));
  if (names.size !== groups.length) throw badRequest('groupBy names a group twice');
  return groups;
}

function parseTags(value: unknown): TermFilter[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest('tags must be a list of {key, value, exclude}');
  return value.map((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null) throw badRequest(`tags[${index}] must be an object {key, value, exclude}`);
    const { key, value: tagValue, exclude } = entry as Record<string, unknown>;
    if (typeof key !== 'string') throw badRequest(`tags[${index}].key must be a string`);
    if (tagValue !== undefined && typeof tagValue !== 'string') throw badRequest(`tags[${index}].value must be a string`);
    if (exclude !== undefined && typeof exclude !== 'boolean') throw badRequest(`tags[${index}].exclude must be true or false`);
    return { key: checkKey(`tags[${index}].key`, key), value: tagValue, exclude: exclude === true };
  });
}

/** A comma list such as "a=1,!b=2,c": `!` excludes, a bare key asks for the key to be present. */
function parseTerms(field: string, value: unknown, keyed: boolean): TermFilter[] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value !== 'string') throw badRequest(`${field} must be a comma-separated string such as "a,!b"`);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const exclude = part.startsWith('!');
      const term = exclude ? part.slice(1) : part;
      if (!keyed) return { key: '', value: term, exclude };
      const eq = term.indexOf('=');
      if (eq < 0) return { key: checkKey(field, term), value: undefined, exclude };
      return { key: checkKey(field, term.slice(0, eq)), value: term.slice(eq + 1), exclude };
    });
}

function optionalObject(field: string, value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${field} must be an object`);
  return value as Record<string, unknown>;
}

function parseCostWindow(value: unknown): SummaryRequest['costWindow'] {
  if (value === undefined || value === null || value === '') return '30d';
  if (value === '1d' || value === '7d' || value === '30d') return value;
  throw badRequest(`cost must be one of 1d, 7d, 30d, got ${JSON.stringify(value)}`);
}

const since = z.looseObject({ since: z.string().nullish().describe('A look-back window such as 30d, 12h or 15m') });

/**
 * The shape of the body of POST /api/catalog/summary, refused at the edge; what the values mean
 * (keys, windows, term lists) is read by `parseSummaryRequest`.
 */
export const summaryRequestBody = z.strictObject({
  groupBy: z.array(z.string()).nullish().describe(`Up to ${MAX_GROUPS} of ${GROUP_COLUMNS.join(', ')}, a tag (key__tag) or a label key`),
  tags: z.array(z.object({ key: z.string(), value: z.string().optional(), exclude: z.boolean().optional() })).nullish(),
  filter: z.looseObject({ label: z.string().nullish().describe('Label terms such as "a=1,!b=2,c"') }).nullish(),
  changes: since.nullish(),
  analysis: since.extend({ groupBy: z.string().nullish(), by: z.string().nullish() }).nullish(),
  cost: z.string().nullish().describe('1d, 7d or 30d'),
  deleted: z.boolean().optional(),
  status: z.string().nullish().describe('Status terms such as "a,!b"'),
  health: z.string().nullish().describe('Health terms such as "healthy,!unknown"'),
});

/** Reads and checks the body of POST /catalog/summary; every problem is a 400 naming the field. */
export function parseSummaryRequest(body: Record<string, unknown>, now: Date): SummaryRequest {
  const unknown = Object.keys(body).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length > 0) throw badRequest(`Unknown field(s): ${unknown.join(', ')}`);
  const filter = optionalObject('filter', body.filter);
  const changes = optionalObject('changes', body.changes);
  const analysis = optionalObject('analysis', body.analysis);
  if (body.deleted !== undefined && typeof body.deleted !== 'boolean') throw badRequest('deleted must be true or false');
  const analysisBy = analysis.groupBy ?? analysis.by ?? 'type';
  if (analysisBy !== 'type' && analysisBy !== 'severity') throw badRequest('analysis.groupBy must be type or severity');
  return {
    groups: parseGroups(body.groupBy),
    tags: parseTags(body.tags),
    labels: parseTerms('filter.label', filter.label, true),
    status: parseTerms('status', body.status, false),
    health: parseTerms('health', body.health, false),
    includeDeleted: body.deleted === true,
    changesSince: windowStart('changes.since', changes.since ?? DEFAULT_WINDOW, now),
    analysisSince: windowStart('analysis.since', analysis.since ?? DEFAULT_WINDOW, now),
    analysisBy,
    costWindow: parseCostWindow(body.cost),
  };
}
