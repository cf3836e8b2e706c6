import type { FakeServer, RecordedRequest } from '#test/support/fake-server.ts';
import { whoami } from '#test/support/whoami-reply.ts';

export const ME = '01900000-0000-7000-8000-0000000000aa';
export const GRACE = '01900000-0000-7000-8000-0000000000b1';
export const DISK_INCIDENT = '01900000-0000-7000-8000-0000000000c1';
export const NEW_INCIDENT = '01900000-0000-7000-8000-0000000000c9';
export const ROOT_HYPOTHESIS = '01900000-0000-7000-8000-0000000000d1';
export const NEW_HYPOTHESIS = '01900000-0000-7000-8000-0000000000d9';
export const CHECKOUT_COMPONENT = '01900000-0000-7000-8000-0000000000e1';
export const ORDERS_CONFIG = '01900000-0000-7000-8000-0000000000f1';
export const API_CHECK = '01900000-0000-7000-8000-0000000000f5';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const person = (index: number) => ({
  id: `resp-${index}`,
  type: 'person',
  person: { id: `person-${index}`, name: `Responder ${index}`, avatar: null },
  team: null,
});

export const DISK_ROW = {
  id: DISK_INCIDENT,
  incident_id: 'INC-7',
  title: 'Disk full on orders-db',
  type: 'availability',
  severity: 'critical',
  status: 'open',
  created_at: hoursAgo(3),
  created_by: GRACE,
  responders: [1, 2, 3, 4, 5, 6, 7].map(person),
};

export const LATENCY_ROW = {
  id: '01900000-0000-7000-8000-0000000000c2',
  incident_id: 'INC-6',
  title: 'Checkout latency',
  type: 'performance',
  severity: 'low',
  status: 'investigating',
  created_at: hoursAgo(30),
  created_by: ME,
  responders: [{ id: 'resp-team', type: 'jira', person: null, team: { id: 'team-1', name: 'Payments Team', icon: null } }],
};

/** The incidents API as the pages see it, for a user with these roles. */
export function serveIncidents(server: FakeServer, roles: string[], rows: unknown[] = [DISK_ROW, LATENCY_ROW], properties: unknown[] = []): FakeServer {
  return server
    .on('GET', '/api/auth/whoami', whoami(roles, ME))
    .on('GET', '/api/properties', { body: properties })
    .on('GET', '/api/db/incidents', { body: rows, headers: { 'Content-Range': `0-${Math.max(rows.length - 1, 0)}/${rows.length === 0 ? 0 : 120}` } })
    .on('GET', '/api/db/people', { body: [{ id: GRACE, name: 'Grace Hopper' }, { id: ME, name: 'Ada Admin' }] })
    .on('GET', '/api/db/component_names', { body: [{ id: CHECKOUT_COMPONENT, name: 'checkout' }] })
    .on('GET', '/api/db/config_names', { body: [{ id: ORDERS_CONFIG, name: 'orders-db', type: 'Postgres::Database' }] });
}

/** The query of the latest incident list request. */
export function lastListQuery(server: FakeServer): URLSearchParams {
  const lists = server.calls('GET', '/api/db/incidents');
  return lists[lists.length - 1]!.query;
}

/** Answers a `POST` with the body it got, completed like the server completes a row. */
export function echoRow(id: string, extra: Record<string, unknown> = {}) {
  return (request: RecordedRequest) => ({ status: 201, body: [{ id, ...(request.body as object), ...extra }] });
}
