import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IncidentsRoute } from '#src/features/incidents/routes/incidents.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { chooseOption } from '#test/support/kit-select.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { CHECKOUT_COMPONENT, DISK_INCIDENT, GRACE, lastListQuery, serveIncidents } from './support/incidents-api.ts';

const server = fakeServerForEachTest();

function openIncidents(address = '/incidents') {
  const view = renderRoute(<IncidentsRoute />, { path: '/incidents/:id?', address });
  return view;
}

async function rowOf(text: string) {
  return (await screen.findByRole('cell', { name: text })).closest('tr')!;
}

describe('the incident list', () => {
  it('shows open incidents first, in the columns of the spec, one page of 50 with the total', async () => {
    serveIncidents(server, ['admin']);
    openIncidents();
    const row = await rowOf('INC-7');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual([
      'Id',
      'Type',
      'Severity',
      'Status',
      'Name',
      'Age',
      'Responders',
    ]);
    for (const text of ['availability', 'critical', 'open', 'Disk full on orders-db', '3h ago']) expect(within(row).getByText(text)).toBeInTheDocument();
    const query = lastListQuery(server);
    expect(query.get('status')).toBe('eq.open');
    expect(query.get('limit')).toBe('50');
    expect(query.get('offset')).toBe('0');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('shows at most five responder avatars and counts the rest', async () => {
    serveIncidents(server, ['admin']);
    openIncidents();
    const row = await rowOf('INC-7');
    expect(within(row).getAllByRole('img').map((avatar) => avatar.getAttribute('aria-label'))).toEqual([
      'Responder 1',
      'Responder 2',
      'Responder 3',
      'Responder 4',
      'Responder 5',
    ]);
    expect(within(row).getByText('+2')).toBeInTheDocument();
    expect(within(await rowOf('INC-6')).getByRole('img', { name: 'Payments Team' })).toHaveTextContent('PT');
  });

  it('keeps every filter in the query string and sends it to the server', async () => {
    serveIncidents(server, ['admin']);
    const page = openIncidents(`/incidents?type=cost&severity=high&status=all&owner=${GRACE}&component=${CHECKOUT_COMPONENT}`);
    await rowOf('INC-7');
    let query = lastListQuery(server);
    expect(query.get('type')).toBe('eq.cost');
    expect(query.get('severity')).toBe('eq.high');
    expect(query.has('status')).toBe(false);
    expect(query.get('created_by')).toBe(`eq.${GRACE}`);
    expect(query.get('hypotheses.evidences.component_id')).toBe(`eq.${CHECKOUT_COMPONENT}`);
    expect(await screen.findByRole('combobox', { name: 'Owner' })).toHaveValue(GRACE);

    await chooseOption(screen.getByRole('combobox', { name: 'Status' }), 'mitigated');
    await waitFor(() => expect(lastListQuery(server).get('status')).toBe('eq.mitigated'));
    expect(page.search().get('status')).toBe('mitigated');
    await chooseOption(screen.getByRole('combobox', { name: 'Severity' }), 'Info');
    await waitFor(() => expect(page.search().get('severity')).toBe('info'));
    query = lastListQuery(server);
    expect(query.get('severity')).toBe('eq.info');
  });

  it('offers the severities of the spec in the severity filter', async () => {
    serveIncidents(server, ['admin']);
    openIncidents();
    await rowOf('INC-7');
    await userEvent.click(screen.getByRole('combobox', { name: 'Severity' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All', 'critical', 'high', 'medium', 'low', 'Info']);
  });

  it('searches titles 400 ms after typing stops, through the query string', async () => {
    serveIncidents(server, ['admin']);
    const page = openIncidents();
    await rowOf('INC-7');
    const box = screen.getByRole('searchbox', { name: 'Search for incident' });
    expect(box).toHaveAttribute('placeholder', 'Search for incident');
    const before = server.calls('GET', '/api/db/incidents').length;
    await userEvent.type(box, 'disk');
    expect(server.calls('GET', '/api/db/incidents')).toHaveLength(before);
    await waitFor(() => expect(page.search().get('search')).toBe('disk'), { timeout: 1500 });
    await waitFor(() => expect(lastListQuery(server).get('title')).toBe('ilike.*disk*'));
  });

  it('opens an incident on a row click', async () => {
    serveIncidents(server, ['admin']);
    const page = openIncidents();
    await userEvent.click(await rowOf('INC-7'));
    await waitFor(() => expect(page.router.state.location.pathname).toBe(`/incidents/${DISK_INCIDENT}`));
  });

  it('says so when no incident matches, offering to create one', async () => {
    serveIncidents(server, ['admin'], []);
    openIncidents();
    expect(await screen.findByText('There are no incidents matching this criteria')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Create an incident' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Incident' })).toBeInTheDocument();
  });

  it("shows the server's reason when the list fails", async () => {
    serveIncidents(server, ['admin']).on('GET', '/api/db/incidents', { status: 400, body: { message: 'column incidents.bogus does not exist' } });
    openIncidents();
    expect(await screen.findByText('column incidents.bogus does not exist')).toBeInTheDocument();
  });

  it('offers Create New Incident only with write on incidents and the incidents feature on', async () => {
    serveIncidents(server, ['responder']);
    openIncidents();
    expect(await screen.findByRole('button', { name: 'Create New Incident' })).toBeInTheDocument();
  });

  it.each([
    ['a viewer', ['viewer'], []],
    ['an admin with incidents turned off', ['admin'], [{ name: 'incidents.disable', value: 'true' }]],
  ])('offers no Create New Incident to %s', async (_who, roles, properties) => {
    serveIncidents(server, roles, undefined, properties);
    openIncidents();
    await rowOf('INC-7');
    await waitFor(() => expect(server.calls('GET', '/api/auth/whoami').length).toBeGreaterThan(0));
    await waitFor(() => expect(server.calls('GET', '/api/properties').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Create New Incident' })).not.toBeInTheDocument();
  });
});
