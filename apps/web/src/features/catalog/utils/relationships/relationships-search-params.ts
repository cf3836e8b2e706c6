import { EMPTY_RELATED_FILTER, type RelatedConfigsFilter } from './related-configs-filter.ts';
import { DEFAULT_RELATIONSHIP_TOGGLES, type RelationshipToggles } from './related-configs-params.ts';
import type { GraphEdgeStyle } from './relationship-flow-elements.ts';
import type { GraphDirection } from './relationship-graph-layout.ts';

export type RelationshipsView = 'table' | 'graph';

/** Everything the Relationships tab lets the user choose, kept in the query string. */
export interface RelationshipsSearch {
  toggles: RelationshipToggles;
  view: RelationshipsView;
  direction: GraphDirection;
  edgeStyle: GraphEdgeStyle;
  filter: RelatedConfigsFilter;
}

export const DEFAULT_RELATIONSHIPS_SEARCH: RelationshipsSearch = {
  toggles: DEFAULT_RELATIONSHIP_TOGGLES,
  view: 'table',
  direction: 'horizontal',
  edgeStyle: 'default',
  filter: EMPTY_RELATED_FILTER,
};

/** The query parameter of each filter; the names follow the catalog list's where they mean the same. */
const FILTER_PARAMS: Record<keyof RelatedConfigsFilter, string> = {
  type: 'configType',
  label: 'labels',
  relationship: 'relationship',
  status: 'status',
  health: 'health',
};

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

/** Reads the tab's choices; a link with Incoming and Outgoing both off still shows Outgoing. */
export function readRelationshipsSearch(params: URLSearchParams): RelationshipsSearch {
  const incoming = params.get('incoming') === 'true';
  const filter = { ...EMPTY_RELATED_FILTER };
  for (const [key, name] of Object.entries(FILTER_PARAMS) as [keyof RelatedConfigsFilter, string][]) filter[key] = params.get(name) ?? '';
  return {
    toggles: { incoming, outgoing: !incoming || params.get('outgoing') !== 'false', soft: params.get('soft') === 'true' },
    view: oneOf(params.get('view'), ['table', 'graph'], DEFAULT_RELATIONSHIPS_SEARCH.view),
    direction: oneOf(params.get('direction'), ['horizontal', 'vertical'], DEFAULT_RELATIONSHIPS_SEARCH.direction),
    edgeStyle: oneOf(params.get('edgeStyle'), ['default', 'smoothstep'], DEFAULT_RELATIONSHIPS_SEARCH.edgeStyle),
    filter,
  };
}

function setOrDelete(params: URLSearchParams, name: string, value: string, fallback: string): void {
  if (value === fallback) params.delete(name);
  else params.set(name, value);
}

/** The query string with the choices applied; defaults are left out so plain links stay plain. Other parameters are kept. */
export function writeRelationshipsSearch(current: URLSearchParams, search: RelationshipsSearch): URLSearchParams {
  const next = new URLSearchParams(current);
  const defaults = DEFAULT_RELATIONSHIPS_SEARCH;
  setOrDelete(next, 'outgoing', String(search.toggles.outgoing), String(defaults.toggles.outgoing));
  setOrDelete(next, 'incoming', String(search.toggles.incoming), String(defaults.toggles.incoming));
  setOrDelete(next, 'soft', String(search.toggles.soft), String(defaults.toggles.soft));
  setOrDelete(next, 'view', search.view, defaults.view);
  setOrDelete(next, 'direction', search.direction, defaults.direction);
  setOrDelete(next, 'edgeStyle', search.edgeStyle, defaults.edgeStyle);
  for (const [key, name] of Object.entries(FILTER_PARAMS) as [keyof RelatedConfigsFilter, string][]) setOrDelete(next, name, search.filter[key], '');
  return next;
}
