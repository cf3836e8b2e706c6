import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JobHistoryRoute } from '#src/features/job-history/routes/job-history.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { chooseOption } from '#test/support/kit-select.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const server = fakeServerForEachTest();
const HISTORY = '/api/db/job_histories';
const SUMMARY = '/api/db/job_history_summary';
const CANARY_ID = '01900000-0000-7000-8000-00000000c001';
const HOUR_MS = 3_600_000;

function jobRow(overrides: Record<string, unknown> = {}) {
  return {
    id: '01900000-0000-7000-8000-00000000e001',
    name: 'CanaryRun',
    resource_type: 'canary',
    resource_id: CANARY_ID,
    resource_name: 'orders-http',
    status: 'FAILED',
    time_start: new Date(Date.now() - 5 * 60_000).toISOString(),
    duration_millis: 1500,
    success_count: 3,
    error_count: 2,
    hostname: 'vigil-0',
    agent: { id: '00000000-0000-0000-0000-000000000000', name: 'local' },
    details: { errors: ['dial tcp 10.0.0.7:443: connection refused'], summary: { checks: 5 } },
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

function serveJobs(rows: unknown[] = [jobRow()], total = 120) {
  const page = { body: rows, headers: { 'Content-Range': rows.length === 0 ? '*/0' : `0-${rows.length - 1}/${total}` } };
  server
    .on('GET', '/api/auth/whoami', whoami(['admin']))
    .on('GET', '/api/properties', { body: [] })
    .on('GET', '/api/db/job_history_names', { body: [{ name: 'CanaryRun' }, { name: 'TopologyRun' }] })
    .on('GET', HISTORY, page)
    .on('GET', SUMMARY, page);
}

function openJobs(address = '/settings/jobs') {
  return renderRoute(<JobHistoryRoute />, { path: '/settings/jobs', address });
}

const lastQuery = (path = HISTORY) => server.calls('GET', path).at(-1)!.query;

/** How many hours the created_at window of the latest request spans. */
function windowHours(): number {
  const [from, to] = lastQuery().getAll('created_at');
  return Math.round((Date.parse(to!.replace(/^lte\./, '')) - Date.parse(from!.replace(/^gte\./, ''))) / HOUR_MS);
}

async function openDropdown(label: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}:`) }));
  return screen.findByRole('dialog', { name: label });
}

describe('/settings/jobs', () => {
  it('asks for the last 2 days without successful runs, 50 a page, newest first, counted exactly', async () => {
    serveJobs();
    openJobs();
    const row = (await screen.findByRole('cell', { name: 'CanaryRun' })).closest('tr')!;
    const request = server.calls('GET', HISTORY).at(-1)!;
    expect(request.query.get('status')).toBe('not.in.("SUCCESS")');
    expect(windowHours()).toBe(48);
    expect(request.query.get('limit')).toBe('50');
    expect(request.query.get('order')).toBe('created_at.desc,id.desc');
    expect(request.headers.get('Prefer')).toContain('count=exact');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual([
      'Name',
      'Resource',
      'Status',
      'Started',
      'Duration',
      'Success',
      'Errors',
      'Agent',
      'Hostname',
    ]);
    expect(within(row).getByRole('link', { name: 'orders-http' })).toHaveAttribute('href', `/settings/canaries/${CANARY_ID}`);
    expect(within(row).getByText('FAILED')).toBeInTheDocument();
    expect(within(row).getByText('1.5s')).toBeInTheDocument();
    expect(within(row).getByText('vigil-0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Status:/ })).toHaveTextContent('SUCCESS');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('includes and excludes statuses and names, and keeps them in the address', async () => {
    serveJobs();
    const page = openJobs();
    await screen.findByRole('cell', { name: 'CanaryRun' });

    const status = await openDropdown('Status');
    await userEvent.click(within(status).getByRole('button', { name: 'Include FAILED' }));
    await waitFor(() => expect(lastQuery().getAll('status')).toEqual(['in.("FAILED")', 'not.in.("SUCCESS")']));
    expect(page.search().get('status')).toBe('SUCCESS:-1,FAILED:1');
    await userEvent.click(within(status).getByRole('button', { name: 'Exclude SUCCESS' }));
    await waitFor(() => expect(lastQuery().getAll('status')).toEqual(['in.("FAILED")']));
    await userEvent.keyboard('{Escape}');

    const names = await openDropdown('Name');
    await userEvent.click(within(names).getByRole('button', { name: 'Exclude TopologyRun' }));
    await waitFor(() => expect(lastQuery().get('name')).toBe('not.in.("TopologyRun")'));
    expect(page.search().get('name')).toBe('TopologyRun:-1');
  });

  it('includes or excludes a cell’s name or status from the row itself', async () => {
    serveJobs();
    const page = openJobs();
    const row = (await screen.findByRole('cell', { name: /CanaryRun/ })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Exclude CanaryRun' }));
    await waitFor(() => expect(lastQuery().get('name')).toBe('not.in.("CanaryRun")'));
    await userEvent.click(within(row).getByRole('button', { name: 'Include FAILED' }));
    await waitFor(() => expect(page.search().get('status')).toBe('SUCCESS:-1,FAILED:1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads every status when the address clears the default', async () => {
    serveJobs();
    openJobs('/settings/jobs?status=&rangeType=relative&range=6h');
    await screen.findByRole('cell', { name: 'CanaryRun' });
    expect(lastQuery().get('status')).toBeNull();
    expect(windowHours()).toBe(6);
  });

  it('filters on run duration, at least the chosen preset', async () => {
    serveJobs();
    const page = openJobs();
    await screen.findByRole('cell', { name: 'CanaryRun' });
    await chooseOption(screen.getByRole('combobox', { name: 'Duration' }), '5s');
    await waitFor(() => expect(lastQuery().get('duration_millis')).toBe('gte.5000'));
    expect(page.search().get('runDuration')).toBe('5000');
  });

  it('refreshes by itself at the chosen rate, kept in the address', async () => {
    serveJobs();
    const page = openJobs();
    await screen.findByRole('cell', { name: 'CanaryRun' });
    await chooseOption(screen.getByRole('combobox', { name: 'Refresh' }), '30s');
    await waitFor(() => expect(page.search().get('refresh')).toBe('30s'));
  });

  it('shows only the latest run of every job from job_history_summary when asked', async () => {
    serveJobs();
    openJobs();
    await screen.findByRole('cell', { name: 'CanaryRun' });
    await userEvent.click(screen.getByRole('switch', { name: 'Latest run per job' }));
    await waitFor(() => expect(server.calls('GET', SUMMARY)).not.toHaveLength(0));
    expect(lastQuery(SUMMARY).get('status')).toBe('not.in.("SUCCESS")');
  });

  it('opens a run’s details as YAML', async () => {
    serveJobs();
    openJobs();
    await userEvent.click(await screen.findByRole('cell', { name: 'CanaryRun' }));
    const dialog = await screen.findByRole('dialog', { name: 'CanaryRun details' });
    expect(within(dialog).getByRole('region', { name: 'Errors' })).toHaveTextContent('- "dial tcp 10.0.0.7:443: connection refused"');
    expect(within(dialog).getByRole('region', { name: 'Summary' })).toHaveTextContent('checks: 5');
    expect(within(dialog).queryByText('No details found')).not.toBeInTheDocument();
  });

  it('says No details found for a run without details', async () => {
    serveJobs([jobRow({ details: {} })]);
    openJobs();
    await userEvent.click(await screen.findByRole('cell', { name: 'CanaryRun' }));
    const dialog = await screen.findByRole('dialog', { name: 'CanaryRun details' });
    expect(within(dialog).getByText('No details found')).toBeInTheDocument();
  });

  it('shows the error when the list cannot be read', async () => {
    serveJobs();
    server.on('GET', HISTORY, { status: 500, body: { message: 'database is down' } });
    openJobs();
    expect(await screen.findByText('Could not load job history')).toBeInTheDocument();
  });
});
