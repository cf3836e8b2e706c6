import { Background, Controls, ReactFlow, ReactFlowProvider } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo, useState } from 'react';
import type { RelatedConfig } from '#src/features/catalog/api/related-config.types.ts';
import { relationshipFlowElements, type GraphEdgeStyle } from '#src/features/catalog/utils/relationships/relationship-flow-elements.ts';
import { GRAPH_ANIMATION_MS, type GraphDirection } from '#src/features/catalog/utils/relationships/relationship-graph-layout.ts';
import { buildRelationshipGraph, type GraphConfig } from '#src/features/catalog/utils/relationships/relationship-graph-model.ts';
import { RelationshipGraphNode } from './relationship-graph-node.tsx';
import { ToggleGroup } from '#src/ui/toggle-group/toggle-group.tsx';

const NODE_TYPES = { relationship: RelationshipGraphNode };
const DIRECTION_OPTIONS = [
  { value: 'horizontal', label: 'Horizontal' },
  { value: 'vertical', label: 'Vertical' },
] as const;
const EDGE_STYLE_OPTIONS = [
  { value: 'default', label: 'Bezier' },
  { value: 'smoothstep', label: 'Smooth step' },
] as const;

export interface RelationshipsGraphProps {
  root: GraphConfig;
  configs: readonly RelatedConfig[];
  direction: GraphDirection;
  edgeStyle: GraphEdgeStyle;
  onDirectionChange: (direction: GraphDirection) => void;
  onEdgeStyleChange: (edgeStyle: GraphEdgeStyle) => void;
}

/** The config in the middle and its related configs around it, laid out by dagre. */
export function RelationshipsGraph({ root, configs, direction, edgeStyle, onDirectionChange, onEdgeStyleChange }: RelationshipsGraphProps) {
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const graph = useMemo(() => buildRelationshipGraph(root, configs), [root, configs]);

  const { nodes, edges } = useMemo(() => {
    const onToggle = (id: string) =>
      setToggled((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    return relationshipFlowElements(graph, { toggled, direction, edgeStyle, onToggle });
  }, [graph, toggled, direction, edgeStyle]);

  return (
    <div className="flex min-h-[32rem] flex-1 flex-col gap-2">
      <div className="flex gap-3">
        <ToggleGroup type="single" label="Direction" value={direction} options={DIRECTION_OPTIONS} onChange={onDirectionChange} />
        <ToggleGroup type="single" label="Edge style" value={edgeStyle} options={EDGE_STYLE_OPTIONS} onChange={onEdgeStyleChange} />
      </div>
      <div className="h-[30rem] rounded border border-gray-200" data-testid="relationships-graph">
        <ReactFlowProvider>
          <ReactFlow
            nodes={nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            nodesConnectable={false}
            fitView
            // React Flow stops zooming out at 0.5 by default, which cuts off a wide graph in a narrow pane.
            minZoom={0.1}
            fitViewOptions={{ duration: GRAPH_ANIMATION_MS }}
            onNodeClick={(_event, node) => {
              if (node.data.expandable) node.data.onToggle(node.id);
            }}
          >
            <Background />
            <Controls showInteractive={false} />
          </ReactFlow>
        </ReactFlowProvider>
      </div>
    </div>
  );
}
