import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlaybooksRoute } from '#src/features/playbooks/routes/playbooks.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { RESTART, servePlaybooks } from './support/playbooks-api.ts';

const API = fakeServerForEachTest();
const POD = { id: '01900000-0000-7000-8000-000000000601', name: 'checkout-7f9c', type: 'Kubernetes::Pod' };
const RUN_ID = '01900000-0000-7000-8000-000000000701';
const PARAMS_PATH = `/api/playbook/${RESTART.id}/params`;

function serveRun() {
  return servePlaybooks(API)
    .on('GET', '/api/db/config_items', { body: [POD] })
    .on('POST', PARAMS_PATH, { body: { params: [{ name: 'reason', label: 'Reason', type: 'text', required: true, default: 'restart checkout-7f9c' }] } });
}

async function openRunDialog() {
  // Any address under /playbooks renders the page, so going to the run is not a missing route.
  const page = renderRoute(<PlaybooksRoute />, { path: '/playbooks/*', address: '/playbooks' });
  const card = await screen.findByRole('article', { name: 'Restart pod' });
  await userEvent.click(within(card).getByRole('button', { name: 'Run' }));
  const dialog = await screen.findByRole('dialog', { name: 'Run Playbook' });
  return { ...page, dialog };
}

async function pickPod(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search Config' }), 'checkout');
  await userEvent.click(await within(dialog).findByRole('option', { name: /checkout-7f9c/ }));
}

describe('Run Playbook dialog', () => {
  it('asks for a resource before it shows the parameters, searching at most 50 by name', async () => {
    serveRun();
    const { dialog } = await openRunDialog();
    const parameters = within(dialog).getByRole('region', { name: 'Playbook Parameters' });
    expect(parameters).toHaveTextContent('Please select a resource to see the parameters.');
    expect(within(dialog).getByRole('button', { name: 'Run' })).toBeDisabled();
    expect(API.calls('POST', PARAMS_PATH)).toHaveLength(0);

    await pickPod(dialog);
    await waitFor(() => expect(API.calls('GET', '/api/db/config_items').at(-1)!.query.get('name')).toBe('ilike.*checkout*'));
    const search = API.calls('GET', '/api/db/config_items').at(-1)!.query;
    expect(search.get('limit')).toBe('50');
    expect(search.get('deleted_at')).toBe('is.null');

    expect(await within(parameters).findByLabelText('Reason')).toHaveValue('restart checkout-7f9c');
    expect(API.calls('POST', PARAMS_PATH)[0]!.body).toEqual({ id: RESTART.id, config_id: POD.id });
    expect(within(dialog).getByLabelText('Chosen Config')).toHaveTextContent('checkout-7f9c');
  });

  it("runs it, says 'Running...' while the server starts it, then goes to the run", async () => {
    serveRun().on('POST', '/api/playbook/run', { status: 201, body: { run_id: RUN_ID, starts_at: '2025-03-02T09:00:00Z' } });
    const served = globalThis.fetch;
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/playbook/run')) await held;
      return served(input, init);
    });
    const { dialog, router } = await openRunDialog();
    await pickPod(dialog);
    const reason = await within(dialog).findByLabelText('Reason');
    await userEvent.clear(reason);
    await userEvent.type(reason, 'stuck');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByRole('button', { name: 'Running...' })).toBeDisabled();
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/playbooks/runs/${RUN_ID}`));
    expect(API.calls('POST', '/api/playbook/run')[0]!.body).toEqual({ id: RESTART.id, config_id: POD.id, params: { reason: 'stuck' } });
  });

  it("shows the server's reason when it refuses the run, and stays", async () => {
    serveRun().on('POST', '/api/playbook/run', { status: 400, body: { error: 'bad request', message: 'params.reason: must be at most 3 characters' } });
    const { dialog, router } = await openRunDialog();
    await pickPod(dialog);
    await within(dialog).findByLabelText('Reason');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('params.reason: must be at most 3 characters');
    expect(router.state.location.pathname).toBe('/playbooks');
  });

  it('searches checks or components when the type changes', async () => {
    serveRun().on('GET', '/api/db/checks', { body: [{ id: 'c1', name: 'checkout-http', type: 'http' }] });
    const { dialog } = await openRunDialog();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Check' }));
    expect(await within(dialog).findByRole('option', { name: /checkout-http/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('option', { name: /checkout-http/ }));
    await waitFor(() => expect(API.calls('POST', PARAMS_PATH)[0]!.body).toEqual({ id: RESTART.id, check_id: 'c1' }));
  });
});
