import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeServer } from '#test/support/fake-server.ts';
import { NEW, TOKEN, openAgents, serveAgents } from './support/agents-page.tsx';
import { chooseOption, optionsOf } from '#test/support/kit-select.ts';

let api: FakeServer;

beforeEach(() => {
  api = serveAgents(['admin']);
});

describe('creating an agent', () => {
  async function openCreate() {
    const view = openAgents();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Agent' }));
    expect(view.search().get('addAgent')).toBe('true');
    return { ...view, dialog: screen.getByRole('dialog', { name: 'Create Agent' }) };
  }

  it('opens from addAgent=true in the address', async () => {
    openAgents('/settings/agents?addAgent=true');
    expect(await screen.findByRole('dialog', { name: 'Create Agent' })).toBeInTheDocument();
  });

  it('needs a name', async () => {
    const { dialog } = await openCreate();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.calls('POST', '/api/agent/generate')).toHaveLength(0);
  });

  it('offers the Kubernetes scrape intervals with 30m chosen, and a topology name once telemetry is on', async () => {
    const { dialog } = await openCreate();
    const interval = within(dialog).getByLabelText('Scrape interval');
    expect((await optionsOf(interval)).map((option) => option.textContent)).toEqual([
      '1m',
      '5m',
      '10m',
      '30m',
      '1h',
      '2h',
      '6h',
      '12h',
      '24h',
    ]);
    expect(interval).toHaveValue('30m');

    await userEvent.click(within(dialog).getByRole('switch', { name: /kubernetes/i }));
    expect(within(dialog).queryByLabelText('Scrape interval')).not.toBeInTheDocument();

    expect(within(dialog).queryByLabelText('Topology name')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('switch', { name: /telemetry/i }));
    expect(within(dialog).getByLabelText('Topology name')).toBeInTheDocument();
  });

  it('creates the agent with its labels, then shows the installation instructions and the token once', async () => {
    api.on('POST', '/api/agent/generate', { status: 201, body: { id: NEW, username: 'agent-ap-north', access_token: TOKEN } });
    const { dialog, search } = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'ap-north');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    await userEvent.type(within(dialog).getByLabelText('Property 1 key'), 'env');
    await userEvent.type(within(dialog).getByLabelText('Property 1 value'), 'prod');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    await userEvent.type(within(dialog).getByLabelText('Property 2 key'), 'team');
    await userEvent.type(within(dialog).getByLabelText('Property 2 value'), 'payments');
    await chooseOption(within(dialog).getByLabelText('Scrape interval'), '6h');
    await userEvent.click(within(dialog).getByRole('switch', { name: /telemetry/i }));
    await userEvent.type(within(dialog).getByLabelText('Topology name'), 'ap-north-agent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const instructions = await screen.findByRole('dialog', { name: 'Installation Instructions' });
    expect(screen.getByText('Agent created')).toBeInTheDocument();
    expect(api.calls('POST', '/api/agent/generate').map((call) => call.body)).toEqual([
      { name: 'ap-north', properties: { env: 'prod', team: 'payments' } },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Create Agent' })).not.toBeInTheDocument();
    expect(search().has('addAgent')).toBe(false);

    expect(within(instructions).getByLabelText('Access token')).toHaveTextContent(TOKEN);
    const tabs = within(instructions).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Flux', 'Helm CLI']);
    const flux = within(instructions).getByLabelText('Flux manifests');
    expect(flux).toHaveTextContent('kind: HelmRelease');
    expect(flux).toHaveTextContent(`password: "${TOKEN}"`);

    await userEvent.click(within(instructions).getByRole('tab', { name: 'Helm CLI' }));
    const helm = within(instructions).getByLabelText('Helm commands');
    expect(helm).toHaveTextContent(`--set upstream.password=${TOKEN}`);
    expect(helm).toHaveTextContent('--set upstream.username=agent-ap-north');
    expect(helm).toHaveTextContent('--set kubernetes.interval=6h');
    expect(helm).toHaveTextContent('--set pushTelemetry.topologyName=ap-north-agent');

    await userEvent.click(within(instructions).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(TOKEN);
  });

  it("shows the server's reason and keeps the form when creation fails", async () => {
    api.on('POST', '/api/agent/generate', { status: 409, body: { error: 'agent eu-west already exists' } });
    const { dialog } = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'eu-west');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('agent eu-west already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Agent' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Installation Instructions' })).not.toBeInTheDocument();
  });
});
