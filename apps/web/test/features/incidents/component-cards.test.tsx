import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import userEvent from '@testing-library/user-event';
import { API_CHECK, CHECKOUT_COMPONENT, DISK_INCIDENT } from './support/incidents-api.ts';
import { diskIncident, openIncidentPage } from './support/incident-page.tsx';

const server = fakeServerForEachTest();

const ORDERS_COMPONENT = '01900000-0000-7000-8000-0000000000e2';
const checkout = { id: CHECKOUT_COMPONENT, name: 'checkout', icon: null as string | null, type: 'Kubernetes::Deployment', status: 'unhealthy' };
const orders = { id: ORDERS_COMPONENT, name: 'orders-db', icon: 'postgres', type: 'Database', status: 'healthy' };

/** The hypotheses' evidences as the data API answers the cards' request: a component once per evidence. */
function componentEvidence(...perHypothesis: (typeof checkout | null)[][]) {
  return perHypothesis.map((components) => ({ evidences: components.map((component) => ({ component })) }));
}

describe('the component cards under the breadcrumb', () => {
  it('shows each component attached as evidence once, with its icon, status and type, leading to its topology page', async () => {
    openIncidentPage(server);
    server.on('GET', '/api/db/hypotheses', { body: componentEvidence([checkout, orders], [checkout]) });
    const cards = await screen.findByRole('list', { name: 'Components' });
    const links = within(cards).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/topology/${CHECKOUT_COMPONENT}`, `/topology/${ORDERS_COMPONENT}`]);
    expect(links[0]).toHaveAccessibleName('checkout (unhealthy)');
    expect(links[0]).toHaveTextContent('checkoutunhealthyKubernetes::Deployment');
    expect(links[0]!.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'k8s-deployment');
    expect(links[1]).toHaveAccessibleName('orders-db (healthy)');
    expect(links[1]!.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'postgres');

    const query = server.calls('GET', '/api/db/hypotheses')[0]!.query;
    expect(query.get('incident_id')).toBe(`eq.${DISK_INCIDENT}`);
    expect(query.get('evidences.component_id')).toBe('not.is.null');
    expect(query.get('select')).toContain('component:component_id(');
  });

  it('is not there when no evidence points at a component', async () => {
    openIncidentPage(server);
    server.on('GET', '/api/db/hypotheses', { body: componentEvidence([], []) });
    await screen.findByRole('tab', { name: 'Comments' });
    await waitFor(() => expect(screen.queryByLabelText('Loading components')).not.toBeInTheDocument());
    expect(screen.queryByRole('list', { name: 'Components' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Could not load the incident's components/)).not.toBeInTheDocument();
  });

  it('shows placeholders while the components load', async () => {
    const held: (() => void)[] = [];
    openIncidentPage(server);
    server.on('GET', '/api/db/hypotheses', { body: componentEvidence([checkout]) });
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/api/db/hypotheses') ? new Promise<Response>((resolve) => held.push(() => void answered(input, init).then(resolve))) : answered(input, init),
    );
    expect(await screen.findByLabelText('Loading components')).toHaveAttribute('aria-busy', 'true');
    for (const release of held) release();
    expect(await screen.findByRole('link', { name: 'checkout (unhealthy)' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading components')).not.toBeInTheDocument();
  });

  it("says when the components cannot be read, and the rest of the page still works", async () => {
    openIncidentPage(server);
    server.on('GET', '/api/db/hypotheses', { status: 500, body: { message: 'relation is locked' } });
    const alert = await screen.findByText(/Could not load the incident's components/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent("Could not load the incident's components: relation is locked");
    expect(screen.getByRole('list', { name: 'Comments' })).toBeInTheDocument();
  });
});

describe('a check attached as evidence', () => {
  it("is called by the check's name in the Action Plan when its description only says 'Check'", async () => {
    const incident = diskIncident();
    incident.hypotheses[0]!.evidences = [
      { id: 'ev-1', type: 'check', description: 'Check', created_at: '2025-03-01T10:02:00Z', definition_of_done: false, check: { id: API_CHECK, name: 'closed port' } },
      { id: 'ev-2', type: 'check', description: 'Port 9 refuses', created_at: '2025-03-01T10:03:00Z', definition_of_done: false, check: { id: API_CHECK, name: 'closed port' } },
    ];
    openIncidentPage(server, ['responder'], incident);
    server.on('GET', '/api/db/hypotheses', { body: componentEvidence([]) });
    await userEvent.click(await screen.findByRole('tab', { name: 'Action Plan' }));
    const plan = await screen.findByRole('list', { name: 'Action Plan' });
    expect(within(plan).getByText('closed port')).toBeInTheDocument();
    expect(within(plan).getByText('Port 9 refuses')).toBeInTheDocument();
    expect(within(plan).queryByText('Check')).not.toBeInTheDocument();
    expect(server.calls('GET', '/api/db/incidents')[0]!.query.get('select')).toContain('check:check_id(id,name)');
  });
});
