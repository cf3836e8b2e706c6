import type { Edge } from '@xyflow/react';
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH, layoutRelationshipGraph, type GraphDirection } from './relationship-graph-layout.ts';
import { isExpanded, startsExpanded, visibleGraph, type RelationshipGraph, type RelationshipGraphNode } from './relationship-graph-model.ts';

export type GraphEdgeStyle = 'default' | 'smoothstep';

export interface FlowNodeData extends Record<string, unknown> {
  model: RelationshipGraphNode;
  isRoot: boolean;
  expandable: boolean;
  expanded: boolean;
  vertical: boolean;
  onToggle: (id: string) => void;
}

export interface FlowElementsOptions {
  toggled: ReadonlySet<string>;
  direction: GraphDirection;
  edgeStyle: GraphEdgeStyle;
  onToggle: (id: string) => void;
}

/** The visible part of the graph as React Flow nodes (laid out) and edges (in the chosen style). */
export function relationshipFlowElements(graph: RelationshipGraph, options: FlowElementsOptions) {
  const visible = visibleGraph(graph, options.toggled);
  const positions = layoutRelationshipGraph(visible.nodes, visible.edges, options.direction);
  const nodes = visible.nodes.map((model) => ({
    id: model.id,
    type: 'relationship' as const,
    position: positions.get(model.id)!,
    width: GRAPH_NODE_WIDTH,
    height: GRAPH_NODE_HEIGHT,
    data: {
      model,
      isRoot: model.id === graph.rootId,
      expandable: !startsExpanded(graph, model.id),
      expanded: isExpanded(graph, model.id, options.toggled),
      vertical: options.direction === 'vertical',
      onToggle: options.onToggle,
    } satisfies FlowNodeData,
  }));
  const edges: Edge[] = visible.edges.map((edge) => ({ ...edge, type: options.edgeStyle }));
  return { nodes, edges };
}
