import type { ComponentProperty, TopologyComponent, TopologyResponse } from '@vigil/domain';
import type { FakeServer, Reply } from '#test/support/fake-server.ts';
import { whoami } from '#test/support/whoami-reply.ts';

export const CLUSTER = '01900000-0000-7000-8000-000000000101';
export const API = '01900000-0000-7000-8000-000000000102';
export const DB = '01900000-0000-7000-8000-000000000103';
export const CACHE = '01900000-0000-7000-8000-000000000104';
export const QUEUE = '01900000-0000-7000-8000-000000000105';
export const API_POD = '01900000-0000-7000-8000-000000000106';
export const PLATFORM = '01900000-0000-7000-8000-000000000100';

/** A component as the topology API answers it; only what a test cares about needs saying. */
export function component(id: string, name: string, fields: Partial<TopologyComponent> = {}): TopologyComponent {
  return {
    id,
    topology_id: null,
    agent_id: '00000000-0000-0000-0000-000000000000',
    parent_id: null,
    path: '',
    external_id: null,
    name,
    text: null,
    type: 'Service',
    namespace: null,
    status: 'healthy',
    status_reason: null,
    health: null,
    description: null,
    icon: null,
    owner: null,
    tooltip: null,
    lifecycle: null,
    labels: null,
    hidden: false,
    log_selectors: null,
    properties: null,
    summary: null,
    is_leaf: true,
    cost_per_minute: null,
    cost_total_1d: null,
    cost_total_7d: null,
    cost_total_30d: null,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    team_names: [],
    ...fields,
  };
}

export const property = (name: string, fields: Partial<ComponentProperty>): ComponentProperty => ({ name, ...fields });

/** Four roots in an order the dashboard must not keep: healthy, unknown, warning, unhealthy. */
export const ROOTS: TopologyComponent[] = [
  component(CLUSTER, 'cluster', { status: 'healthy', type: 'Kubernetes::Cluster', labels: { env: 'prod' } }),
  component(QUEUE, 'queue', { status: 'unknown', labels: { env: 'dev' } }),
  component(CACHE, 'cache', { status: 'warning', labels: { env: 'prod' } }),
  component(DB, 'db', { status: 'unhealthy', type: 'Database', labels: { env: 'prod' } }),
];

export function topologyReply(components: TopologyComponent[], extra: Partial<TopologyResponse> = {}): Reply {
  return {
    body: {
      components,
      healthStatuses: ['healthy', 'unhealthy', 'unknown', 'warning'],
      teams: ['Payments', 'Platform'],
      types: ['Database', 'Kubernetes::Cluster', 'Service'],
      tags: { env: ['dev', 'prod'] },
      ...extra,
    } satisfies TopologyResponse,
  };
}

/** The topology API as the dashboard sees it, answering with these replies in turn. */
export function serveTopology(server: FakeServer, ...replies: Reply[]): FakeServer {
  return server
    .on('GET', '/api/auth/whoami', whoami(['admin']))
    .on('GET', '/api/properties', { body: [] })
    .on('GET', '/api/canary/api/topology', ...(replies.length > 0 ? replies : [topologyReply(ROOTS)]))
    .on('GET', '/api/db/component_names', { body: [{ id: PLATFORM, name: 'platform' }] });
}

/** The query of the latest topology request. */
export function lastTopologyQuery(server: FakeServer): URLSearchParams {
  const calls = server.calls('GET', '/api/canary/api/topology');
  if (calls.length === 0) throw new Error('the topology was never read');
  return calls.at(-1)!.query;
}
