import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkToIncidentAction } from '#src/features/incidents/components/link/link-to-incident-action.tsx';
import { EMPTY_LINK_FORM, linkToIncidentSchema } from '#src/features/incidents/utils/link-to-incident-schema.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { chooseOption } from '#test/support/kit-select.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { DISK_INCIDENT, NEW_HYPOTHESIS, NEW_INCIDENT, ORDERS_CONFIG, ROOT_HYPOTHESIS, echoRow, serveIncidents } from './support/incidents-api.ts';

const server = fakeServerForEachTest();
afterEach(() => toast.clear());
const FACTOR = '01900000-0000-7000-8000-0000000000d2';

function serveLinking(roles = ['responder'], properties: unknown[] = []) {
  serveIncidents(server, roles, undefined, properties)
    .on('GET', '/api/db/incidents', { body: [{ id: DISK_INCIDENT, incident_id: 'INC-7', title: 'Disk full on orders-db' }] })
    .on('GET', '/api/db/hypotheses', {
      body: [
        { id: ROOT_HYPOTHESIS, title: 'Disk full on orders-db', type: 'root', parent_id: null, status: 'possible' },
        { id: FACTOR, title: 'Log rotation stopped', type: 'factor', parent_id: ROOT_HYPOTHESIS, status: 'likely' },
      ],
    })
    .on('POST', '/api/db/incidents', echoRow(NEW_INCIDENT, { incident_id: 'INC-8' }))
    .on('POST', '/api/db/hypotheses', echoRow(NEW_HYPOTHESIS))
    .on('POST', '/api/db/evidences', echoRow('01900000-0000-7000-8000-0000000000ee'));
}

async function openDialog() {
  renderRoute(<LinkToIncidentAction subject={{ type: 'config', id: ORDERS_CONFIG, name: 'orders-db' }} label="Link to incident" />, {
    path: '/catalog/:id',
    address: `/catalog/${ORDERS_CONFIG}`,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Link to incident' }));
  const dialog = await screen.findByRole('dialog', { name: 'Link to Incident' });
  const attach = () => userEvent.click(within(dialog).getByRole('button', { name: 'Attach as Evidence' }));
  return { dialog, attach };
}

const evidenceBodies = () => server.calls('POST', '/api/db/evidences').map((call) => call.body);

describe('the Link to Incident dialog', () => {
  it("says 'Must select or create an incident' when neither is given", async () => {
    serveLinking();
    const { dialog, attach } = await openDialog();
    await attach();
    expect(await within(dialog).findByText('Must select or create an incident')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'New incident' }));
    await attach();
    expect(await within(dialog).findByText('Must select or create an incident')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("says 'Must select or create a hypothesis' for an existing incident without one", async () => {
    serveLinking();
    const { dialog, attach } = await openDialog();
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Incident' }), 'INC-7 Disk full on orders-db');
    await attach();
    expect(await within(dialog).findByText('Must select or create a hypothesis')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'New hypothesis' }));
    await attach();
    expect(await within(dialog).findByText('Must select or create a hypothesis')).toBeInTheDocument();
    expect(evidenceBodies()).toHaveLength(0);
  });

  it('shows type and severity only for a new incident, defaulting to availability and low', async () => {
    serveLinking();
    const { dialog } = await openDialog();
    expect(within(dialog).queryByRole('combobox', { name: 'Severity' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'New incident' }));
    expect(within(dialog).getByRole('combobox', { name: 'Severity' })).toHaveValue('low');
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('availability');
  });

  it('refuses a new incident without severity or type with the texts of spec 000 §5', () => {
    const result = linkToIncidentSchema.safeParse({ ...EMPTY_LINK_FORM, incidentMode: 'new', title: 'x', severity: '', type: '' });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ severity: 'Please select incident severity', type: 'Please select an incident type' });
  });

  it('attaches the config to a chosen hypothesis and toasts a link to the incident', async () => {
    serveLinking();
    const { dialog, attach } = await openDialog();
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Incident' }), 'INC-7 Disk full on orders-db');
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Hypothesis' }), 'Log rotation stopped (factor)');
    await attach();
    const link = await screen.findByRole('link', { name: 'View INC-7' });
    expect(link).toHaveAttribute('href', `/incidents/${DISK_INCIDENT}`);
    expect(screen.getAllByText(/Linked to incident successfully/).length).toBeGreaterThan(0);
    expect(evidenceBodies()).toEqual([{ hypothesis_id: FACTOR, type: 'config', config_id: ORDERS_CONFIG, description: 'orders-db' }]);
    expect(server.calls('GET', '/api/db/hypotheses')[0]!.query.get('incident_id')).toBe(`eq.${DISK_INCIDENT}`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link to Incident' })).not.toBeInTheDocument());
  });

  it('makes a new hypothesis a factor under the root of an existing incident', async () => {
    serveLinking();
    const { dialog, attach } = await openDialog();
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Incident' }), 'INC-7 Disk full on orders-db');
    await userEvent.click(within(dialog).getByRole('button', { name: 'New hypothesis' }));
    await userEvent.type(within(dialog).getByLabelText('Hypothesis title'), 'Volume too small');
    await attach();
    await screen.findByRole('link', { name: 'View INC-7' });
    expect(server.calls('POST', '/api/db/hypotheses').map((call) => call.body)).toEqual([
      { incident_id: DISK_INCIDENT, title: 'Volume too small', status: 'possible', type: 'factor', parent_id: ROOT_HYPOTHESIS },
    ]);
    expect(evidenceBodies()).toEqual([{ hypothesis_id: NEW_HYPOTHESIS, type: 'config', config_id: ORDERS_CONFIG, description: 'orders-db' }]);
  });

  it("creates a new incident whose root hypothesis takes the incident's title when none is given", async () => {
    serveLinking();
    const { dialog, attach } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'New incident' }));
    await userEvent.type(within(dialog).getByLabelText('Incident title'), 'Orders db read-only');
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Severity' }), 'critical');
    await attach();
    expect(await screen.findByRole('link', { name: 'View INC-8' })).toHaveAttribute('href', `/incidents/${NEW_INCIDENT}`);
    expect(server.calls('POST', '/api/db/incidents').map((call) => call.body)).toEqual([
      { title: 'Orders db read-only', type: 'availability', severity: 'critical', status: 'open' },
    ]);
    expect(server.calls('POST', '/api/db/hypotheses').map((call) => call.body)).toEqual([
      { incident_id: NEW_INCIDENT, title: 'Orders db read-only', type: 'root', status: 'possible' },
    ]);
    expect(evidenceBodies()).toEqual([{ hypothesis_id: NEW_HYPOTHESIS, type: 'config', config_id: ORDERS_CONFIG, description: 'orders-db' }]);
  });

  it("keeps the form open and shows the server's reason when it refuses", async () => {
    serveLinking();
    server.on('POST', '/api/db/hypotheses', { status: 400, body: { message: 'a factor needs a root hypothesis as its parent' } });
    const { dialog, attach } = await openDialog();
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Incident' }), 'INC-7 Disk full on orders-db');
    await userEvent.click(within(dialog).getByRole('button', { name: 'New hypothesis' }));
    await userEvent.type(within(dialog).getByLabelText('Hypothesis title'), 'Volume too small');
    await attach();
    expect(await screen.findByText('a factor needs a root hypothesis as its parent')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Link to Incident' })).toBeInTheDocument();
    expect(evidenceBodies()).toHaveLength(0);
  });

  it.each([
    ['a viewer', ['viewer'], []],
    ['a responder with incidents turned off', ['responder'], [{ name: 'incidents.disable', value: 'true' }]],
  ])('is not offered to %s', async (_who, roles, properties) => {
    serveLinking(roles, properties);
    renderRoute(<LinkToIncidentAction subject={{ type: 'check', id: 'c1' }} label="Add to incident" />, { path: '/', address: '/' });
    await waitFor(() => expect(server.calls('GET', '/api/auth/whoami').length).toBeGreaterThan(0));
    await waitFor(() => expect(server.calls('GET', '/api/properties').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Add to incident' })).not.toBeInTheDocument();
  });
});
