import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYPOTHESIS_STATUS_SAVE_DELAY_MS } from '#src/features/incidents/components/hypotheses/hypothesis-status-select.tsx';
import { toast } from '#src/ui/toast/toast-store.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { optionsOf } from '#test/support/kit-select.ts';
import { DISK_INCIDENT, ROOT_HYPOTHESIS } from './support/incidents-api.ts';
import { FACTOR_HYPOTHESIS, diskIncident, openIncidentPage } from './support/incident-page.tsx';

const server = fakeServerForEachTest();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  toast.clear();
});

const treeItem = async (title: string) => {
  const tree = await screen.findByRole('list', { name: 'Comments' });
  const item = within(tree)
    .getAllByRole('listitem')
    .find((candidate) => candidate.parentElement === tree && within(candidate).getByRole('heading').textContent === title);
  if (!item) throw new Error(`No hypothesis "${title}"`);
  return item;
};

/** When each PATCH left the page. */
function timePatches(): number[] {
  const times: number[] = [];
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PATCH') times.push(Date.now());
    return answer(input, init);
  });
  return times;
}

/** Only the timers the debounce uses, so React and the fake server keep running. */
function fakeDebounceTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('editing hypotheses inline', () => {
  it('offers every hypothesis status and saves the choice 200 ms after it', async () => {
    openIncidentPage(server);
    server.on('PATCH', '/api/db/hypotheses', { status: 204 });
    const factor = await treeItem('Log rotation stopped');
    const status = within(factor).getByRole('combobox', { name: 'Likelihood of Log rotation stopped' });
    expect(status).toHaveAttribute('value', 'likely');
    expect((await optionsOf(status)).map((option) => option.textContent)).toEqual(['proven', 'likely', 'possible', 'unlikely', 'improbable', 'disproven']);

    // Radix Select does not open under fake timers, so the pause is measured on the clock instead.
    const sentAt = timePatches();
    await userEvent.click(status);
    const proven = within(await screen.findByRole('listbox')).getByRole('option', { name: 'proven' });
    const chosenAt = Date.now();
    await userEvent.click(proven);
    expect(status).toHaveAttribute('value', 'proven');
    await waitFor(() => expect(server.calls('PATCH', '/api/db/hypotheses')).toHaveLength(1));
    expect(sentAt[0]! - chosenAt).toBeGreaterThanOrEqual(HYPOTHESIS_STATUS_SAVE_DELAY_MS);
    const patch = server.calls('PATCH', '/api/db/hypotheses')[0]!;
    expect(patch.query.get('id')).toBe(`eq.${FACTOR_HYPOTHESIS}`);
    expect(patch.body).toEqual({ status: 'proven' });
  });

  it('shows likely when the hypothesis has no status', async () => {
    const incident = diskIncident();
    incident.hypotheses[1]!.status = null;
    openIncidentPage(server, ['responder'], incident);
    const factor = await treeItem('Log rotation stopped');
    expect(within(factor).getByRole('combobox', { name: 'Likelihood of Log rotation stopped' })).toHaveAttribute('value', 'likely');
    const root = await treeItem('Disk full on orders-db');
    expect(within(root).getByRole('combobox', { name: 'Likelihood of Disk full on orders-db' })).toHaveAttribute('value', 'possible');
  });

  it('saves a title edit 1 s after the last keystroke', async () => {
    openIncidentPage(server);
    server.on('PATCH', '/api/db/hypotheses', { status: 204 });
    const factor = await treeItem('Log rotation stopped');
    await userEvent.click(within(factor).getByRole('button', { name: 'Log rotation stopped' }));
    const input = within(factor).getByRole('textbox', { name: 'Hypothesis title' });
    expect(input).toHaveValue('Log rotation stopped');

    fakeDebounceTimers();
    fireEvent.change(input, { target: { value: 'Log rotation stopped on' } });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    fireEvent.change(input, { target: { value: 'Log rotation stopped on db-1' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(server.calls('PATCH', '/api/db/hypotheses')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(server.calls('PATCH', '/api/db/hypotheses')).toHaveLength(1));
    expect(server.calls('PATCH', '/api/db/hypotheses')[0]!.body).toEqual({ title: 'Log rotation stopped on db-1' });
    expect(server.calls('PATCH', '/api/db/hypotheses')[0]!.query.get('id')).toBe(`eq.${FACTOR_HYPOTHESIS}`);
  });

  it("sets disproven with 'Disprove' and shows the server's reason when it refuses", async () => {
    openIncidentPage(server);
    server.on('PATCH', '/api/db/hypotheses', { status: 400, body: { message: 'hypotheses.status must be one of proven, likely' } });
    const factor = await treeItem('Log rotation stopped');
    await userEvent.click(within(factor).getByRole('button', { name: 'Disprove' }));
    await waitFor(() => expect(server.calls('PATCH', '/api/db/hypotheses')).toHaveLength(1));
    expect(server.calls('PATCH', '/api/db/hypotheses')[0]!.body).toEqual({ status: 'disproven' });
    expect((await screen.findAllByText('hypotheses.status must be one of proven, likely')).length).toBeGreaterThan(0);
  });

  it('creates a factor under the root and a solution under a factor, and nothing under a solution', async () => {
    const incident = diskIncident();
    incident.hypotheses.push({ ...incident.hypotheses[1]!, id: 'solution-1', title: 'Restore the cron', type: 'solution', parent_id: FACTOR_HYPOTHESIS, created_at: '2025-03-01T10:09:00Z' });
    openIncidentPage(server, ['responder'], incident);
    server.on('POST', '/api/db/hypotheses', (request) => ({ status: 201, body: [{ id: 'new-h', ...(request.body as object) }] }));

    const root = await treeItem('Disk full on orders-db');
    expect(within(root).queryByRole('button', { name: 'Add solution' })).not.toBeInTheDocument();
    await userEvent.click(within(root).getByRole('button', { name: 'Add factor' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create hypothesis' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(server.calls('POST', '/api/db/hypotheses')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Backups filled the disk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create hypothesis' })).not.toBeInTheDocument());
    expect(server.calls('POST', '/api/db/hypotheses')[0]!.body).toEqual({
      incident_id: DISK_INCIDENT,
      parent_id: ROOT_HYPOTHESIS,
      title: 'Backups filled the disk',
      type: 'factor',
      status: 'possible',
    });

    const factor = await treeItem('Log rotation stopped');
    await userEvent.click(within(factor).getByRole('button', { name: 'Add solution' }));
    dialog = await screen.findByRole('dialog', { name: 'Create hypothesis' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Turn rotation back on');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(server.calls('POST', '/api/db/hypotheses')).toHaveLength(2));
    expect(server.calls('POST', '/api/db/hypotheses')[1]!.body).toMatchObject({ parent_id: FACTOR_HYPOTHESIS, type: 'solution' });

    const solution = await treeItem('Restore the cron');
    expect(within(solution).queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it("keeps the create dialog open with the server's reason when it refuses", async () => {
    openIncidentPage(server);
    server.on('POST', '/api/db/hypotheses', { status: 400, body: { message: 'a factor must be under the root' } });
    await userEvent.click(within(await treeItem('Disk full on orders-db')).getByRole('button', { name: 'Add factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create hypothesis' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Anything');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await screen.findAllByText('a factor must be under the root')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Create hypothesis' })).toBeInTheDocument();
  });

  it('deletes a hypothesis only after confirmation', async () => {
    openIncidentPage(server);
    server.on('DELETE', '/api/db/hypotheses', { status: 204 });
    const factor = await treeItem('Log rotation stopped');
    expect(within(await treeItem('Disk full on orders-db')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(factor).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete hypothesis' });
    expect(dialog).toHaveTextContent('Delete "Log rotation stopped" with its comments and evidence?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('DELETE', '/api/db/hypotheses')).toHaveLength(0);

    await userEvent.click(within(factor).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete hypothesis' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls('DELETE', '/api/db/hypotheses')).toHaveLength(1));
    expect(server.calls('DELETE', '/api/db/hypotheses')[0]!.query.get('id')).toBe(`eq.${FACTOR_HYPOTHESIS}`);
  });

  it('offers to disprove instead of deleting', async () => {
    openIncidentPage(server);
    server.on('PATCH', '/api/db/hypotheses', { status: 204 });
    await userEvent.click(within(await treeItem('Log rotation stopped')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete hypothesis' })).getByRole('button', { name: 'Disprove instead' }));
    await waitFor(() => expect(server.calls('PATCH', '/api/db/hypotheses')).toHaveLength(1));
    expect(server.calls('PATCH', '/api/db/hypotheses')[0]!.body).toEqual({ status: 'disproven' });
    expect(server.calls('DELETE', '/api/db/hypotheses')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Delete hypothesis' })).not.toBeInTheDocument();
  });

  it('only logs a failed deletion (spec 002 §8), without a toast', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openIncidentPage(server);
    server.on('DELETE', '/api/db/hypotheses', { status: 400, body: { message: 'not allowed' } });
    await userEvent.click(within(await treeItem('Log rotation stopped')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete hypothesis' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Deleting the hypothesis failed', expect.anything()));
    expect(screen.queryByText('not allowed')).not.toBeInTheDocument();
  });

  it('offers a viewer no editing: statuses as text, no actions', async () => {
    openIncidentPage(server, ['viewer']);
    const factor = await treeItem('Log rotation stopped');
    expect(within(factor).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(factor).queryByRole('button')).not.toBeInTheDocument();
    expect(within(factor).getByText('likely')).toBeInTheDocument();
  });
});
