import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CanariesRoute } from '#src/features/canaries/routes/canaries.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const API = fakeServerForEachTest();

const WEB = {
  id: '01900000-0000-7000-8000-000000000101',
  name: 'web-checks',
  namespace: 'default',
  labels: null,
  spec: { schedule: '@every 30s', http: [{ name: 'home', url: 'https://example.test' }, { name: 'api', url: 'https://example.test/api' }], tcp: [{ name: 'db', endpoint: 'db:5432' }] },
  schedule: '@every 30s',
  source: 'UI',
  created_by: null,
  created_at: '2025-03-01T08:00:00Z',
  updated_at: '2025-03-02T08:00:00Z',
  job_status: 'FAILED',
  job_time_start: '2025-03-03T08:00:00Z',
  job_last_failed: '2025-03-03T08:00:00Z',
};

const KUBE = { ...WEB, id: '01900000-0000-7000-8000-000000000102', name: 'kube-checks', source: 'kubernetes/abc', job_status: 'SUCCESS', spec: { exec: [{ name: 'x', script: 'true' }] } };

function serve(roles: string[], total = 2) {
  API.on('GET', '/api/auth/whoami', whoami(roles)).on('GET', '/api/db/canaries_with_status', {
    body: [WEB, KUBE],
    headers: { 'Content-Range': `0-1/${total}` },
  });
}

function openList(address = '/settings/canaries') {
  // The optional id lets a row click land on a route rather than a 404.
  return renderRoute(<CanariesRoute />, { path: '/settings/canaries/:id?', address });
}

async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

describe('Health Checks settings list', () => {
  it('lists canaries with their check counts by type, source and last job status in its colour', async () => {
    serve(['admin']);
    openList();
    const web = await rowOf('web-checks');
    expect(within(web).getByText('http: 2, tcp: 1')).toBeInTheDocument();
    expect(within(web).getByText('FAILED')).toHaveClass('bg-red-100');
    const kube = await rowOf('kube-checks');
    expect(within(kube).getByText('kubernetes/abc')).toBeInTheDocument();
    expect(within(kube).getByText('SUCCESS')).toHaveClass('bg-green-100');
    const query = API.calls('GET', '/api/db/canaries_with_status')[0]!.query;
    expect(query.get('limit')).toBe('50');
    expect(query.get('offset')).toBe('0');
    expect(query.get('order')).toBe('name.asc');
  });

  it('shows every column of spec 001 §2.5, with View details, tags with +N more and the creator', async () => {
    API.on('GET', '/api/auth/whoami', whoami(['admin'])).on('GET', '/api/db/canaries_with_status', {
      body: [{ ...WEB, labels: { team: 'payments', env: 'prod', tier: 'gold' }, creator: { name: 'Grace Hopper' } }],
      headers: { 'Content-Range': '0-0/1' },
    });
    openList();
    const web = await rowOf('web-checks');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Name', 'Source', 'Schedule', 'Namespace', 'Checks', 'Job Status', 'Last Run', 'Last Failed', 'Tags', 'Created', 'Updated', 'Created By']);
    const cellOf = (header: string) => within(web).getAllByRole('cell')[headers.indexOf(header)]!;
    expect(cellOf('Tags')).toHaveTextContent('team: payments+2 more');
    expect(cellOf('Created By')).toHaveTextContent('Grace Hopper');
    expect(within(cellOf('Job Status')).getByRole('link', { name: 'View details' })).toHaveAttribute('href', `/settings/canaries/${WEB.id}?tab=jobHistory`);
    expect(API.calls('GET', '/api/db/canaries_with_status')[0]!.query.get('select')).toContain('creator:created_by(name)');
  });

  it('gives the secondary columns a priority so the table fits at 1280 px', async () => {
    serve(['admin']);
    openList();
    await rowOf('web-checks');
    const classOf = (header: string) => screen.getAllByRole('columnheader').find((cell) => cell.textContent?.trim() === header)!.className;
    for (const header of ['Source', 'Last Failed', 'Created', 'Created By']) expect(classOf(header)).toContain('@7xl:table-cell');
    for (const header of ['Schedule', 'Namespace', 'Checks', 'Tags', 'Updated']) expect(classOf(header)).toContain('@4xl:table-cell');
    for (const header of ['Name', 'Job Status', 'Last Run']) expect(classOf(header)).not.toContain('hidden');
  });

  it('asks the server for the page and order named in the address', async () => {
    serve(['admin'], 250);
    openList('/settings/canaries?pageIndex=1&pageSize=100&sortBy=job_time_start&sortOrder=desc');
    await rowOf('web-checks');
    const query = API.calls('GET', '/api/db/canaries_with_status')[0]!.query;
    expect(query.get('limit')).toBe('100');
    expect(query.get('offset')).toBe('100');
    expect(query.get('order')).toBe('job_time_start.desc');
  });

  it('keeps a new sort order in the address and goes back to the first page', async () => {
    serve(['admin'], 250);
    const { search } = openList('/settings/canaries?pageIndex=2');
    await rowOf('web-checks');
    await userEvent.click(screen.getByRole('button', { name: /Namespace/ }));
    await waitFor(() => expect(search().get('sortBy')).toBe('namespace'));
    expect(search().get('pageIndex')).toBeNull();
    await waitFor(() => expect(API.calls('GET', '/api/db/canaries_with_status').at(-1)!.query.get('order')).toMatch(/^namespace\./));
  });

  it('offers Add Health Check only to users who may write canaries', async () => {
    serve(['admin']);
    openList();
    expect(await screen.findByRole('link', { name: 'Add Health Check' })).toHaveAttribute('href', '/settings/canaries/new');
  });

  it('hides Add Health Check from a viewer', async () => {
    serve(['viewer']);
    openList();
    await rowOf('web-checks');
    expect(screen.queryByRole('link', { name: 'Add Health Check' })).not.toBeInTheDocument();
  });

  it('opens a canary when its row is clicked', async () => {
    serve(['admin']);
    const { router } = openList();
    await userEvent.click(await screen.findByRole('cell', { name: 'web-checks' }));
    expect(router.state.location.pathname).toBe(`/settings/canaries/${WEB.id}`);
  });

  it('shows the server error when the list cannot load', async () => {
    API.on('GET', '/api/auth/whoami', whoami(['admin'])).on('GET', '/api/db/canaries_with_status', { status: 500, body: { message: 'database is down' } });
    openList();
    expect(await screen.findByText('database is down')).toBeInTheDocument();
  });

  it('shows an icon for each check type before the counts', async () => {
    serve(['admin']);
    openList();
    const web = await rowOf('web-checks');
    const cell = within(web).getByText('http: 2, tcp: 1').closest('td')!;
    expect(Array.from(cell.querySelectorAll('[data-icon]'), (icon) => icon.getAttribute('data-icon'))).toEqual(['http', 'tcp']);
    const kube = await rowOf('kube-checks');
    expect(within(kube).getByText('exec: 1').closest('td')!.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'exec');
  });
});
