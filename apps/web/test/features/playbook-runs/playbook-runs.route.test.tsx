import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlaybookRunsRoute } from '#src/features/playbook-runs/routes/playbook-runs.route.tsx';
import { fakeServerForEachTest, type FakeServer } from '#test/support/fake-server.ts';
import { chooseOption } from '#test/support/kit-select.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { HEALTH_PLAYBOOK, RESTART_PLAYBOOK, RUN_ID, RUN_PATH, lastQuery, runRow, servePlaybookRunsBasics } from './support/playbook-runs-api.ts';

const server = fakeServerForEachTest();
const DAY_MS = 86_400_000;

function serveRuns(roles: string[], rows: unknown[] = [runRow()], total = 320): FakeServer {
  return servePlaybookRunsBasics(server, roles).on('GET', RUN_PATH, {
    body: rows,
    headers: { 'Content-Range': rows.length === 0 ? '*/0' : `0-${rows.length - 1}/${total}` },
  });
}

function openRuns(address = '/playbooks/runs') {
  return renderRoute(<PlaybookRunsRoute />, { path: '/playbooks/runs/:id?', address });
}

async function rowOf(text: string) {
  return (await screen.findByRole('cell', { name: text })).closest('tr')!;
}

/** How many days the created_at range of the latest list request spans. */
function rangeDays(): number {
  const query = lastQuery(server, RUN_PATH);
  const from = Date.parse(query.get('created_at')!.replace(/^gte\./, ''));
  const to = Date.parse(query.getAll('created_at')[1]!.replace(/^lte\./, ''));
  return Math.round((to - from) / DAY_MS);
}

describe('the playbook run list', () => {
  it('shows the columns of the spec, 150 runs a page counted by the server, the last 7 days', async () => {
    serveRuns(['admin']);
    openRuns();
    const row = await rowOf('Restart pod');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual([
      'Name',
      'Resource',
      'Status',
      'Date',
      'Duration',
      'Created At',
      'Created By',
    ]);
    for (const text of ['orders-db', 'completed', '1m 5s', 'Ada Admin']) expect(within(row).getByText(text)).toBeInTheDocument();
    const request = server.calls('GET', RUN_PATH).at(-1)!;
    expect(request.headers.get('Prefer')).toContain('count=exact');
    const query = request.query;
    expect(query.get('limit')).toBe('150');
    expect(query.get('offset')).toBe('0');
    expect(query.get('order')).toBe('created_at.desc,id.desc');
    expect(query.get('select')).toContain('playbook:playbook_id(');
    expect(query.get('select')).toContain('config:config_id(');
    expect(query.get('select')).toContain('creator:created_by(');
    expect(rangeDays()).toBe(7);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('names a check or component the run was on, and a trigger when no person started it', async () => {
    serveRuns(['admin'], [
      runRow({ config: null, config_id: null, check: { id: 'c1', name: 'orders-http', type: 'http' }, creator: null, created_by: null, triggered_by: 'event:check.failed' }),
    ]);
    openRuns();
    const row = await rowOf('Restart pod');
    expect(within(row).getByText('orders-http')).toBeInTheDocument();
    expect(within(row).getByText('event:check.failed')).toBeInTheDocument();
  });

  it('keeps the playbook, status and time range in the address and sends them to the server', async () => {
    serveRuns(['admin']);
    const page = openRuns(`/playbooks/runs?playbook=${RESTART_PLAYBOOK}&status=failed&rangeType=relative&range=1d`);
    await rowOf('Restart pod');
    let query = lastQuery(server, RUN_PATH);
    expect(query.get('playbook_id')).toBe(`eq.${RESTART_PLAYBOOK}`);
    expect(query.get('status')).toBe('eq.failed');
    expect(rangeDays()).toBe(1);

    await chooseOption(screen.getByRole('combobox', { name: 'Status' }), 'running');
    await waitFor(() => expect(lastQuery(server, RUN_PATH).get('status')).toBe('eq.running'));
    expect(page.search().get('status')).toBe('running');

    await chooseOption(screen.getByRole('combobox', { name: 'Playbook' }), 'Call health endpoint');
    await waitFor(() => expect(lastQuery(server, RUN_PATH).get('playbook_id')).toBe(`eq.${HEALTH_PLAYBOOK}`));
    expect(page.search().get('playbook')).toBe(HEALTH_PLAYBOOK);
    query = lastQuery(server, RUN_PATH);
    expect(query.get('offset')).toBe('0');
  });

  it('pages through the server with the page in the address', async () => {
    serveRuns(['admin']);
    const page = openRuns();
    await rowOf('Restart pod');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(lastQuery(server, RUN_PATH).get('offset')).toBe('150'));
    expect(page.search().get('pageIndex')).toBe('1');
  });

  it('offers Edit Playbook and Run Playbook when one playbook is chosen, to those who may write', async () => {
    serveRuns(['editor']);
    openRuns(`/playbooks/runs?playbook=${RESTART_PLAYBOOK}`);
    await rowOf('Restart pod');
    expect(await screen.findByRole('link', { name: 'Edit Playbook' })).toHaveAttribute('href', `/playbooks?edit=${RESTART_PLAYBOOK}`);
    expect(screen.getByRole('link', { name: 'Run Playbook' })).toHaveAttribute('href', `/playbooks?run=${RESTART_PLAYBOOK}`);
  });

  it('offers neither without a chosen playbook', async () => {
    serveRuns(['admin']);
    openRuns();
    await rowOf('Restart pod');
    expect(screen.queryByRole('link', { name: 'Edit Playbook' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Run Playbook' })).not.toBeInTheDocument();
  });

  it('offers neither to a viewer', async () => {
    serveRuns(['viewer']);
    openRuns(`/playbooks/runs?playbook=${RESTART_PLAYBOOK}`);
    await rowOf('Restart pod');
    await waitFor(() => expect(server.calls('GET', '/api/auth/whoami').length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Run Playbook' })).not.toBeInTheDocument();
  });

  it('opens the run on a row click', async () => {
    serveRuns(['viewer']);
    const page = openRuns();
    await userEvent.click(await rowOf('Restart pod'));
    await waitFor(() => expect(page.router.state.location.pathname).toBe(`/playbooks/runs/${RUN_ID}`));
  });

  it('says so when no run matches', async () => {
    serveRuns(['admin'], []);
    openRuns();
    expect(await screen.findByText('No playbook runs found')).toBeInTheDocument();
  });

  it("shows the server's reason when the list fails", async () => {
    serveRuns(['admin']).on('GET', RUN_PATH, { status: 400, body: { message: 'column playbook_runs.bogus does not exist' } });
    openRuns();
    expect(await screen.findByText('column playbook_runs.bogus does not exist')).toBeInTheDocument();
  });
});
