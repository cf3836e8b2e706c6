import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProposedEvidence, ProposedEvidenceAnswer } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ProposedEvidenceSection } from '#src/features/incidents/components/proposed-evidence/proposed-evidence-section.tsx';
import { IncidentRoute } from '#src/features/incidents/routes/incident.route.tsx';
import { toast } from '#src/ui/toast/toast-store.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { diskIncident } from './support/incident-page.tsx';
import { API_CHECK, DISK_INCIDENT, ORDERS_CONFIG, ROOT_HYPOTHESIS, serveIncidents } from './support/incidents-api.ts';
import { serveResponders } from './support/responders-api.ts';

const server = fakeServerForEachTest();
afterEach(() => toast.clear());

const PROPOSALS_PATH = `/api/incidents/${DISK_INCIDENT}/proposed-evidence`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const CHANGE: ProposedEvidence = {
  kind: 'config_change',
  id: 'change-1',
  title: 'UpgradedVersion',
  message: 'upgraded to 16.4',
  time: minutesAgo(90),
  first_time: minutesAgo(90),
  count: 1,
  resource: { kind: 'config', id: ORDERS_CONFIG, name: 'orders-db', type: 'Postgres::Database' },
  severity: 'medium',
  status: null,
  distance: 0,
  score: 0.4,
  evidence: {
    hypothesis_id: ROOT_HYPOTHESIS,
    type: 'config_change',
    description: 'UpgradedVersion on orders-db: upgraded to 16.4',
    config_id: ORDERS_CONFIG,
    config_change_id: 'change-1',
  },
};

const INSIGHT: ProposedEvidence = {
  kind: 'config_analysis',
  id: 'insight-1',
  title: 'Volume almost full',
  message: null,
  time: minutesAgo(200),
  first_time: minutesAgo(600),
  count: 1,
  resource: { kind: 'config', id: 'config-ledger', name: 'ledger-db', type: 'Postgres::Database' },
  severity: 'high',
  status: 'open',
  distance: 2,
  score: 0.1,
  evidence: { hypothesis_id: ROOT_HYPOTHESIS, type: 'config_analysis', description: 'Volume almost full on ledger-db', config_id: 'config-ledger', config_analysis_id: 'insight-1' },
};

const FAILURES: ProposedEvidence = {
  kind: 'check',
  id: API_CHECK,
  title: 'api health',
  message: 'connection refused',
  time: minutesAgo(30),
  first_time: minutesAgo(120),
  count: 7,
  resource: { kind: 'check', id: API_CHECK, name: 'api health', type: 'http' },
  severity: null,
  status: null,
  distance: 1,
  score: 0.3,
  evidence: {
    hypothesis_id: ROOT_HYPOTHESIS,
    type: 'check',
    description: 'api health failed 7 times before the incident opened',
    check_id: API_CHECK,
    evidence: { includeMessages: true, start: minutesAgo(120) },
  },
};

function answer(candidates: ProposedEvidence[], hours = 24): { body: ProposedEvidenceAnswer } {
  const opened = minutesAgo(10);
  return {
    body: {
      incident: { id: DISK_INCIDENT, incident_id: 'INC-7', opened_at: opened },
      window: { from: minutesAgo(10 + hours * 60), to: opened, hours },
      candidates,
    },
  };
}

/** The section alone, as the right panel holds it, for a user with these roles. */
function showProposals(roles: string[], ...replies: { body: ProposedEvidenceAnswer }[]) {
  serveIncidents(server, roles).on('GET', PROPOSALS_PATH, ...replies);
  renderRoute(<ProposedEvidenceSection incidentId={DISK_INCIDENT} />, { path: '/incidents/:id', address: `/incidents/${DISK_INCIDENT}` });
  return screen.findByRole('region', { name: 'Proposed evidence' });
}

const itemTexts = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));

describe('the proposed evidence of an incident', () => {
  it('lists each proposal with its kind, resource, severity or status, distance, failures and time, in the order served', async () => {
    const section = await showProposals(['responder'], answer([FAILURES, CHANGE, INSIGHT]));
    expect(within(section).getByText('Loading evidences please wait...')).toBeInTheDocument();
    const list = await within(section).findByRole('list', { name: 'Proposed evidence' });
    expect(itemTexts(list)).toEqual(['api health', 'UpgradedVersion', 'Volume almost full']);

    const query = server.calls('GET', PROPOSALS_PATH)[0]!.query;
    expect([query.get('hours'), query.get('limit')]).toEqual(['24', '20']);

    const failures = within(list).getByRole('listitem', { name: 'api health' });
    expect(within(failures).getByRole('img', { name: 'Check failures' })).toBeInTheDocument();
    expect(within(failures).getByText('7 failures')).toBeInTheDocument();
    expect(within(failures).getByText('1 hop away')).toBeInTheDocument();
    expect(within(failures).getByText('api health · http')).toBeInTheDocument();
    expect(within(failures).getByText('30m ago')).toBeInTheDocument();

    const change = within(list).getByRole('listitem', { name: 'UpgradedVersion' });
    expect(within(change).getByRole('img', { name: 'Config change' })).toBeInTheDocument();
    expect(within(change).getByText('orders-db · Postgres::Database')).toBeInTheDocument();
    expect(within(change).getByText('upgraded to 16.4')).toBeInTheDocument();
    expect(within(change).getByText("on the incident's item")).toBeInTheDocument();
    expect(within(change).getByText('medium')).toBeInTheDocument();
    expect(within(change).queryByText(/failure/)).not.toBeInTheDocument();

    const insight = within(list).getByRole('listitem', { name: 'Volume almost full' });
    expect(within(insight).getByRole('img', { name: 'Insight' })).toBeInTheDocument();
    expect(within(insight).getByText('2 hops away')).toBeInTheDocument();
    expect(within(insight).getByText('high')).toBeInTheDocument();
    expect(within(insight).getByText('open')).toBeInTheDocument();
  });

  it('asks again for the window chosen, 24 h by default, and shows its answer', async () => {
    const section = await showProposals(['responder'], answer([CHANGE]), answer([CHANGE, INSIGHT], 168));
    const list = await within(section).findByRole('list', { name: 'Proposed evidence' });
    const windows = within(section).getByRole('group', { name: 'Window before the incident opened' });
    expect(within(windows).getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['6 h', 'false'],
      ['24 h', 'true'],
      ['3 d', 'false'],
      ['7 d', 'false'],
    ]);
    expect(itemTexts(list)).toEqual(['UpgradedVersion']);

    await userEvent.click(within(windows).getByRole('button', { name: '7 d' }));
    await waitFor(() => expect(itemTexts(within(section).getByRole('list', { name: 'Proposed evidence' }))).toEqual(['UpgradedVersion', 'Volume almost full']));
    expect(server.calls('GET', PROPOSALS_PATH).map((call) => call.query.get('hours'))).toEqual(['24', '168']);
  });

  it("says what was looked at when there is nothing to propose, and the server's reason when it fails", async () => {
    const section = await showProposals(['responder'], answer([]));
    expect(await within(section).findByText('No changes, insights or check failures in the 24 h before the incident opened')).toBeInTheDocument();
    server.on('GET', PROPOSALS_PATH, { status: 400, body: { error: 'Bad Request', message: 'querystring/hours must be <= 168' } });
    await userEvent.click(within(section).getByRole('button', { name: '6 h' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Could not load the proposed evidence: querystring/hours must be <= 168');
  });

  it('offers a viewer no Attach', async () => {
    const section = await showProposals(['viewer'], answer([CHANGE, FAILURES]));
    await within(section).findByRole('list', { name: 'Proposed evidence' });
    await waitFor(() => expect(server.calls('GET', '/api/auth/whoami').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(section).queryByRole('button', { name: /Attach/ })).not.toBeInTheDocument();
  });

  it('cannot attach while the incident has no root hypothesis, and says why', async () => {
    const orphan = { ...CHANGE, evidence: { ...CHANGE.evidence, hypothesis_id: null } };
    const section = await showProposals(['responder'], answer([orphan]));
    const attach = await within(section).findByRole('button', { name: 'Attach: UpgradedVersion' });
    expect(attach).toBeDisabled();
    expect(within(section).getByLabelText('This incident has no root hypothesis to attach evidence to')).toContainElement(attach);
  });

  it('attaches with one click: posts the exact body, the item leaves, the Action Plan shows it, and it toasts', async () => {
    const attached = { id: 'ev-new', type: 'config_change', description: CHANGE.evidence.description, created_at: minutesAgo(0), definition_of_done: false };
    const before = diskIncident();
    const after = diskIncident();
    after.hypotheses[0]!.evidences = [attached];
    serveResponders(serveIncidents(server, ['responder']), [])
      .on('GET', '/api/db/incidents', { body: [before] }, { body: [after] })
      .on('GET', '/api/db/hypotheses', { body: [{ id: ROOT_HYPOTHESIS, type: 'root', evidences: [] }] })
      .on('GET', PROPOSALS_PATH, answer([CHANGE, FAILURES]), answer([FAILURES]))
      .on('POST', '/api/db/evidences', { status: 201, body: [{ ...CHANGE.evidence, id: 'ev-new' }] });
    renderRoute(<IncidentRoute />, { path: '/incidents/:id', address: `/incidents/${DISK_INCIDENT}` });

    const section = await screen.findByRole('region', { name: 'Proposed evidence' });
    expect(server.calls('GET', PROPOSALS_PATH)).toHaveLength(0);
    await userEvent.click(within(section).getByRole('button', { name: 'Proposed evidence' }));
    await userEvent.click(await within(section).findByRole('button', { name: 'Attach: UpgradedVersion' }));

    await waitFor(() => expect(server.calls('POST', '/api/db/evidences')).toHaveLength(1));
    expect(server.calls('POST', '/api/db/evidences')[0]!.body).toEqual(CHANGE.evidence);
    expect(await screen.findByText('Evidence attached')).toBeInTheDocument();
    await waitFor(() => expect(itemTexts(within(section).getByRole('list', { name: 'Proposed evidence' }))).toEqual(['api health']));

    await userEvent.click(screen.getByRole('tab', { name: 'Action Plan' }));
    const plan = await screen.findByRole('list', { name: 'Action Plan' });
    expect(await within(plan).findByText(CHANGE.evidence.description)).toBeInTheDocument();
    expect(server.calls('GET', '/api/db/incidents').length).toBeGreaterThanOrEqual(2);
  });

  it("toasts 'Attaching evidence failed' with the server's reason and keeps the item", async () => {
    const section = await showProposals(['responder'], answer([CHANGE]));
    server.on('POST', '/api/db/evidences', { status: 403, body: { message: 'not allowed' } });
    await userEvent.click(await within(section).findByRole('button', { name: 'Attach: UpgradedVersion' }));
    expect(await screen.findByText('Attaching evidence failed: not allowed')).toBeInTheDocument();
    expect(itemTexts(within(section).getByRole('list', { name: 'Proposed evidence' }))).toEqual(['UpgradedVersion']);
  });
});
