import type { SpecDocumentKind } from '#src/ui/code-editor/yaml-spec.ts';
import type { TopologySpec } from '../api/topology-settings.types.ts';

/** A whole Topology document pasted into the editor must be of this kind (`/api/schemas/Topology.schema.json`). */
export const TOPOLOGY_DOCUMENT: SpecDocumentKind = { apiVersion: 'canaries.flanksource.com/v1', kind: 'Topology' };

/** The namespace of a topology whose form names none (spec 001 §9). */
export const DEFAULT_TOPOLOGY_NAMESPACE = 'default';

/** The schedule the server builds a topology on when its spec names none. */
export const DEFAULT_TOPOLOGY_SCHEDULE = '@every 5m';

/** What the editor of a new topology starts from: one root component, to be filled in. */
export const NEW_TOPOLOGY_SPEC: TopologySpec = {
  schedule: DEFAULT_TOPOLOGY_SCHEDULE,
  type: 'Application',
  icon: 'application',
  components: [],
};

/** The schedule a row runs on: the spec's, else the row's, else the default. */
export function topologyScheduleOf(spec: TopologySpec | null, rowSchedule: string | null): string {
  const fromSpec = spec?.schedule;
  if (typeof fromSpec === 'string' && fromSpec.trim() !== '') return fromSpec;
  return rowSchedule ?? DEFAULT_TOPOLOGY_SCHEDULE;
}
