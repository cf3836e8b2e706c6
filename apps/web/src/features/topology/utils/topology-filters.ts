import type { TopologyComponent } from '@vigil/domain';
import type { TriStateSelections } from '#src/ui/filters/tri-state.ts';
import { decodeTriStateSelections } from '#src/ui/filters/tri-state-query.ts';
import type { TopologyParams } from '../api/get-topology.ts';

/** The dashboard's filters as the address carries them (spec 002 §2). */
export interface TopologyFilters {
  status: string;
  type: string;
  team: string;
  /** Label selections by `key____value` (spec 002 §5: key and value joined by four underscores). */
  labels: TriStateSelections;
  agentId: string;
  showHidden: boolean;
}

export const FILTER_KEYS = { status: 'status', type: 'type', team: 'team', labels: 'labels', agentId: 'agent_id', showHidden: 'showHiddenComponents' } as const;

const LABEL_JOINER = '____';

export const labelValue = (key: string, value: string) => `${key}${LABEL_JOINER}${value}`;

export function splitLabelValue(encoded: string): [string, string] {
  const at = encoded.indexOf(LABEL_JOINER);
  return at < 0 ? [encoded, ''] : [encoded.slice(0, at), encoded.slice(at + LABEL_JOINER.length)];
}

export function readTopologyFilters(params: URLSearchParams): TopologyFilters {
  return {
    status: params.get(FILTER_KEYS.status) ?? '',
    type: params.get(FILTER_KEYS.type) ?? '',
    team: params.get(FILTER_KEYS.team) ?? '',
    labels: decodeTriStateSelections(params.get(FILTER_KEYS.labels)),
    agentId: params.get(FILTER_KEYS.agentId) ?? '',
    showHidden: params.get(FILTER_KEYS.showHidden) === 'true',
  };
}

/** The filters as the topology API takes them: included labels as `key=value`; excluded ones are dropped on the page. */
export function filterParams(filters: TopologyFilters): TopologyParams {
  const included = Object.entries(filters.labels)
    .filter(([, state]) => state === 1)
    .map(([encoded]) => splitLabelValue(encoded).join('='));
  return {
    status: filters.status || undefined,
    type: filters.type || undefined,
    team: filters.team || undefined,
    labels: included.length > 0 ? included.join(',') : undefined,
    agent_id: filters.agentId || undefined,
    hidden: filters.showHidden || undefined,
  };
}

/** Drops the components carrying an excluded label (the API only takes labels to include). */
export function withoutExcludedLabels(components: readonly TopologyComponent[], labels: TriStateSelections): TopologyComponent[] {
  const excluded = Object.entries(labels)
    .filter(([, state]) => state === -1)
    .map(([encoded]) => splitLabelValue(encoded));
  if (excluded.length === 0) return [...components];
  return components.filter((component) => !excluded.some(([key, value]) => component.labels?.[key] === value));
}
