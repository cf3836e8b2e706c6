import { screen } from '@testing-library/react';
import { ConnectionsRoute } from '#src/features/connections/routes/connections.route.tsx';
import { FakeServer } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

export const PG = '01900000-0000-7000-8000-0000000000c1';
export const HOOK = '01900000-0000-7000-8000-0000000000c2';
export const CREATOR = '01900000-0000-7000-8000-000000000077';

function row(id: string, name: string, type: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name,
    namespace: 'default',
    type,
    url: null,
    username: null,
    properties: null,
    insecure_tls: false,
    source: 'UI',
    created_by: CREATOR,
    creator: { id: CREATOR, name: 'Grace Hopper' },
    created_at: '2025-03-01T09:00:00Z',
    updated_at: '2025-03-02T09:00:00Z',
    ...extra,
  };
}

export const CONNECTIONS = [
  row(PG, 'orders-db', 'postgres', { url: 'postgres://$(username):$(password)@db:5432/orders', username: 'app' }),
  row(HOOK, 'alerts-hook', 'generic_webhook', { url: 'https://hooks.example.com/in', source: 'kubernetes/vigil/alerts', properties: { method: 'PUT', contentType: 'application/json', messageKey: 'message', titleKey: 'title' } }),
];

/** The whole rows as the dialog reads them: stored secrets masked by the server. */
export const FULL_ROWS: Record<string, Record<string, unknown>> = {
  [PG]: { ...CONNECTIONS[0], password: '***', certificate: null },
  [HOOK]: { ...CONNECTIONS[1], password: null, certificate: null },
};

/** The connections API as the page sees it, for a user with these roles. */
export function serveConnections(roles: string[]): FakeServer {
  return new FakeServer()
    .install()
    .on('GET', '/api/auth/whoami', whoami(roles))
    .on('GET', '/api/db/connections', (request) => {
      const id = request.query.get('id');
      if (id) return { body: Object.values(FULL_ROWS).filter((full) => `eq.${String(full.id)}` === id) };
      return { body: CONNECTIONS, headers: { 'Content-Range': `0-1/${CONNECTIONS.length}` } };
    })
    .on('GET', '/api/db/permissions', { body: [], headers: { 'Content-Range': '*/0' } });
}

export function openConnections(address = '/settings/connections') {
  return renderRoute(<ConnectionsRoute />, { path: '/settings/connections', address });
}

export async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

/** The query of the latest list request (not a single-connection lookup). */
export function lastListQuery(api: FakeServer): URLSearchParams {
  const lists = api.calls('GET', '/api/db/connections').filter((call) => !call.query.has('id'));
  return lists[lists.length - 1]!.query;
}
