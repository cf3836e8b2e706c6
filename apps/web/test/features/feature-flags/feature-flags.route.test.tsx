import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FeatureFlagsRoute } from '#src/features/feature-flags/routes/feature-flags.route.tsx';
import { FakeServer } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const ME = '01900000-0000-7000-8000-0000000000aa';
const LINUS = '01900000-0000-7000-8000-000000000011';

const EFFECTIVE = [
  { name: 'incidents.disable', value: 'true', source: 'db', description: 'Hide incidents' },
  { name: 'logs.disable', value: 'true', source: 'local', description: 'Set by the operator' },
  { name: 'health.refresh', value: '30s', source: 'db', description: null },
];

const STORED = [{ name: 'incidents.disable', created_by: LINUS, created_at: '2025-02-01T08:00:00Z', updated_at: '2025-02-03T08:00:00Z' }];

let api: FakeServer;

function serve(roles: string[]) {
  api = new FakeServer()
    .install()
    .on('GET', '/api/auth/whoami', whoami(roles, ME))
    .on('GET', '/api/properties', { body: EFFECTIVE })
    .on('GET', '/api/db/properties', { body: STORED })
    .on('GET', '/api/db/people', { body: [{ id: LINUS, name: 'Linus Pauling', avatar: null }] });
}

function openFlags() {
  return renderRoute(<FeatureFlagsRoute />, { path: '/settings/feature-flags' });
}

async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

describe('Feature Flags page', () => {
  beforeEach(() => serve(['admin']));

  it('lists the flags in effect with value, description, source and who created stored ones', async () => {
    openFlags();
    const incidents = await rowOf('incidents.disable');
    expect(within(incidents).getByText('Hide incidents')).toBeInTheDocument();
    expect(within(incidents).getByText('Linus Pauling')).toBeInTheDocument();
    expect(within(await rowOf('logs.disable')).getByText('local')).toBeInTheDocument();
    expect(api.calls('GET', '/api/db/people')[0]!.query.get('id')).toBe(`in.("${LINUS}")`);
  });

  it('refuses to edit a local flag', async () => {
    openFlags();
    await userEvent.click(await screen.findByRole('cell', { name: 'logs.disable' }));
    expect(await screen.findByText('Cannot edit local feature flags')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for all details before adding a flag', async () => {
    openFlags();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Feature Flag' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Feature Flag' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('please provide all details')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Name'), 'playbooks.disable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('please provide all details')).toBeInTheDocument();
    expect(api.calls('POST', '/api/db/properties')).toHaveLength(0);
  });

  it('adds a flag as the signed-in user and refreshes the flags the app runs on', async () => {
    api.on('POST', '/api/db/properties', { status: 201, body: [] });
    openFlags();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Feature Flag' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Feature Flag' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'playbooks.disable');
    await userEvent.type(within(dialog).getByLabelText('Value'), 'true');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'No playbooks here');
    const effectiveCalls = api.calls('GET', '/api/properties').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Feature flag added successfully')).toBeInTheDocument();
    expect(api.calls('POST', '/api/db/properties').map((call) => call.body)).toEqual([
      { name: 'playbooks.disable', value: 'true', description: 'No playbooks here', created_by: ME },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls('GET', '/api/properties').length).toBeGreaterThan(effectiveCalls));
  });

  it('updates a stored flag by its name, which stays as it is', async () => {
    api.on('PATCH', '/api/db/properties', { body: [] });
    openFlags();
    await userEvent.click(await screen.findByRole('cell', { name: 'incidents.disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Feature Flag' });
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('readonly');
    const value = within(dialog).getByLabelText('Value');
    expect(value).toHaveValue('true');
    await userEvent.clear(value);
    await userEvent.type(value, 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Feature flag updated successfully')).toBeInTheDocument();
    const [patch] = api.calls('PATCH', '/api/db/properties');
    expect(patch!.query.get('name')).toBe('eq.incidents.disable');
    expect(patch!.body).toEqual({ name: 'incidents.disable', value: 'false', description: 'Hide incidents', created_by: ME });
    expect(api.calls('POST', '/api/db/properties')).toHaveLength(0);
  });

  it('saves a flag that has no created_at as a new one', async () => {
    api.on('POST', '/api/db/properties', { status: 201, body: [] });
    openFlags();
    await userEvent.click(await screen.findByRole('cell', { name: 'health.refresh' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Feature Flag' });
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Feature flag added successfully')).toBeInTheDocument();
    expect(api.calls('POST', '/api/db/properties').map((call) => call.body)).toEqual([
      { name: 'health.refresh', value: '30s', description: null, created_by: ME },
    ]);
    expect(api.calls('PATCH', '/api/db/properties')).toHaveLength(0);
  });

  it('removes a stored flag', async () => {
    api.on('DELETE', '/api/db/properties', { status: 204 });
    openFlags();
    await userEvent.click(await screen.findByRole('cell', { name: 'incidents.disable' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Edit Feature Flag' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Feature flag removed successfully')).toBeInTheDocument();
    expect(api.calls('DELETE', '/api/db/properties')[0]!.query.get('name')).toBe('eq.incidents.disable');
  });

  it("shows the server's reason when a save fails and keeps the dialog open", async () => {
    api.on('POST', '/api/db/properties', { status: 409, body: { code: '23505', message: 'duplicate key value violates unique constraint' } });
    openFlags();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Feature Flag' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Feature Flag' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'incidents.disable');
    await userEvent.type(within(dialog).getByLabelText('Value'), 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('duplicate key value violates unique constraint')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Feature Flag' })).toBeInTheDocument();
  });

  it('offers no add or edit to a user who may only read flags', async () => {
    serve(['viewer']);
    openFlags();
    await userEvent.click(await screen.findByRole('cell', { name: 'incidents.disable' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Feature Flag' })).not.toBeInTheDocument();
  });
});
