import type { TopologyComponent } from '@vigil/domain';
import type { FakeServer } from '#test/support/fake-server.ts';
import { whoami } from '#test/support/whoami-reply.ts';
import { API, API_POD, CLUSTER, component, DB, topologyReply } from '../support/topology-api.ts';

export const CONFIG = '01900000-0000-7000-8000-000000000201';
export const OTHER_CONFIG = '01900000-0000-7000-8000-000000000202';
export const CHECK = '01900000-0000-7000-8000-000000000301';
export const TEAM = '01900000-0000-7000-8000-000000000401';
export const INCIDENT = '01900000-0000-7000-8000-000000000501';
export const TOPOLOGY = '01900000-0000-7000-8000-000000000601';

/** The cluster with two cards: api (a leaf) and db (with a child of its own). */
export const CLUSTER_TREE: TopologyComponent = component(CLUSTER, 'cluster', {
  is_leaf: false,
  topology_id: TOPOLOGY,
  type: 'Kubernetes::Cluster',
  labels: { env: 'prod' },
  components: [
    component(API, 'api', { status: 'unhealthy', status_reason: 'pods crashing', is_leaf: true }),
    component(DB, 'db', { is_leaf: false, components: [component(API_POD, 'db-0')] }),
  ],
});

export interface PanelApiOptions {
  roles?: string[];
  properties?: { name: string; value: string }[];
}

/** The dashboard of the cluster and the data API lists of its panel. */
export function servePanel(server: FakeServer, { roles = ['admin'], properties = [] }: PanelApiOptions = {}): FakeServer {
  return server
    .on('GET', '/api/auth/whoami', whoami(roles))
    .on('GET', '/api/properties', { body: properties })
    .on('GET', '/api/canary/api/topology', topologyReply([CLUSTER_TREE]))
    .on('GET', '/api/db/component_names', { body: [] })
    .on('GET', '/api/db/config_component_relationships', {
      body: [{ config_id: CONFIG, selector_id: 'manual', config: { id: CONFIG, name: 'prod-cluster', type: 'Kubernetes::Cluster', status: null, health: null } }],
    })
    .on('GET', '/api/db/check_component_relationships', {
      body: [{ check_id: CHECK, check: { id: CHECK, name: 'api-http', type: 'http', status: 'unhealthy' } }],
    })
    .on('GET', '/api/db/team_components', { body: [{ team_id: TEAM, team: { id: TEAM, name: 'Platform', icon: null } }] })
    .on('GET', '/api/db/incidents_by_component', {
      body: [{ id: INCIDENT, incident_id: 'INC-7', title: 'API down', type: 'availability', status: 'open', severity: 'high', created_at: '2026-11-20T10:00:00Z' }],
    })
    .on('GET', '/api/db/analysis_by_component', {
      body: [
        { id: 'a1', config_id: CONFIG, name: 'prod-cluster', analyzer: 'cpu', analysis_type: 'performance', severity: 'high', status: 'open', summary: 'CPU throttled' },
      ],
    })
    .on('GET', '/api/db/changes_by_component', {
      body: [{ id: 'c1', config_id: CONFIG, name: 'prod-cluster', change_type: 'diff', severity: 'info', summary: 'replicas 2 -> 3', created_at: '2026-11-21T10:00:00Z' }],
    })
    .on('GET', '/api/db/playbook_runs', { body: [] })
    .on('GET', '/api/db/config_items', {
      body: [
        { id: CONFIG, name: 'prod-cluster', type: 'Kubernetes::Cluster' },
        { id: OTHER_CONFIG, name: 'prod-db', type: 'AWS::RDS::DBInstance' },
      ],
    })
    .on('POST', '/api/db/config_component_relationships', { status: 201 });
}
