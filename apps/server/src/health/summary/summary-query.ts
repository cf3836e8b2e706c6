import { z } from 'zod';
import { badRequest, isUuid } from '#src/rbac/service-error.ts';

/** Columns the summary can be sorted by; the key is what callers send, the value a trusted SQL expression. */
export const SUMMARY_SORT_COLUMNS = {
  name: 'name',
  status: 'status',
  type: 'type',
  namespace: 'namespace',
  canary_name: 'canary_name',
  severity: 'severity',
  last_runtime: 'last_runtime',
  last_transition_time: 'last_transition_time',
  created_at: 'created_at',
  uptime: "(uptime->>'passed')::numeric / nullif((uptime->>'passed')::numeric + (uptime->>'failed')::numeric, 0)",
  latency: "(latency->>'p95')::numeric",
} as const;

export type SummarySortKey = keyof typeof SUMMARY_SORT_COLUMNS;

export interface SummaryQuery {
  labels: Record<string, string>;
  checkId: string | null;
  canaryId: string | null;
  status: 'healthy' | 'unhealthy' | null;
  type: string | null;
  namespace: string | null;
  agentId: string | null;
  sortBy: SummarySortKey;
  sortDesc: boolean;
  includeDeleted: boolean;
}

const KNOWN_KEYS = new Set(['labels', 'check_id', 'canary_id', 'status', 'type', 'namespace', 'agent_id', 'sortBy', 'sortDesc', 'sortOrder', 'includeDeleted']);

const unknownFilter = (keys: readonly string[]) => `unknown filter ${keys.join(', ')}: use ${[...KNOWN_KEYS].join(', ')}`;
const refuseUnknownFilters = { error: (issue: z.core.$ZodRawIssue) => (issue.code === 'unrecognized_keys' ? unknownFilter(issue.keys) : undefined) };
const FLAG_MESSAGE = (name: string) => `${name} must be true or false`;
const flagInput = (name: string) => z.union([z.boolean(), z.enum(['true', 'false', ''])], { error: FLAG_MESSAGE(name) }).nullish();
const textFilters = {
  check_id: z.string().nullish().describe('A check id'),
  canary_id: z.string().nullish().describe('A canary id'),
  status: z.string().nullish().describe('healthy or unhealthy'),
  type: z.string().nullish(),
  namespace: z.string().nullish(),
  agent_id: z.string().nullish(),
  sortBy: z.string().nullish().describe(`One of ${Object.keys(SUMMARY_SORT_COLUMNS).join(', ')}; a leading - sorts descending`),
  sortOrder: z.string().nullish().describe('asc or desc'),
};

/** The summary's filters in a query string: the shape refused at the edge; `parseSummaryQuery` reads their meaning. */
export const summaryFilterQuery = z.strictObject(
  {
    ...textFilters,
    labels: z.string().optional().describe('key=value pairs joined by commas, or a JSON object'),
    sortDesc: z.string().optional().describe('true or false'),
    includeDeleted: z.string().optional().describe('true or false'),
  },
  refuseUnknownFilters,
);

/** The same filters in a JSON body. */
export const summaryFilterBody = z.strictObject(
  {
    ...textFilters,
    labels: z.union([z.string(), z.record(z.string(), z.unknown())], { error: 'labels must be an object of label names to values' }).nullish(),
    sortDesc: flagInput('sortDesc'),
    includeDeleted: flagInput('includeDeleted'),
  },
  refuseUnknownFilters,
);

function optionalText(input: Record<string, unknown>, key: string): string | null {
  const value = input[key];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
  return value;
}

function optionalUuid(input: Record<string, unknown>, key: string): string | null {
  const value = optionalText(input, key);
  if (value !== null && !isUuid(value)) throw badRequest(`${key} must be a uuid (got "${value}")`);
  return value;
}

function flag(input: Record<string, unknown>, key: string): boolean {
  const value = input[key];
  if (value === undefined || value === null || value === '' || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw badRequest(`${key} must be true or false`);
}

/** Labels as an object of strings, or (in a query string) that object as JSON or `key=value` pairs joined by commas. */
function parseLabels(value: unknown): Record<string, string> {
  if (value === undefined || value === null || value === '') return {};
  let labels: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('{')) {
      try {
        labels = JSON.parse(text) as unknown;
      } catch {
        throw badRequest('labels must be a JSON object of label names to values');
      }
    } else {
      labels = Object.fromEntries(
        text.split(',').map((pair) => {
          const at = pair.indexOf('=');
          if (at <= 0) throw badRequest(`labels must be key=value pairs separated by commas (got "${pair}")`);
          return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
        }),
      );
    }
  }
  if (typeof labels !== 'object' || labels === null || Array.isArray(labels)) throw badRequest('labels must be an object of label names to values');
  const result: Record<string, string> = {};
  for (const [key, label] of Object.entries(labels)) {
    if (typeof label !== 'string') throw badRequest(`label ${key} must have a string value`);
    result[key] = label;
  }
  return result;
}

function parseSort(input: Record<string, unknown>): { sortBy: SummarySortKey; sortDesc: boolean } {
  let sortBy = optionalText(input, 'sortBy') ?? 'name';
  let sortDesc = flag(input, 'sortDesc');
  if (sortBy.startsWith('-')) {
    sortBy = sortBy.slice(1);
    sortDesc = true;
  }
  const order = optionalText(input, 'sortOrder');
  if (order !== null) {
    if (order !== 'asc' && order !== 'desc') throw badRequest(`sortOrder must be asc or desc (got "${order}")`);
    sortDesc = order === 'desc';
  }
  if (!Object.hasOwn(SUMMARY_SORT_COLUMNS, sortBy)) {
    throw badRequest(`sortBy must be one of ${Object.keys(SUMMARY_SORT_COLUMNS).join(', ')} (got "${sortBy}")`);
  }
  return { sortBy: sortBy as SummarySortKey, sortDesc };
}

/** Validates the filters of a summary request, from a JSON body or a query string alike. */
export function parseSummaryQuery(input: Record<string, unknown>): SummaryQuery {
  const unknown = Object.keys(input).filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0) throw badRequest(`unknown filter ${unknown.join(', ')}: use ${[...KNOWN_KEYS].join(', ')}`);
  const status = optionalText(input, 'status');
  if (status !== null && status !== 'healthy' && status !== 'unhealthy') throw badRequest(`status must be healthy or unhealthy (got "${status}")`);
  return {
    labels: parseLabels(input.labels),
    checkId: optionalUuid(input, 'check_id'),
    canaryId: optionalUuid(input, 'canary_id'),
    status,
    type: optionalText(input, 'type'),
    namespace: optionalText(input, 'namespace'),
    agentId: optionalUuid(input, 'agent_id'),
    ...parseSort(input),
    includeDeleted: flag(input, 'includeDeleted'),
  };
}
