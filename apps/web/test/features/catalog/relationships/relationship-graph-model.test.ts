import { describe, expect, it } from 'vitest';
import {
  buildRelationshipGraph,
  visibleGraph,
} from '#src/features/catalog/utils/relationships/relationship-graph-model.ts';
import { ROOT_ID, aRelated } from './relationships-fixtures.ts';

const root = { id: ROOT_ID, name: 'orders', type: 'Kubernetes::Deployment', health: 'healthy' };

function labels(nodes: { label: string; count?: number }[]) {
  return nodes.map((node) => (node.count === undefined ? node.label : `${node.label} (${node.count})`)).sort();
}

describe('relationship graph', () => {
  it('shows fewer than 3 configs of a type as their own nodes under the root', () => {
    const pods = [aRelated({ name: 'pod-a' }), aRelated({ name: 'pod-b' })];
    const { nodes, edges } = visibleGraph(buildRelationshipGraph(root, pods), new Set());
    expect(labels(nodes)).toEqual(['orders', 'pod-a', 'pod-b']);
    expect(edges.map((edge) => [edge.source, edge.target])).toEqual(pods.map((pod) => [ROOT_ID, pod.id]));
  });

  it('collapses 3 or more configs of one type into an intermediary with a count, 3 starting expanded', () => {
    const pods = ['a', 'b', 'c'].map((name) => aRelated({ name: `pod-${name}` }));
    const service = aRelated({ name: 'svc', type: 'Kubernetes::Service' });
    const { nodes, edges } = visibleGraph(buildRelationshipGraph(root, [...pods, service]), new Set());
    expect(labels(nodes)).toEqual(['Kubernetes::Pod (3)', 'orders', 'pod-a', 'pod-b', 'pod-c', 'svc']);
    const group = nodes.find((node) => node.kind === 'group')!;
    expect(edges.filter((edge) => edge.source === ROOT_ID).map((edge) => edge.target).sort()).toEqual([group.id, service.id].sort());
    expect(edges.filter((edge) => edge.source === group.id)).toHaveLength(3);
  });

  it('keeps more than 3 children hidden until the node is expanded, and hides them again on collapse', () => {
    const pods = ['a', 'b', 'c', 'd'].map((name) => aRelated({ name: `pod-${name}` }));
    const graph = buildRelationshipGraph(root, pods);
    const collapsed = visibleGraph(graph, new Set());
    expect(labels(collapsed.nodes)).toEqual(['Kubernetes::Pod (4)', 'orders']);
    const groupId = collapsed.nodes.find((node) => node.kind === 'group')!.id;
    expect(labels(visibleGraph(graph, new Set([groupId])).nodes)).toEqual(['Kubernetes::Pod (4)', 'orders', 'pod-a', 'pod-b', 'pod-c', 'pod-d']);
  });

  it('merges intermediaries over the same configs reached from two parents', () => {
    const left = aRelated({ name: 'left', type: 'Kubernetes::ReplicaSet' });
    const right = aRelated({ name: 'right', type: 'Kubernetes::Node' });
    const pods = ['a', 'b', 'c'].map((name) => aRelated({ name: `pod-${name}`, related_ids: [left.id, right.id], depth: 2 }));
    const { nodes, edges } = visibleGraph(buildRelationshipGraph(root, [left, right, ...pods]), new Set());
    const groups = nodes.filter((node) => node.kind === 'group');
    expect(groups).toHaveLength(1);
    expect(edges.filter((edge) => edge.target === groups[0]!.id).map((edge) => edge.source).sort()).toEqual([left.id, right.id].sort());
  });

  it('draws incoming configs pointing at the config they relate to, and marks deleted ones', () => {
    const owner = aRelated({ name: 'owner', direction: 'incoming', deleted_at: '2024-01-01T00:00:00Z' });
    const { nodes, edges } = visibleGraph(buildRelationshipGraph(root, [owner]), new Set());
    expect(edges).toEqual([{ id: `${owner.id}->${ROOT_ID}`, source: owner.id, target: ROOT_ID }]);
    expect(nodes.find((node) => node.id === owner.id)?.deleted).toBe(true);
  });
});
