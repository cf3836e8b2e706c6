import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamsRoute } from '#src/features/teams/routes/teams.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const API = fakeServerForEachTest();

const PAYMENTS = {
  id: '01900000-0000-7000-8000-000000000601',
  name: 'Payments',
  icon: 'group',
  labels: { area: 'checkout', tier: 'one', region: 'eu' },
  source: 'UI',
  member_count: 3,
  created_by: '01900000-0000-7000-8000-0000000000aa',
  creator: { name: 'Grace Hopper' },
  created_at: '2025-03-01T08:00:00Z',
  updated_at: '2025-03-02T08:00:00Z',
  job_status: 'FAILED',
  job_time_start: '2025-03-02T09:00:00Z',
  job_last_failed: '2025-03-02T09:00:00Z',
};
const PLATFORM = { ...PAYMENTS, id: '01900000-0000-7000-8000-000000000602', name: 'Platform', labels: null, source: 'kubernetes/abc', creator: null, member_count: 0, job_status: null };

function serve(roles: string[], rows: object[] = [PAYMENTS, PLATFORM]) {
  API.on('GET', '/api/auth/whoami', whoami(roles)).on('GET', '/api/db/teams_with_status', {
    body: rows,
    headers: { 'Content-Range': rows.length === 0 ? '*/0' : `0-${rows.length - 1}/${rows.length}` },
  });
}

function openList() {
  return renderRoute(<TeamsRoute />, { path: '/settings/teams/:id?', address: '/settings/teams' });
}

async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

describe('Teams settings list', () => {
  it('lists the teams with members, job status, last run, tags and creator, without schedule or namespace', async () => {
    serve(['admin']);
    openList();
    const payments = await rowOf('Payments');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Name', 'Source', 'Members', 'Job Status', 'Last Run', 'Last Failed', 'Tags', 'Created', 'Updated', 'Created By']);
    const cellOf = (row: HTMLElement, header: string) => within(row).getAllByRole('cell')[headers.indexOf(header)]!;
    expect(cellOf(payments, 'Members')).toHaveTextContent('3');
    expect(cellOf(payments, 'Job Status')).toHaveTextContent('FAILED');
    expect(within(cellOf(payments, 'Job Status')).getByRole('link', { name: 'View details' })).toHaveAttribute('href', `/settings/teams/${PAYMENTS.id}?tab=jobHistory`);
    expect(cellOf(payments, 'Tags')).toHaveTextContent('area: checkout');
    expect(cellOf(payments, 'Tags')).toHaveTextContent('+2 more');
    expect(cellOf(payments, 'Created By')).toHaveTextContent('Grace Hopper');
    const platform = await rowOf('Platform');
    expect(cellOf(platform, 'Source')).toHaveTextContent('kubernetes/abc');
    expect(cellOf(platform, 'Tags')).toHaveTextContent('');
    const query = API.calls('GET', '/api/db/teams_with_status')[0]!.query;
    expect(query.get('order')).toBe('created_at.desc');
    expect(query.get('select')).toContain('creator:created_by(name)');
    expect(query.get('limit')).toBe('50');
  });

  it('says No resources found when there are no teams', async () => {
    serve(['admin'], []);
    openList();
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });

  it('offers Add Team to an admin', async () => {
    serve(['admin']);
    openList();
    await rowOf('Payments');
    expect(await screen.findByRole('link', { name: 'Add Team' })).toHaveAttribute('href', '/settings/teams/new');
  });

  it.each([['editor'], ['viewer'], ['responder']])('lists the teams without Add Team to the role %s (teams are changed by who manages identities)', async (role) => {
    serve([role]);
    openList();
    await rowOf('Payments');
    expect(screen.queryByRole('link', { name: 'Add Team' })).not.toBeInTheDocument();
  });

  it('opens a team on a row click', async () => {
    serve(['admin']);
    const { router } = openList();
    (await rowOf('Payments')).click();
    await screen.findByRole('cell', { name: 'Payments' });
    expect(router.state.location.pathname).toBe(`/settings/teams/${PAYMENTS.id}`);
  });
});
