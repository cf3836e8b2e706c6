import type { TopologyComponent, TopologyResponse } from '@vigil/domain';
import type { ComponentRow, FilterValueRow } from './topology-read.repository.ts';
import type { TopologyQuery } from './topology-query.ts';
import { sortComponents } from './topology-sort.ts';

/** Components of the read, by id and by parent, without the hidden ones unless asked for. */
interface Forest {
  byId: Map<string, ComponentRow>;
  childrenOf: Map<string, ComponentRow[]>;
  visible: ComponentRow[];
}

function forestOf(rows: readonly ComponentRow[], query: TopologyQuery): Forest {
  const hiddenIds = new Set(query.hidden ? [] : rows.filter((row) => row.hidden).map((row) => row.id));
  // The component asked for by id is answered even when hidden; what is under a hidden one is hidden too.
  hiddenIds.delete(query.id ?? '');
  const isHidden = (row: ComponentRow) =>
    hiddenIds.size > 0 && (hiddenIds.has(row.id) || (row.path !== '' && row.path.split('.').some((ancestor) => hiddenIds.has(ancestor))));
  const visible = rows.filter((row) => !isHidden(row));
  const childrenOf = new Map<string, ComponentRow[]>();
  for (const row of visible) {
    if (!row.parent_id) continue;
    const list = childrenOf.get(row.parent_id) ?? [];
    list.push(row);
    childrenOf.set(row.parent_id, list);
  }
  return { byId: new Map(visible.map((row) => [row.id, row])), childrenOf, visible };
}

function matchesFilters(row: ComponentRow, query: TopologyQuery): boolean {
  if (query.topologyId && row.topology_id !== query.topologyId) return false;
  if (query.agentId && row.agent_id !== query.agentId) return false;
  if (!query.status.matches(row.status)) return false;
  if (!query.type.matches(row.type)) return false;
  if (!query.team.any && !(row.team_names.length > 0 ? row.team_names.some((team) => query.team.matches(team)) : query.team.matches(''))) return false;
  const labels = row.labels ?? {};
  return Object.entries(query.labels).every(([key, value]) => labels[key] === value);
}

function toComponent(row: ComponentRow): TopologyComponent {
  return {
    ...row,
    created_at: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
    updated_at: row.updated_at instanceof Date ? row.updated_at.toISOString() : row.updated_at,
  };
}

/** The component with its children nested `levels` levels deep (itself being the first). */
function nest(row: ComponentRow, levels: number, forest: Forest, children?: readonly ComponentRow[]): TopologyComponent {
  const component = toComponent(row);
  const below = children ?? forest.childrenOf.get(row.id) ?? [];
  if (levels > 1 && below.length > 0) component.components = below.map((child) => nest(child, levels - 1, forest));
  return component;
}

function walk(components: readonly TopologyComponent[], into: TopologyComponent[] = []): TopologyComponent[] {
  for (const component of components) {
    const { components: children, ...flat } = component;
    into.push(flat);
    if (children) walk(children, into);
  }
  return into;
}

function distinctSorted(values: Iterable<string | null | undefined>): string[] {
  return [...new Set([...values].filter((value): value is string => typeof value === 'string' && value !== ''))].sort();
}

type Metadata = Omit<TopologyResponse, 'components'>;

function metadataFrom(values: readonly FilterValueRow[]): Metadata {
  const tags = new Map<string, Set<string>>();
  for (const { kind, key, value } of values) {
    if (kind !== 'tag' || key === null) continue;
    const set = tags.get(key) ?? new Set<string>();
    set.add(String(value));
    tags.set(key, set);
  }
  const of = (kind: FilterValueRow['kind']) => distinctSorted(values.filter((row) => row.kind === kind).map((row) => row.value));
  return {
    healthStatuses: of('status'),
    teams: of('team'),
    types: of('type'),
    tags: Object.fromEntries([...tags].sort(([a], [b]) => a.localeCompare(b)).map(([key, set]) => [key, [...set].sort()])),
  };
}

function metadataOf(rows: readonly ComponentRow[]): Metadata {
  return metadataFrom(
    rows.flatMap((row): FilterValueRow[] => [
      { kind: 'status', key: null, value: row.status },
      { kind: 'type', key: null, value: row.type },
      ...row.team_names.map((name): FilterValueRow => ({ kind: 'team', key: null, value: name })),
      ...Object.entries(row.labels ?? {}).map(([key, value]): FilterValueRow => ({ kind: 'tag', key, value: String(value) })),
    ]),
  );
}

/**
 * The answer of the topology read API from the components read: with an id, that component with
 * its children filtered (the component itself never is); otherwise the roots (or, with a type
 * filter, every component of the type) filtered, each nested to the depth; flattened on request.
 * The metadata lists what the read components offer to filter by, before the filters apply; a
 * listing at any level reads only what it answers, so it passes what every component offers.
 */
export function buildTopology(rows: readonly ComponentRow[], query: TopologyQuery, filterValues?: readonly FilterValueRow[]): TopologyResponse {
  const forest = forestOf(rows, query);
  const metadata = filterValues ? metadataFrom(filterValues) : metadataOf(forest.visible);
  const root = query.id ? forest.byId.get(query.id) : undefined;
  const keep = (row: ComponentRow) => matchesFilters(row, query);

  let components: TopologyComponent[];
  if (root) {
    const listed = sortComponents((forest.childrenOf.get(root.id) ?? []).filter(keep), query);
    components = [nest(root, query.depth, forest, listed)];
  } else {
    const candidates = query.type.any ? forest.visible.filter((row) => row.parent_id === null || !forest.byId.has(row.parent_id)) : forest.visible;
    components = sortComponents(candidates.filter(keep), query).map((row) => nest(row, query.depth, forest));
  }
  if (query.flatten) {
    const seen = new Set<string>();
    components = walk(components).filter((component) => {
      if (seen.has(component.id)) return false;
      seen.add(component.id);
      return component.id === root?.id || keep(forest.byId.get(component.id)!);
    });
  }
  return { components, ...metadata };
}
