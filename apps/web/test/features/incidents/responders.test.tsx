import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RespondersSection } from '#src/features/incidents/components/responders/responders-section.tsx';
import { awaitingTicket } from '#src/features/incidents/api/get-responders.ts';
import { formatSpan } from '#src/features/incidents/components/responders/responder-progress.ts';
import { IncidentRoute } from '#src/features/incidents/routes/incident.route.tsx';
import { toast } from '#src/ui/toast/toast-store.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { DISK_INCIDENT, GRACE, serveIncidents } from './support/incidents-api.ts';
import { JIRA_RESPONDER, PERSON_RESPONDER, serveResponders } from './support/responders-api.ts';

const server = fakeServerForEachTest();
afterEach(() => toast.clear());

function showResponders(roles = ['responder'], responders?: unknown[]) {
  serveResponders(serveIncidents(server, roles), responders);
  return renderRoute(<RespondersSection incidentId={DISK_INCIDENT} />, { path: '/incidents/:id', address: `/incidents/${DISK_INCIDENT}` });
}

const stepsOf = (item: HTMLElement) =>
  within(within(item).getByRole('list', { name: 'Progress' }))
    .getAllByRole('listitem')
    .map((step) => `${step.textContent}${step.getAttribute('aria-current') === 'step' ? ' (current)' : ''}`);

describe('the responders of an incident', () => {
  it('asks GET /responders for the live responders with their team and person, as spec 002 §7 says', async () => {
    showResponders();
    await screen.findByRole('listitem', { name: 'Grace Hopper' });
    const query = server.calls('GET', '/api/db/responders')[0]!.query;
    expect(query.get('incident_id')).toBe(`eq.${DISK_INCIDENT}`);
    expect(query.get('deleted_at')).toBe('is.null');
    expect(query.get('select')).toBe('*,team:team_id(id,name,icon,spec),person:person_id(id,name,avatar)');
  });

  it('shows a person by name, a team by name and kind with its ticket key linked to the ticket', async () => {
    showResponders();
    const person = await screen.findByRole('listitem', { name: 'Grace Hopper' });
    expect(within(person).getByText('Person')).toBeInTheDocument();
    expect(within(person).getByText('GH')).toBeInTheDocument();
    const team = screen.getByRole('listitem', { name: 'Payments' });
    expect(within(team).getByText('Jira')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'OPS-1' })).toHaveAttribute('href', 'http://jira.local/browse/OPS-1');
  });

  it('shows the ticket key without a link when the ticket has no http address, and nothing before there is a ticket', async () => {
    showResponders(['responder'], [{ ...JIRA_RESPONDER, properties: { responderType: 'jira', external_url: 'javascript:alert(1)' } }, { ...JIRA_RESPONDER, id: 'r-2', external_id: null, team: { ...JIRA_RESPONDER.team, name: 'Waiting' } }]);
    const team = await screen.findByRole('listitem', { name: 'Payments' });
    expect(within(team).getByText('OPS-1')).toBeInTheDocument();
    expect(within(team).queryByRole('link')).not.toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Waiting' })).queryByText(/OPS-/)).not.toBeInTheDocument();
  });

  it('marks the first step without a time as current, and shows the time to acknowledge', async () => {
    showResponders();
    const person = await screen.findByRole('listitem', { name: 'Grace Hopper' });
    expect(stepsOf(person)).toEqual(['Created', 'Acknowledged (current)', 'Resolved', 'Closed']);
    expect(within(person).getByText('Not acknowledged yet')).toBeInTheDocument();
    const team = screen.getByRole('listitem', { name: 'Payments' });
    expect(stepsOf(team)).toEqual(['Created', 'Acknowledged', 'Resolved (current)', 'Closed']);
    expect(within(team).getByText('Time to acknowledge: 5m 30s')).toBeInTheDocument();
  });

  it('has no current step once the responder is closed', async () => {
    const at = '2026-01-01T10:00:00Z';
    showResponders(['responder'], [{ ...PERSON_RESPONDER, acknowledge_time: '2026-01-01T10:00:02Z', signoff_time: at, close_time: at }]);
    const person = await screen.findByRole('listitem', { name: 'Grace Hopper' });
    expect(stepsOf(person)).toEqual(['Created', 'Acknowledged', 'Resolved', 'Closed']);
  });

  it('formats spans as the spec’s duration format', () => {
    expect(formatSpan(450)).toBe('450ms');
    expect(formatSpan(42_000)).toBe('42s');
    expect(formatSpan(3_600_000 + 5 * 60_000)).toBe('1h 5m');
    expect(formatSpan(2 * 86_400_000 + 3_600_000 + 7_000)).toBe('2d 1h');
    expect(formatSpan(3_600_000 + 7_000)).toBe('1h');
  });

  it("soft-deletes a responder after confirmation: PATCH deleted_at, then 'Responder deleted successfully'", async () => {
    showResponders();
    server.on('PATCH', '/api/db/responders', { status: 204 });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete responder Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete responder' });
    expect(server.calls('PATCH', '/api/db/responders')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Responder deleted successfully')).toBeInTheDocument();
    const patch = server.calls('PATCH', '/api/db/responders')[0]!;
    expect(patch.query.get('id')).toBe('eq.r-person');
    expect(Object.keys(patch.body as object)).toEqual(['deleted_at']);
    expect(Number.isNaN(Date.parse((patch.body as { deleted_at: string }).deleted_at))).toBe(false);
    await waitFor(() => expect(server.calls('GET', '/api/db/responders').length).toBeGreaterThan(1));
  });

  it("shows the server's message when the delete fails", async () => {
    showResponders();
    server.on('PATCH', '/api/db/responders', { status: 403, body: { message: 'you may not change responders' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete responder Payments' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete responder' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('you may not change responders')).toBeInTheDocument();
    expect(screen.queryByText('Responder deleted successfully')).not.toBeInTheDocument();
  });

  it('offers a viewer neither Add Responder nor delete', async () => {
    showResponders(['viewer']);
    await screen.findByRole('listitem', { name: 'Grace Hopper' });
    await waitFor(() => expect(server.calls('GET', '/api/auth/whoami').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Delete responder/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Responder' })).not.toBeInTheDocument();
  });

  it('reads the list again until a new team responder has its ticket, then shows the key', async () => {
    const waiting = { ...JIRA_RESPONDER, created_at: new Date().toISOString(), acknowledge_time: null, external_id: null, properties: { responderType: 'jira' } };
    serveResponders(serveIncidents(server, ['responder'])).on('GET', '/api/db/responders', { body: [waiting] }, { body: [{ ...waiting, external_id: 'OPS-2', properties: { responderType: 'jira', external_url: 'http://jira.local/browse/OPS-2' } }] });
    renderRoute(<RespondersSection incidentId={DISK_INCIDENT} />, { path: '/incidents/:id', address: `/incidents/${DISK_INCIDENT}` });
    const team = await screen.findByRole('listitem', { name: 'Payments' });
    expect(within(team).queryByRole('link')).not.toBeInTheDocument();
    expect(await within(team).findByRole('link', { name: 'OPS-2' }, { timeout: 4_000 })).toHaveAttribute('href', 'http://jira.local/browse/OPS-2');
    expect(server.calls('GET', '/api/db/responders')).toHaveLength(2);
  });

  it('waits for the tickets of recent team responders only', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    const team = { ...JIRA_RESPONDER, external_id: null };
    expect(awaitingTicket([{ ...team, created_at: '2026-01-01T11:59:00Z' }], now)).toBe(true);
    expect(awaitingTicket([{ ...team, created_at: '2026-01-01T11:50:00Z' }], now)).toBe(false);
    expect(awaitingTicket([{ ...team, created_at: '2026-01-01T11:59:00Z', external_id: 'OPS-1' }], now)).toBe(false);
    expect(awaitingTicket([{ ...PERSON_RESPONDER, created_at: '2026-01-01T11:59:00Z' }], now)).toBe(false);
  });

  it('says so when the incident has no responders', async () => {
    showResponders(['responder'], []);
    expect(await screen.findByText('No responders yet')).toBeInTheDocument();
  });

  it('is part of the Details section of the incident page', async () => {
    serveResponders(serveIncidents(server, ['responder'])).on('GET', '/api/db/incidents', {
      body: [
        {
          id: DISK_INCIDENT,
          incident_id: 'INC-7',
          title: 'Disk full on orders-db',
          description: null,
          type: 'availability',
          status: 'open',
          severity: 'critical',
          created_at: new Date().toISOString(),
          created_by: GRACE,
          creator: null,
          commander: null,
          responders: [],
          hypotheses: [],
        },
      ],
    });
    renderRoute(<IncidentRoute />, { path: '/incidents/:id', address: `/incidents/${DISK_INCIDENT}` });
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(await within(details).findByRole('listitem', { name: 'Payments' })).toBeInTheDocument();
  });
});
