import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { openRun } from './support/open-run.tsx';
import {
  ACTIONS_PATH,
  FIRST_ACTION,
  NEW_RUN_ID,
  RUN_ID,
  RUN_PATH,
  SECOND_ACTION,
  THIRD_ACTION,
  actionRow,
  lastQuery,
  runRow,
  serveActionsById,
  servePlaybookRunsBasics,
} from './support/playbook-runs-api.ts';

const server = fakeServerForEachTest();

function serveRun(roles: string[], run: Record<string, unknown>, actions: ReturnType<typeof actionRow>[] = []) {
  servePlaybookRunsBasics(server, roles)
    .on('GET', RUN_PATH, { body: [run] })
    .on('GET', ACTIONS_PATH, { body: actions.map(({ result: _result, ...summary }) => summary) });
  return serveActionsById(server, actions);
}

function field(label: string): HTMLElement {
  const term = within(screen.getByLabelText('Run details')).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('the playbook run detail', () => {
  it('shows the playbook, status, start, duration, queued time and who triggered it', async () => {
    serveRun(['viewer'], runRow());
    openRun();
    expect(await screen.findByRole('heading', { level: 1, name: 'Restart pod' })).toBeInTheDocument();
    expect(field('Playbook')).toHaveTextContent('Restart pod');
    expect(field('Status')).toHaveTextContent('completed');
    expect(field('Resource')).toHaveTextContent('orders-db');
    expect(field('Started')).toHaveTextContent('Nov 26, 2026');
    expect(field('Duration')).toHaveTextContent('1m 5s');
    expect(field('Queued Time')).toHaveTextContent('5s');
    expect(field('Triggered By')).toHaveTextContent('Ada Admin');
    expect(within(screen.getByLabelText('Run details')).queryByText('Scheduled')).not.toBeInTheDocument();
    expect(lastQuery(server, RUN_PATH).get('id')).toBe(`eq.${RUN_ID}`);
    expect(lastQuery(server, ACTIONS_PATH).get('run_id')).toBe(RUN_ID);
  });

  it('shows when a run is scheduled while that is in the future, and a trigger that started it', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    serveRun(['viewer'], runRow({ status: 'scheduled', start_time: null, end_time: null, scheduled_time: later, creator: null, created_by: null, triggered_by: 'webhook:deploy-hook' }));
    openRun();
    await screen.findByLabelText('Run details');
    expect(field('Scheduled')).toHaveTextContent(/\d{4}/);
    expect(field('Started')).toHaveTextContent('Not started');
    expect(field('Triggered By')).toHaveTextContent('webhook:deploy-hook');
  });

  it('opens the parameters the run was started with', async () => {
    serveRun(['viewer'], runRow());
    openRun();
    await userEvent.click(await screen.findByRole('button', { name: 'Params' }));
    const dialog = await screen.findByRole('dialog', { name: 'Params' });
    expect(within(dialog).getByRole('rowheader', { name: 'replicas' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'orders' })).toBeInTheDocument();
  });

  it('lists the actions with their statuses, selects the last one, and never a skipped one', async () => {
    const later = '2026-11-26T12:30:00.000Z';
    serveRun(['viewer'], runRow({ status: 'running', end_time: null }), [
      actionRow(FIRST_ACTION, 'drain', 'completed', { stdout: 'drained' }),
      actionRow(SECOND_ACTION, 'notify', 'skipped'),
      actionRow(THIRD_ACTION, 'wait-for-traffic', 'sleeping', null, { scheduled_time: later }),
    ]);
    openRun();
    const list = await screen.findByRole('list', { name: 'Actions' });
    const steps = within(list).getAllByRole('button');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^1drain\s*completed/),
      expect.stringMatching(/^2notify\s*skipped/),
      expect.stringMatching(/^3wait-for-traffic\s*sleeping/),
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).toHaveTextContent('Sleeping until Nov 26, 2026');
    expect(steps[1]).toBeDisabled();
    await userEvent.click(steps[0]!);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(await screen.findByRole('region', { name: 'stdout' })).toHaveTextContent('drained');
  });

  it('shows step 0 Initialization with the error of a run that failed before its first action', async () => {
    serveRun(['viewer'], runRow({ status: 'failed', error: 'parameter replicas: must be at most 10' }), []);
    openRun();
    const list = await screen.findByRole('list', { name: 'Actions' });
    const step = within(list).getByRole('button');
    expect(step).toHaveTextContent(/^0Initialization\s*failed/);
    expect(step).toHaveAttribute('aria-current', 'step');
    const output = screen.getByRole('region', { name: 'Output' });
    expect(within(output).getByRole('alert')).toHaveTextContent('parameter replicas: must be at most 10');
    expect(server.calls('GET', '/api/db/playbook_run_actions')).toHaveLength(0);
  });

  it('offers Approve and Cancel to a writer while the run waits for approval, and approves it', async () => {
    serveRun(['editor'], runRow({ status: 'pending_approval', start_time: null, end_time: null })).on('POST', `/api/playbook/run/approve/${RUN_ID}`, { body: { message: 'approved' } });
    openRun();
    expect(await screen.findByText('Waiting for approval: the first action runs once the run is approved.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(server.calls('POST', `/api/playbook/run/approve/${RUN_ID}`)).toHaveLength(1));
    expect(await screen.findByText('Playbook run approved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-run playbook' })).not.toBeInTheDocument();
  });

  it('cancels a running run after asking, and offers no Approve', async () => {
    serveRun(['admin'], runRow({ status: 'running', end_time: null })).on('POST', `/api/playbook/run/cancel/${RUN_ID}`, { body: { message: 'cancelled' } });
    openRun();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Playbook Run' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel run' }));
    await waitFor(() => expect(server.calls('POST', `/api/playbook/run/cancel/${RUN_ID}`)).toHaveLength(1));
    expect(await screen.findByText('Playbook run cancelled')).toBeInTheDocument();
  });

  it('shows the server’s refusal of an approval', async () => {
    serveRun(['admin'], runRow({ status: 'pending_approval', start_time: null, end_time: null })).on('POST', `/api/playbook/run/approve/${RUN_ID}`, {
      status: 403,
      body: { message: 'you are not an approver of this playbook' },
    });
    openRun();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('you are not an approver of this playbook')).toBeInTheDocument();
  });

  it('offers a viewer neither Approve, Cancel nor Re-run', async () => {
    serveRun(['viewer'], runRow({ status: 'pending_approval', start_time: null, end_time: null }));
    openRun();
    await screen.findByRole('button', { name: 'Params' });
    await waitFor(() => expect(server.calls('GET', '/api/auth/whoami').length).toBeGreaterThan(0));
    for (const name of ['Approve', 'Cancel', 'Re-run playbook']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('re-runs a finished run and opens the new run', async () => {
    serveRun(['editor'], runRow()).on('POST', `/api/playbook/run/${RUN_ID}/rerun`, { status: 201, body: { run_id: NEW_RUN_ID, starts_at: '2026-11-26T11:00:00Z' } });
    const page = openRun();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Re-run playbook' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe(`/playbooks/runs/${NEW_RUN_ID}`));
    await waitFor(() => expect(lastQuery(server, RUN_PATH).get('id')).toBe(`eq.${NEW_RUN_ID}`));
  });

  it('says so when the run does not exist', async () => {
    servePlaybookRunsBasics(server, ['viewer']).on('GET', RUN_PATH, { body: [] });
    openRun();
    expect(await screen.findByText('Playbook run not found')).toBeInTheDocument();
  });
});
