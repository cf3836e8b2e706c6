import dagre from '@dagrejs/dagre';
import type { RelationshipGraphEdge, RelationshipGraphNode } from './relationship-graph-model.ts';

/** The graph's layout constants (spec 002, section 9). */
export const GRAPH_RANK_SEPARATION = 120;
export const GRAPH_NODE_SEPARATION = 100;
export const GRAPH_NODE_WIDTH = 400;
export const GRAPH_NODE_HEIGHT = 100;
export const GRAPH_ANIMATION_MS = 300;

export type GraphDirection = 'horizontal' | 'vertical';

/** The top-left position of each node, laid out by dagre left to right or top to bottom. */
export function layoutRelationshipGraph(
  nodes: readonly RelationshipGraphNode[],
  edges: readonly RelationshipGraphEdge[],
  direction: GraphDirection,
): Map<string, { x: number; y: number }> {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: direction === 'horizontal' ? 'LR' : 'TB', ranksep: GRAPH_RANK_SEPARATION, nodesep: GRAPH_NODE_SEPARATION });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, { width: GRAPH_NODE_WIDTH, height: GRAPH_NODE_HEIGHT });
  for (const edge of edges) graph.setEdge(edge.source, edge.target);
  dagre.layout(graph);
  const positions = new Map<string, { x: number; y: number }>();
  for (const node of nodes) {
    const placed = graph.node(node.id);
    positions.set(node.id, { x: placed.x - GRAPH_NODE_WIDTH / 2, y: placed.y - GRAPH_NODE_HEIGHT / 2 });
  }
  return positions;
}
