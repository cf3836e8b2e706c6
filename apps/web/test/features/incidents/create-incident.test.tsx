import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { IncidentsRoute } from '#src/features/incidents/routes/incidents.route.tsx';
import { EMPTY_INCIDENT_FORM, SEVERITY_REQUIRED, TYPE_REQUIRED, incidentFormSchema } from '#src/features/incidents/utils/incident-form-schema.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { chooseOption } from '#test/support/kit-select.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { CHECKOUT_COMPONENT, NEW_INCIDENT, ORDERS_CONFIG, ROOT_HYPOTHESIS, echoRow, serveIncidents } from './support/incidents-api.ts';

const server = fakeServerForEachTest();
afterEach(() => toast.clear());

async function openCreate() {
  const view = renderRoute(<IncidentsRoute />, { path: '/incidents/:id?', address: '/incidents' });
  await userEvent.click(await screen.findByRole('button', { name: 'Create New Incident' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Create New Incident' }) };
}

function serveCreation() {
  serveIncidents(server, ['editor'])
    .on('POST', '/api/db/incidents', echoRow(NEW_INCIDENT, { incident_id: 'INC-8' }))
    .on('POST', '/api/db/hypotheses', echoRow(ROOT_HYPOTHESIS))
    .on('POST', '/api/db/evidences', echoRow('01900000-0000-7000-8000-0000000000ee'));
}

describe('Create New Incident', () => {
  it('needs a title, and starts as availability, low and open', async () => {
    serveCreation();
    const { dialog } = await openCreate();
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('availability');
    expect(within(dialog).getByRole('combobox', { name: 'Severity' })).toHaveValue('low');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(server.calls('POST', '/api/db/incidents')).toHaveLength(0);
  });

  it('refuses a missing severity, type or status with the texts of the spec', () => {
    const result = incidentFormSchema.safeParse({ ...EMPTY_INCIDENT_FORM, title: 'x', severity: '', type: '', status: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ severity: SEVERITY_REQUIRED, type: TYPE_REQUIRED, status: 'This field is required' });
    expect(SEVERITY_REQUIRED).toBe('Please select incident severity');
    expect(TYPE_REQUIRED).toBe('Please select an incident type');
  });

  it('makes the incident, then its root hypothesis, then goes to it', async () => {
    serveCreation();
    const { dialog, router } = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Checkout down');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Every payment fails');
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Severity' }), 'high');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/incidents/${NEW_INCIDENT}`));
    expect(server.calls('POST', '/api/db/incidents').map((call) => call.body)).toEqual([
      { title: 'Checkout down', description: 'Every payment fails', type: 'availability', severity: 'high', status: 'open' },
    ]);
    expect(server.calls('POST', '/api/db/hypotheses').map((call) => call.body)).toEqual([
      { incident_id: NEW_INCIDENT, title: 'Checkout down', type: 'root', status: 'possible' },
    ]);
    expect(server.calls('POST', '/api/db/evidences')).toHaveLength(0);
  });

  it('attaches a chosen config as evidence on the root hypothesis', async () => {
    serveCreation();
    const { dialog } = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Orders db full');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Config' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Config' }), 'orders-db (Postgres::Database)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(server.calls('POST', '/api/db/evidences')).toHaveLength(1));
    expect(server.calls('POST', '/api/db/evidences')[0]!.body).toEqual({
      hypothesis_id: ROOT_HYPOTHESIS,
      type: 'config',
      config_id: ORDERS_CONFIG,
      description: 'Config',
    });
  });

  it("attaches a chosen component as 'Topology' evidence", async () => {
    serveCreation();
    const { dialog } = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Checkout slow');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Topology' }));
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Component' }), 'checkout');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(server.calls('POST', '/api/db/evidences')).toHaveLength(1));
    expect(server.calls('POST', '/api/db/evidences')[0]!.body).toEqual({
      hypothesis_id: ROOT_HYPOTHESIS,
      type: 'topology',
      component_id: CHECKOUT_COMPONENT,
      description: 'Topology',
    });
  });

  it("shows the server's reason in a toast and keeps the form when creation fails", async () => {
    serveCreation();
    server.on('POST', '/api/db/incidents', { status: 400, body: { message: 'unknown incident severity "urgent"' } });
    const { dialog, router } = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Checkout down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('unknown incident severity "urgent"')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create New Incident' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/incidents');
    expect(server.calls('POST', '/api/db/hypotheses')).toHaveLength(0);
  });
});
