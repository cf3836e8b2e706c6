import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { Link } from 'react-router';
import { Icon } from '#src/ui/icon/icon.tsx';
import type { FlowNodeData } from '#src/features/catalog/utils/relationships/relationship-flow-elements.ts';

export type RelationshipFlowNode = Node<FlowNodeData, 'relationship'>;

const HEALTH_BORDERS: Record<string, string> = { unhealthy: 'border-red-500', warning: 'border-orange-400' };

/** One config or intermediary on the graph: name, type, count, health border and the expand switch. */
export function RelationshipGraphNode({ data }: NodeProps<RelationshipFlowNode>) {
  const { model, isRoot, expandable, expanded, vertical, onToggle } = data;
  const border = (model.health && HEALTH_BORDERS[model.health]) ?? (isRoot ? 'border-blue-600' : 'border-gray-300');
  return (
    <div
      data-testid={`graph-node-${model.id}`}
      data-deleted={model.deleted}
      className={`flex h-full w-full items-center gap-4 rounded-lg border-2 bg-white px-5 text-2xl ${border} ${model.deleted ? 'opacity-50' : ''}`}
    >
      <Handle type="target" position={vertical ? Position.Top : Position.Left} />
      <Icon name={model.type} size={48} className="shrink-0 text-gray-500" />
      <div className="flex min-w-0 flex-1 flex-col justify-center">
        {model.kind === 'config' && !isRoot ? (
          <Link to={`/catalog/${model.id}`} onClick={(event) => event.stopPropagation()} className="truncate font-medium hover:underline">
            {model.label}
          </Link>
        ) : (
          <span className="truncate font-medium">
            {model.label}
            {model.count !== undefined && <span className="ml-2 rounded bg-gray-100 px-2 text-lg">{model.count}</span>}
          </span>
        )}
        {model.kind === 'config' && <span className="truncate text-lg text-gray-500">{model.type}</span>}
        {expandable && (
          <button
            type="button"
            className="nodrag self-start text-lg leading-tight text-blue-700 hover:underline"
            onClick={(event) => {
              event.stopPropagation();
              onToggle(model.id);
            }}
          >
            {expanded ? 'Collapse' : `Expand (${model.childIds.length})`}
          </button>
        )}
      </div>
      <Handle type="source" position={vertical ? Position.Bottom : Position.Right} />
    </div>
  );
}
