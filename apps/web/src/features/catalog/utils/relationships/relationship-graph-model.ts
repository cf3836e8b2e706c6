import type { RelatedConfig } from '#src/features/catalog/api/related-config.types.ts';

/** At this many related configs of one type under one node they collapse into an intermediary node. */
export const GROUP_THRESHOLD = 3;
/** A node with more children than this starts collapsed and expands by click. */
export const EXPAND_THRESHOLD = 3;

export interface GraphConfig {
  id: string;
  name: string | null;
  type: string | null;
  health: string | null;
  deleted_at?: string | null;
}

export interface RelationshipGraphNode {
  id: string;
  kind: 'config' | 'group';
  label: string;
  type: string;
  health: string | null;
  deleted: boolean;
  /** The configs an intermediary stands for. */
  count?: number;
  childIds: string[];
  /** Drawn towards the root (the related config points at the one it was reached from). */
  incoming: boolean;
}

export interface RelationshipGraphEdge {
  id: string;
  source: string;
  target: string;
}

export interface RelationshipGraph {
  rootId: string;
  nodes: Map<string, RelationshipGraphNode>;
}

/**
 * The walk from the root as a tree of nodes: each config's children are the configs reached from it,
 * and 3 or more children of one type go behind one intermediary node; intermediaries over the same
 * configs are one node.
 */
export function buildRelationshipGraph(root: GraphConfig, related: readonly RelatedConfig[]): RelationshipGraph {
  const nodes = new Map<string, RelationshipGraphNode>();
  nodes.set(root.id, configNode(root, false));
  for (const config of related) nodes.set(config.id, configNode(config, config.direction === 'incoming'));

  const childrenOf = new Map<string, RelatedConfig[]>();
  for (const config of related) {
    for (const parentId of config.related_ids ?? []) {
      if (!nodes.has(parentId) || parentId === config.id) continue;
      childrenOf.set(parentId, [...(childrenOf.get(parentId) ?? []), config]);
    }
  }

  for (const [parentId, children] of childrenOf) {
    const parent = nodes.get(parentId)!;
    for (const [type, members] of byType(children)) {
      if (members.length < GROUP_THRESHOLD) {
        parent.childIds.push(...members.map((member) => member.id));
        continue;
      }
      const memberIds = members.map((member) => member.id).sort();
      const groupId = `group:${type}:${memberIds.join(',')}`;
      if (!nodes.has(groupId)) {
        nodes.set(groupId, {
          id: groupId,
          kind: 'group',
          label: type,
          type,
          health: null,
          deleted: members.every((member) => Boolean(member.deleted_at)),
          count: members.length,
          childIds: memberIds,
          incoming: members.every((member) => member.direction === 'incoming'),
        });
      }
      parent.childIds.push(groupId);
    }
  }
  return { rootId: root.id, nodes };
}

function configNode(config: GraphConfig, incoming: boolean): RelationshipGraphNode {
  return {
    id: config.id,
    kind: 'config',
    label: config.name ?? config.id,
    type: config.type ?? '',
    health: config.health,
    deleted: Boolean(config.deleted_at),
    childIds: [],
    incoming,
  };
}

function byType(configs: readonly RelatedConfig[]): Map<string, RelatedConfig[]> {
  const groups = new Map<string, RelatedConfig[]>();
  for (const config of configs) {
    const type = config.type ?? '';
    groups.set(type, [...(groups.get(type) ?? []), config]);
  }
  return groups;
}

/** Whether the node starts expanded: the root always, others with 3 or fewer children. */
export function startsExpanded(graph: RelationshipGraph, nodeId: string): boolean {
  return nodeId === graph.rootId || (graph.nodes.get(nodeId)?.childIds.length ?? 0) <= EXPAND_THRESHOLD;
}

/** Whether a node is expanded, given the nodes the person has toggled. */
export function isExpanded(graph: RelationshipGraph, nodeId: string, toggled: ReadonlySet<string>): boolean {
  return startsExpanded(graph, nodeId) !== toggled.has(nodeId);
}

/** The nodes reachable from the root through expanded nodes, and the edges between them. */
export function visibleGraph(
  graph: RelationshipGraph,
  toggled: ReadonlySet<string>,
): { nodes: RelationshipGraphNode[]; edges: RelationshipGraphEdge[] } {
  const seen = new Set<string>([graph.rootId]);
  const queue = [graph.rootId];
  const edges: RelationshipGraphEdge[] = [];
  while (queue.length > 0) {
    const id = queue.shift()!;
    const node = graph.nodes.get(id)!;
    if (!isExpanded(graph, id, toggled)) continue;
    for (const childId of node.childIds) {
      const child = graph.nodes.get(childId)!;
      const [source, target] = child.incoming ? [childId, id] : [id, childId];
      edges.push({ id: `${source}->${target}`, source, target });
      if (!seen.has(childId)) {
        seen.add(childId);
        queue.push(childId);
      }
    }
  }
  const nodes = [...seen].map((id) => graph.nodes.get(id)!);
  return { nodes, edges: dedupeEdges(edges) };
}

function dedupeEdges(edges: readonly RelationshipGraphEdge[]): RelationshipGraphEdge[] {
  return [...new Map(edges.map((edge) => [edge.id, edge])).values()];
}
