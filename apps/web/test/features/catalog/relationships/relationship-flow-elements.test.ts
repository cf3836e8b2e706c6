import { describe, expect, it } from 'vitest';
import { relationshipFlowElements } from '#src/features/catalog/utils/relationships/relationship-flow-elements.ts';
import { buildRelationshipGraph } from '#src/features/catalog/utils/relationships/relationship-graph-model.ts';
import { ROOT_ID, aRelated } from './relationships-fixtures.ts';

const root = { id: ROOT_ID, name: 'orders', type: 'Kubernetes::Deployment', health: 'healthy' };
const noop = () => undefined;

function elements(direction: 'horizontal' | 'vertical', edgeStyle: 'default' | 'smoothstep') {
  const child = aRelated({ name: 'pod-a' });
  const sibling = aRelated({ name: 'svc', type: 'Kubernetes::Service' });
  const graph = buildRelationshipGraph(root, [child, sibling]);
  const flow = relationshipFlowElements(graph, { toggled: new Set(), direction, edgeStyle, onToggle: noop });
  const at = (id: string) => flow.nodes.find((node) => node.id === id)!.position;
  return { flow, root: at(ROOT_ID), child: at(child.id), sibling: at(sibling.id) };
}

describe('relationship flow elements', () => {
  it('lays related configs out to the right of the config, 400 by 100 nodes 120 apart, when horizontal', () => {
    const { flow, root: rootAt, child, sibling } = elements('horizontal', 'default');
    expect(child.x - rootAt.x).toBe(400 + 120);
    expect(Math.abs(child.y - sibling.y)).toBe(100 + 100);
    expect(flow.nodes.every((node) => node.width === 400 && node.height === 100)).toBe(true);
    expect(flow.edges.map((edge) => edge.type)).toEqual(['default', 'default']);
  });

  it('lays them out below the config when vertical, with smooth step edges when chosen', () => {
    const { flow, root: rootAt, child, sibling } = elements('vertical', 'smoothstep');
    expect(child.y - rootAt.y).toBe(100 + 120);
    expect(Math.abs(child.x - sibling.x)).toBe(400 + 100);
    expect(flow.edges.map((edge) => edge.type)).toEqual(['smoothstep', 'smoothstep']);
    expect(flow.nodes.find((node) => node.id === ROOT_ID)?.data.isRoot).toBe(true);
  });
});
