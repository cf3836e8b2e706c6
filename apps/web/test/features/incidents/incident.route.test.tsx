import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { IncidentRoute } from '#src/features/incidents/routes/incident.route.tsx';
import { toast } from '#src/ui/toast/toast-store.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { chooseOption, optionsOf } from '#test/support/kit-select.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { DISK_INCIDENT, GRACE, ROOT_HYPOTHESIS, serveIncidents } from './support/incidents-api.ts';

const server = fakeServerForEachTest();
afterEach(() => toast.clear());
const FACTOR = '01900000-0000-7000-8000-0000000000d2';

function anIncident(status = 'open') {
  return {
    id: DISK_INCIDENT,
    incident_id: 'INC-7',
    title: 'Disk full on orders-db',
    description: 'Writes fail since 09:00',
    type: 'availability',
    status,
    severity: 'critical',
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    created_by: GRACE,
    creator: { id: GRACE, name: 'Grace Hopper', avatar: null },
    commander: null,
    responders: [],
    hypotheses: [
      {
        id: FACTOR,
        title: 'Log rotation stopped',
        type: 'factor',
        status: 'likely',
        parent_id: ROOT_HYPOTHESIS,
        created_at: '2025-03-01T10:05:00Z',
        evidences: [
          { id: 'e1', type: 'config', description: 'orders-db', created_at: '2025-03-01T10:06:00Z', definition_of_done: false },
          { id: 'e2', type: 'check', description: 'disk-usage', created_at: '2025-03-01T10:07:00Z', definition_of_done: false },
        ],
        comments: [],
      },
      {
        id: ROOT_HYPOTHESIS,
        title: 'Disk full on orders-db',
        type: 'root',
        status: 'possible',
        parent_id: null,
        created_at: '2025-03-01T10:00:00Z',
        evidences: [],
        comments: [{ id: 'c1', comment: 'Looking at the volume', created_at: '2025-03-01T10:01:00Z', author: { id: GRACE, name: 'Grace Hopper', avatar: null } }],
      },
    ],
  };
}

function openIncident(roles = ['responder'], incident: unknown = anIncident()) {
  serveIncidents(server, roles).on('GET', '/api/db/incidents', { body: incident ? [incident] : [] });
  return renderRoute(<IncidentRoute />, { path: '/incidents/:id', address: `/incidents/${DISK_INCIDENT}` });
}

describe('the incident page', () => {
  it('shows the breadcrumb back to Incidents, the Details panel and the hypothesis tree with its comments', async () => {
    openIncident();
    expect(await screen.findByRole('heading', { level: 1, name: 'INC-7 Disk full on orders-db' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Incidents' })).toHaveAttribute('href', '/incidents');
    const details = screen.getByRole('region', { name: 'Details' });
    for (const text of ['INC-7', 'critical', 'availability', 'Grace Hopper', 'Writes fail since 09:00']) expect(within(details).getByText(text)).toBeInTheDocument();
    const query = server.calls('GET', '/api/db/incidents')[0]!.query;
    expect(query.get('id')).toBe(`eq.${DISK_INCIDENT}`);
    expect(query.get('select')).toContain('hypotheses(');

    const tree = screen.getByRole('list', { name: 'Comments' });
    const items = within(tree).getAllByRole('listitem').filter((item) => item.parentElement === tree);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Disk full on orders-db', 'Log rotation stopped']);
    expect(within(items[0]!).getByText('Looking at the volume')).toBeInTheDocument();
    expect(within(items[1]!).getByText('No comments')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Action Plan' }));
    const plan = await screen.findByRole('list', { name: 'Action Plan' });
    expect(within(plan).getByText('No Evidence')).toBeInTheDocument();
    expect(within(plan).getByText('orders-db')).toBeInTheDocument();
  });

  it("says 'Incident not found' when there is none", async () => {
    openIncident(['responder'], null);
    expect(await screen.findByRole('heading', { name: 'Incident not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Incidents' })).toHaveAttribute('href', '/incidents');
  });

  it("says 'Incident not found' for an address that names no incident, without asking the server", async () => {
    serveIncidents(server, ['responder']);
    renderRoute(<IncidentRoute />, { path: '/incidents/:id', address: '/incidents/not-an-id' });
    expect(await screen.findByRole('heading', { name: 'Incident not found' })).toBeInTheDocument();
    expect(server.calls('GET', '/api/db/incidents')).toHaveLength(0);
  });

  it('offers the moves of spec 002 §4 from the current status, and toasts the outcome', async () => {
    openIncident();
    server.on('PATCH', '/api/db/incidents', { status: 204 });
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect((await optionsOf(status)).map((option) => option.textContent)).toEqual(['open', 'investigating', 'mitigated', 'resolved', 'closed']);
    await chooseOption(status, 'investigating');
    await waitFor(() => expect(server.calls('PATCH', '/api/db/incidents')).toHaveLength(1));
    const patch = server.calls('PATCH', '/api/db/incidents')[0]!;
    expect(patch.query.get('id')).toBe(`eq.${DISK_INCIDENT}`);
    expect(patch.body).toEqual({ status: 'investigating' });
    expect((await screen.findAllByText('Incident status updated successfully')).length).toBeGreaterThan(0);
  });

  it("shows 'Incident status updated failed' with the server's reason when it refuses", async () => {
    openIncident(['responder'], anIncident('closed'));
    server.on('PATCH', '/api/db/incidents', { status: 400, body: { message: 'cannot move an incident from closed to open' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    expect(server.calls('PATCH', '/api/db/incidents').map((call) => call.body)).toEqual([{ status: 'open' }]);
    expect((await screen.findAllByText('Incident status updated failed: cannot move an incident from closed to open')).length).toBeGreaterThan(0);
  });

  it('closes an open incident with Close', async () => {
    openIncident();
    server.on('PATCH', '/api/db/incidents', { status: 204 });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(server.calls('PATCH', '/api/db/incidents').map((call) => call.body)).toEqual([{ status: 'closed' }]));
  });

  describe('moving to mitigated or resolved asks for the definition of done first', () => {
    async function chooseMitigated() {
      openIncident();
      server.on('PATCH', '/api/db/incidents', { status: 204 }).on('PATCH', '/api/db/evidences', { status: 204 });
      await chooseOption(await screen.findByRole('combobox', { name: 'Status' }), 'mitigated');
      return screen.findByRole('dialog', { name: 'Add contributing factors to definition of done' });
    }

    it("needs an evidence for Submit: 'Please select atleast one evidence'", async () => {
      const dialog = await chooseMitigated();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select atleast one evidence');
      expect(server.calls('PATCH', '/api/db/incidents')).toHaveLength(0);
    });

    it('marks the chosen evidences, then sets the status', async () => {
      const dialog = await chooseMitigated();
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'disk-usage (check)' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(server.calls('PATCH', '/api/db/incidents')).toHaveLength(1));
      const evidences = server.calls('PATCH', '/api/db/evidences');
      expect(evidences.map((call) => [call.query.get('id'), call.body])).toEqual([['in.("e2")', { definition_of_done: true }]]);
      expect(server.calls('PATCH', '/api/db/incidents')[0]!.body).toEqual({ status: 'mitigated' });
      expect(server.requests.indexOf(evidences[0]!)).toBeLessThan(server.requests.indexOf(server.calls('PATCH', '/api/db/incidents')[0]!));
    });

    it('sets only the status on Skip, and nothing on Cancel', async () => {
      let dialog = await chooseMitigated();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);

      await chooseOption(screen.getByRole('combobox', { name: 'Status' }), 'resolved');
      dialog = await screen.findByRole('dialog', { name: 'Add contributing factors to definition of done' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
      await waitFor(() => expect(server.calls('PATCH', '/api/db/incidents').map((call) => call.body)).toEqual([{ status: 'resolved' }]));
      expect(server.calls('PATCH', '/api/db/evidences')).toHaveLength(0);
    });
  });

  it('offers a viewer neither the status dropdown nor Close', async () => {
    openIncident(['viewer']);
    await screen.findByRole('heading', { level: 1, name: 'INC-7 Disk full on orders-db' });
    await waitFor(() => expect(server.calls('GET', '/api/auth/whoami').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
