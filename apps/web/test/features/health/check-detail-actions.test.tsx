import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveCheck, theCheck } from './support/check-detail-api.ts';
import { openHealth } from './support/health-page.tsx';

const PLAYBOOKS_PATH = '/api/playbook/list';
const tallHeight = window.innerHeight;

function resizeWindowTo(height: number) {
  act(() => {
    window.innerHeight = height;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  resizeWindowTo(tallHeight);
  vi.unstubAllEnvs();
});

const dialog = () => screen.findByRole('dialog', { name: /login/ });
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\s*\d+$/, ''));

describe('Check detail dialog on short screens', () => {
  it('shows the Health Overview above the tabs on a tall screen, with no Graph tab', async () => {
    const check = theCheck();
    serveCheck(check);
    openHealth(`/health?checkId=${check.id}`);
    const opened = await dialog();
    expect(within(opened).getByRole('figure', { name: 'Health Overview' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['History', 'Spec', 'Relationships']);
  });

  it('moves the Health Overview into a Graph tab below 700 px, and back when the window grows', async () => {
    resizeWindowTo(650);
    const check = theCheck();
    serveCheck(check);
    openHealth(`/health?checkId=${check.id}`);
    const opened = await dialog();
    expect(tabNames()).toEqual(['History', 'Graph', 'Spec', 'Relationships']);
    expect(within(opened).queryByRole('figure', { name: 'Health Overview' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Graph' }));
    const chart = within(opened).getByRole('figure', { name: 'Health Overview' });
    expect(await within(chart).findByText('2 runs: 1 passed, 1 failed')).toBeInTheDocument();

    resizeWindowTo(900);
    expect(tabNames()).toEqual(['History', 'Spec', 'Relationships']);
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(within(opened).getByRole('figure', { name: 'Health Overview' })).toBeInTheDocument();
  });
});

describe('Check detail footer actions', () => {
  it('lists the playbooks for the check when the Playbooks menu opens, and runs one on it', async () => {
    const check = theCheck();
    const api = serveCheck(check)
      .on('GET', PLAYBOOKS_PATH, {
        body: [
          { id: 'p1', name: 'restart-pod', title: 'Restart pod', icon: null, parameters: [] },
          { id: 'p2', name: 'scale-up', title: null, icon: null, parameters: [] },
        ],
      })
      .on('POST', '/api/playbook/p1/params', { body: { params: [] } });
    openHealth(`/health?checkId=${check.id}`);
    const opened = await dialog();
    expect(api.calls('GET', PLAYBOOKS_PATH)).toHaveLength(0);

    await userEvent.click(within(opened).getByRole('button', { name: 'Playbooks' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: 'Restart pod' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Restart pod', 'scale-up']);
    expect(api.calls('GET', PLAYBOOKS_PATH)[0]!.query.get('check_id')).toBe(check.id);

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Restart pod' }));
    const running = await screen.findByRole('dialog', { name: 'Run Playbook' });
    expect(within(running).getByRole('region', { name: 'Resource' })).toHaveTextContent('login');
    await waitFor(() => expect(api.calls('POST', '/api/playbook/p1/params')[0]!.body).toEqual({ id: 'p1', check_id: check.id }));
    await userEvent.click(within(running).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Run Playbook' })).not.toBeInTheDocument();
    expect(await dialog()).toBeInTheDocument();
  });

  it("says 'No playbooks' when there are none", async () => {
    const check = theCheck();
    serveCheck(check).on('GET', PLAYBOOKS_PATH, { body: [] });
    openHealth(`/health?checkId=${check.id}`);
    const opened = await dialog();
    await userEvent.click(within(opened).getByRole('button', { name: 'Playbooks' }));
    expect(await within(await screen.findByRole('menu')).findByText('No playbooks')).toBeInTheDocument();
  });

  it('opens the Link to Incident dialog to add the check to an incident', async () => {
    const check = theCheck();
    serveCheck(check);
    openHealth(`/health?checkId=${check.id}`);
    const opened = await dialog();
    await userEvent.click(within(opened).getByRole('button', { name: 'Add to incident' }));
    const linking = await screen.findByRole('dialog', { name: 'Link to Incident' });
    expect(within(linking).getByRole('button', { name: 'Attach as Evidence' })).toBeInTheDocument();
  });

  it('hides the Playbooks menu and the evidence action in the build without incident actions', async () => {
    vi.stubEnv('VITE_HIDE_INCIDENT_ACTIONS', 'true');
    const check = theCheck();
    serveCheck(check);
    openHealth(`/health?checkId=${check.id}`);
    const opened = await dialog();
    expect(await within(opened).findByRole('button', { name: 'Run Now' })).toBeInTheDocument();
    expect(within(opened).queryByRole('button', { name: 'Playbooks' })).not.toBeInTheDocument();
    expect(within(opened).queryByRole('button', { name: 'Add to incident' })).not.toBeInTheDocument();
  });
});

describe('Check detail footer actions per role (spec 000 §6)', () => {
  const ROLE_ACTIONS: { role: string; playbooks: boolean; evidence: boolean }[] = [
    { role: 'viewer', playbooks: false, evidence: false },
    { role: 'responder', playbooks: false, evidence: true },
    { role: 'commander', playbooks: false, evidence: true },
    { role: 'editor', playbooks: true, evidence: true },
    { role: 'admin', playbooks: true, evidence: true },
  ];

  it.each(ROLE_ACTIONS)('offers the $role the Playbooks menu: $playbooks, Add to incident: $evidence', async ({ role, playbooks, evidence }) => {
    const check = theCheck();
    const api = serveCheck(check, { roles: [role] });
    openHealth(`/health?checkId=${check.id}`);
    const opened = await dialog();
    // The gates decide once the roles and the feature flags have arrived.
    await waitFor(() => expect(api.calls('GET', '/api/properties')).toHaveLength(1));
    if (evidence) await within(opened).findByRole('button', { name: 'Add to incident' });
    else await within(opened).findByText('75.0%');
    expect(within(opened).queryAllByRole('button', { name: 'Playbooks' })).toHaveLength(playbooks ? 1 : 0);
    expect(within(opened).queryAllByRole('button', { name: 'Add to incident' })).toHaveLength(evidence ? 1 : 0);
  });

  it('hides Add to incident when the incidents feature is off', async () => {
    const check = theCheck();
    serveCheck(check).on('GET', '/api/properties', { body: [{ name: 'incidents.disable', value: 'true' }] });
    openHealth(`/health?checkId=${check.id}`);
    const opened = await dialog();
    expect(await within(opened).findByRole('button', { name: 'Playbooks' })).toBeInTheDocument();
    expect(within(opened).queryByRole('button', { name: 'Add to incident' })).not.toBeInTheDocument();
  });

  it('hides the Playbooks menu when the playbooks feature is off', async () => {
    const check = theCheck();
    serveCheck(check).on('GET', '/api/properties', { body: [{ name: 'playbooks.disable', value: 'true' }] });
    openHealth(`/health?checkId=${check.id}`);
    const opened = await dialog();
    expect(await within(opened).findByRole('button', { name: 'Add to incident' })).toBeInTheDocument();
    expect(within(opened).queryByRole('button', { name: 'Playbooks' })).not.toBeInTheDocument();
  });
});
