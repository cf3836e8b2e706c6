import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeServer } from '#test/support/fake-server.ts';
import { EU, US, openAgents, serveAgents } from './support/agents-page.tsx';

let api: FakeServer;

beforeEach(() => {
  api = serveAgents(['admin']);
});

describe('editing an agent', () => {
  it('opens on a row click, keeps the name read-only and never shows a token', async () => {
    api.on('PATCH', '/api/db/agents', { body: [] });
    const { search } = openAgents();
    await userEvent.click(await screen.findByRole('cell', { name: 'us-east' }));
    expect(search().get('id')).toBe(US);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Agent' });
    const name = await within(dialog).findByLabelText('Name');
    expect(name).toHaveValue('us-east');
    expect(name).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Property 1 key')).toHaveValue('region');
    expect(within(dialog).queryByText(/access token/i)).not.toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Description'));
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Virginia');
    await userEvent.clear(within(dialog).getByLabelText('Property 1 value'));
    await userEvent.type(within(dialog).getByLabelText('Property 1 value'), 'us-east-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Agent updated')).toBeInTheDocument();
    const [patch] = api.calls('PATCH', '/api/db/agents');
    expect(patch!.query.get('id')).toBe(`eq.${US}`);
    expect(patch!.body).toEqual({ description: 'Virginia', properties: { region: 'us-east-1' } });
    await waitFor(() => expect(search().has('id')).toBe(false));
    expect(screen.queryByRole('dialog', { name: 'Installation Instructions' })).not.toBeInTheDocument();
  });

  it('opens from id= in the address', async () => {
    openAgents(`/settings/agents?id=${EU}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Agent' });
    expect(await within(dialog).findByLabelText('Name')).toHaveValue('eu-west');
    expect(api.calls('GET', '/api/db/agents_summary').some((call) => call.query.get('id') === `eq.${EU}`)).toBe(true);
  });
});

describe('deleting an agent', () => {
  async function startDelete(name: string) {
    openAgents();
    await userEvent.click(await screen.findByRole('cell', { name }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Agent' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    const first = await screen.findByRole('dialog', { name: 'Delete Agent' });
    expect(first).toHaveTextContent('Do you want to also delete the resources created by the agent?');
    return first;
  }

  it.each([
    ['Yes', true],
    ['No', false],
  ])('asks about the created resources (%s), then for confirmation, then deletes', async (answer, cleanup) => {
    api.on('PATCH', '/api/db/agents', { body: [] });
    const first = await startDelete('eu-west');
    await userEvent.click(within(first).getByRole('button', { name: answer }));
    const second = await screen.findByRole('dialog', { name: 'Delete Agent' });
    expect(second).toHaveTextContent('Are you sure you want to delete agent?');
    expect(api.calls('PATCH', '/api/db/agents')).toHaveLength(0);
    await userEvent.click(within(second).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Agent deleted')).toBeInTheDocument();
    const [patch] = api.calls('PATCH', '/api/db/agents');
    expect(patch!.query.get('id')).toBe(`eq.${EU}`);
    expect(patch!.body).toEqual({ deleted_at: expect.any(String), cleanup });
    expect(Number.isNaN(Date.parse((patch!.body as { deleted_at: string }).deleted_at))).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const first = await startDelete('us-east');
    await userEvent.click(within(first).getByRole('button', { name: 'Yes' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Agent' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PATCH', '/api/db/agents')).toHaveLength(0);
  });

  it("shows the server's reason when the deletion fails", async () => {
    api.on('PATCH', '/api/db/agents', { status: 403, body: { error: 'forbidden', message: 'not allowed to write agents' } });
    const first = await startDelete('eu-west');
    await userEvent.click(within(first).getByRole('button', { name: 'No' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Agent' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('not allowed to write agents')).toBeInTheDocument();
  });
});
