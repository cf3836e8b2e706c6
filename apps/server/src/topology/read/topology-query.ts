import { DEFAULT_TOPOLOGY_DEPTH, MAX_TOPOLOGY_DEPTH } from '@vigil/domain';
import { z } from 'zod';
import { badRequest } from '#src/rbac/service-error.ts';

const KNOWN_KEYS = ['id', 'topologyId', 'labels', 'status', 'type', 'team', 'agent_id', 'depth', 'flatten', 'hidden', 'sortBy', 'sortOrder'];
const refuseUnknown = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? `unknown filter ${issue.keys.join(', ')}: use ${KNOWN_KEYS.join(', ')}` : undefined,
};
const flag = (name: string) => z.enum(['true', 'false'], { error: `${name} must be true or false` }).optional();
const uuid = (name: string, what: string) => z.guid({ error: `${name} must be the id (uuid) of ${what}` }).optional();
const list = (what: string) => z.string().optional().describe(`${what}, joined by commas; a leading ! excludes, * matches any`);

/** The topology read API's query string, refused at the edge; `readTopologyQuery` gives its meaning. */
export const topologyQuerySchema = z.strictObject(
  {
    id: uuid('id', 'a component'),
    topologyId: uuid('topologyId', 'a topology'),
    labels: z.string().optional().describe('key=value pairs joined by commas: components carrying all of them'),
    status: list('Statuses (healthy, unhealthy, warning, unknown)'),
    type: list('Component types'),
    team: list('Team names'),
    agent_id: uuid('agent_id', 'an agent'),
    depth: z.coerce
      .number({ error: `depth must be a whole number from 1 to ${MAX_TOPOLOGY_DEPTH}` })
      .int({ error: `depth must be a whole number from 1 to ${MAX_TOPOLOGY_DEPTH}` })
      .min(1, { error: `depth must be a whole number from 1 to ${MAX_TOPOLOGY_DEPTH}` })
      .max(MAX_TOPOLOGY_DEPTH, { error: `depth must be a whole number from 1 to ${MAX_TOPOLOGY_DEPTH}` })
      .optional()
      .describe(`Levels of nesting, the listed components being the first; ${DEFAULT_TOPOLOGY_DEPTH} by default`),
    flatten: flag('flatten').describe('true: one flat list instead of nested components'),
    hidden: flag('hidden').describe('true: include hidden components'),
    sortBy: z.string().optional().describe('name, status, type, created_at, updated_at, or a property name (also as field:<name>)'),
    sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).optional(),
  },
  refuseUnknown,
);

export type TopologyQueryInput = z.infer<typeof topologyQuerySchema>;

/** Matches a value against a list of the established product's form: `a,b`, `!c` excludes, `*` any. */
export interface ValueMatcher {
  readonly any: boolean;
  readonly included: readonly string[];
  readonly excluded: readonly string[];
  matches(value: string | null | undefined): boolean;
}

export interface TopologyQuery {
  id: string | undefined;
  topologyId: string | undefined;
  agentId: string | undefined;
  labels: Record<string, string>;
  status: ValueMatcher;
  type: ValueMatcher;
  team: ValueMatcher;
  depth: number;
  flatten: boolean;
  hidden: boolean;
  sortBy: string | undefined;
  sortDesc: boolean;
}

export function valueMatcher(text: string | undefined): ValueMatcher {
  const items = (text ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
  const excluded = items.filter((item) => item.startsWith('!')).map((item) => item.slice(1));
  const included = items.filter((item) => !item.startsWith('!'));
  return {
    any: items.length === 0,
    included,
    excluded,
    matches(value) {
      if (items.length === 0) return true;
      const v = value ?? '';
      if (excluded.includes(v)) return false;
      if (included.length === 0) return true;
      return included.includes('*') || included.includes(v);
    },
  };
}

function readLabels(text: string | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const pair of (text ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '')) {
    const at = pair.indexOf('=');
    if (at <= 0) throw badRequest(`labels must be key=value pairs joined by commas; "${pair}" is not one`);
    labels[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return labels;
}

export function readTopologyQuery(input: TopologyQueryInput): TopologyQuery {
  return {
    id: input.id,
    topologyId: input.topologyId,
    agentId: input.agent_id,
    labels: readLabels(input.labels),
    status: valueMatcher(input.status),
    type: valueMatcher(input.type),
    team: valueMatcher(input.team),
    depth: input.depth ?? DEFAULT_TOPOLOGY_DEPTH,
    flatten: input.flatten === 'true',
    hidden: input.hidden === 'true',
    sortBy: input.sortBy?.trim() || undefined,
    sortDesc: input.sortOrder === 'desc',
  };
}
