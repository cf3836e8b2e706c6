import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOOK, PG, openConnections, serveConnections } from './support/connections-page.tsx';

const NOT_SUPPORTED = 'We currently do not support testing this connection type';

async function openOrdersDb(roles = ['admin']) {
  const api = serveConnections(roles);
  openConnections();
  await userEvent.click(await screen.findByRole('cell', { name: 'orders-db' }));
  const dialog = await screen.findByRole('dialog', { name: 'orders-db' });
  await within(dialog).findByLabelText('Name *');
  return { api, dialog };
}

describe('editing a connection', () => {
  it('shows the stored secret as *** and writes *** back so the server keeps it', async () => {
    const { api, dialog } = await openOrdersDb();
    api.on('PATCH', '/api/db/connections', { body: [] });
    expect(within(dialog).getByRole('tab', { name: 'Edit Connection' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Permissions' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password *')).toHaveValue('***');
    expect(within(dialog).getByLabelText('Username *')).toHaveValue('app');

    await userEvent.clear(within(dialog).getByLabelText('Username *'));
    await userEvent.type(within(dialog).getByLabelText('Username *'), 'orders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Connection updated successfully')).toBeInTheDocument();
    const [patch] = api.calls('PATCH', '/api/db/connections');
    expect(patch!.query.get('id')).toBe(`eq.${PG}`);
    expect(patch!.body).toMatchObject({ name: 'orders-db', namespace: 'default', type: 'postgres', username: 'orders', password: '***' });
  });

  it('deletes after a confirmation, as a soft delete', async () => {
    const { api, dialog } = await openOrdersDb();
    api.on('PATCH', '/api/db/connections', { body: [] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Connection' });
    expect(api.calls('PATCH', '/api/db/connections')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Connection deleted successfully')).toBeInTheDocument();
    const [patch] = api.calls('PATCH', '/api/db/connections');
    expect(patch!.query.get('id')).toBe(`eq.${PG}`);
    expect(Object.keys(patch!.body as object)).toEqual(['deleted_at']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('flags a connection managed elsewhere and offers no Save or Delete', async () => {
    serveConnections(['admin']);
    openConnections(`/settings/connections?id=${HOOK}`);
    const dialog = await screen.findByRole('dialog', { name: 'alerts-hook' });
    expect(await within(dialog).findByRole('note')).toHaveTextContent('This connection is read-only: it is managed by kubernetes/vigil/alerts.');
    expect(within(dialog).getByLabelText('URL *')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('testing a connection', () => {
  async function runTest(...replies: Parameters<ReturnType<typeof serveConnections>['on']>[2][]) {
    const { api, dialog } = await openOrdersDb();
    api.on('POST', `/api/connection/test/${PG}`, ...replies);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test' }));
    return api;
  }

  it("says 'Connection successful' when the server answers ok", async () => {
    const api = await runTest({ body: { message: 'ok' } });
    expect(await screen.findByText('Connection successful')).toBeInTheDocument();
    expect(api.calls('POST', `/api/connection/test/${PG}`)).toHaveLength(1);
  });

  it("shows the server's reason when it refuses, pretty-printed when it is JSON", async () => {
    await runTest({ status: 400, body: { error: 'connection_failed', message: 'dial tcp 10.0.0.1:5432: connection refused' } });
    expect(await screen.findByText('dial tcp 10.0.0.1:5432: connection refused')).toBeInTheDocument();
  });

  it('pretty-prints a JSON reason', async () => {
    await runTest({ status: 400, body: { error: 'bad', message: '{"code":"28P01","detail":"password authentication failed"}' } });
    const toast = await screen.findByText(/password authentication failed/);
    expect(toast.textContent).toBe('{\n  "code": "28P01",\n  "detail": "password authentication failed"\n}');
  });

  it("says 'Testing connection failed!' for a refusal without a reason", async () => {
    await runTest({ status: 400 });
    expect(await screen.findByText('Testing connection failed!')).toBeInTheDocument();
  });

  it('says the type cannot be tested', async () => {
    await runTest({ status: 501, body: { error: 'not_implemented', message: NOT_SUPPORTED } });
    expect(await screen.findByText(NOT_SUPPORTED)).toBeInTheDocument();
  });

  it("says 'Testing connection failed!' for any other failure", async () => {
    await runTest({ status: 500, body: { error: 'internal', message: 'boom' } });
    expect(await screen.findByText('Testing connection failed!')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});

describe('the Permissions tab', () => {
  it("lists the connection's permission records with their subject", async () => {
    const { api, dialog } = await openOrdersDb();
    api.on('GET', '/api/db/permissions', {
      body: [
        { id: 'p1', name: null, description: null, action: 'read', deny: false, until: null, source: null, person_id: null, team_id: null, connection_id: PG, person: null, team: null, created_at: '2025-03-01T09:00:00Z' },
        { id: 'p2', name: null, description: null, action: 'playbook:run', deny: true, until: null, source: 'kubernetes/x', person_id: 'u1', team_id: null, connection_id: null, person: { id: 'u1', name: 'Alan Turing' }, team: null, created_at: '2025-03-01T09:00:00Z' },
      ],
      headers: { 'Content-Range': '0-1/2' },
    });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Permissions' }));
    const table = await within(dialog).findByRole('table', { name: 'Connection permissions' });
    expect(within(table).getByText('This connection')).toBeInTheDocument();
    expect(within(table).getByText('Person: Alan Turing')).toBeInTheDocument();
    expect(within(table).getByText('Deny')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const [call] = api.calls('GET', '/api/db/permissions');
    expect(call!.query.get('connection_id')).toBe(`eq.${PG}`);
    expect(call!.query.get('select')).toBe('*,person:person_id(id,name),team:team_id(id,name)');
  });

  it('says when there are none', async () => {
    const { dialog } = await openOrdersDb();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Permissions' }));
    expect(await within(dialog).findByText('No permissions for this connection')).toBeInTheDocument();
  });
});
