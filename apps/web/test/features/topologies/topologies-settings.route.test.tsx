import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopologiesSettingsRoute } from '#src/features/topologies/routes/topologies-settings.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const API = fakeServerForEachTest();

const SHOP = {
  id: '01900000-0000-7000-8000-000000000301',
  name: 'shop',
  namespace: 'default',
  labels: { team: 'payments', env: 'prod' },
  spec: { schedule: '@every 10m', components: [] },
  schedule: null,
  source: 'UI',
  created_by: '01900000-0000-7000-8000-0000000000aa',
  creator: { name: 'Grace Hopper' },
  created_at: '2025-03-01T08:00:00Z',
  updated_at: '2025-03-02T08:00:00Z',
  job_status: 'FAILED',
  job_time_start: '2025-03-02T09:00:00Z',
  job_last_failed: '2025-03-02T09:00:00Z',
};
const CLUSTER = { ...SHOP, id: '01900000-0000-7000-8000-000000000302', name: 'cluster', spec: {}, labels: null, source: 'kubernetes/abc', creator: null, job_status: 'SUCCESS' };

function serve(roles: string[], rows: object[] = [SHOP, CLUSTER]) {
  API.on('GET', '/api/auth/whoami', whoami(roles)).on('GET', '/api/db/topologies_with_status', {
    body: rows,
    headers: { 'Content-Range': rows.length === 0 ? '*/0' : `0-${rows.length - 1}/${rows.length}` },
  });
}

function openList() {
  return renderRoute(<TopologiesSettingsRoute />, { path: '/settings/topologies/:id?', address: '/settings/topologies' });
}

async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

describe('Topologies settings list', () => {
  it('lists the topologies with their schedule, job status, last run, tags and creator, newest first', async () => {
    serve(['admin']);
    openList();
    const shop = await rowOf('shop');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Name', 'Source', 'Schedule', 'Namespace', 'Job Status', 'Last Run', 'Last Failed', 'Tags', 'Created', 'Updated', 'Created By']);
    const cellOf = (row: HTMLElement, header: string) => within(row).getAllByRole('cell')[headers.indexOf(header)]!;
    expect(cellOf(shop, 'Schedule')).toHaveTextContent('@every 10m');
    expect(cellOf(shop, 'Job Status')).toHaveTextContent('FAILED');
    expect(within(cellOf(shop, 'Job Status')).getByRole('link', { name: 'View details' })).toHaveAttribute('href', `/settings/topologies/${SHOP.id}?tab=jobHistory`);
    expect(cellOf(shop, 'Tags')).toHaveTextContent('team: payments');
    expect(cellOf(shop, 'Tags')).toHaveTextContent('+1 more');
    expect(cellOf(shop, 'Created By')).toHaveTextContent('Grace Hopper');
    const cluster = await rowOf('cluster');
    expect(cellOf(cluster, 'Schedule')).toHaveTextContent('@every 5m');
    expect(cellOf(cluster, 'Source')).toHaveTextContent('kubernetes/abc');
    const query = API.calls('GET', '/api/db/topologies_with_status')[0]!.query;
    expect(query.get('order')).toBe('created_at.desc');
    expect(query.get('select')).toContain('creator:created_by(name)');
    expect(query.get('limit')).toBe('50');
  });

  it('says No resources found when there are no topologies', async () => {
    serve(['admin'], []);
    openList();
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });

  it.each([['admin'], ['editor']])('offers Add Topology to an %s', async (role) => {
    serve([role]);
    openList();
    await rowOf('shop');
    expect(await screen.findByRole('link', { name: 'Add Topology' })).toHaveAttribute('href', '/settings/topologies/new');
  });

  it.each([['viewer'], ['responder'], ['commander']])('lists the topologies to a %s without Add Topology', async (role) => {
    serve([role]);
    openList();
    await rowOf('shop');
    expect(screen.queryByRole('link', { name: 'Add Topology' })).not.toBeInTheDocument();
  });

  it('opens a topology on a row click', async () => {
    serve(['admin']);
    const { router } = openList();
    (await rowOf('shop')).click();
    await screen.findByRole('cell', { name: 'shop' });
    expect(router.state.location.pathname).toBe(`/settings/topologies/${SHOP.id}`);
  });
});
