import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameApi, installFakeApi } from './support/fake-api.ts';
import { renderApp } from './support/render-app.tsx';

const ORIGINAL_WIDTH = window.innerWidth;

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: ORIGINAL_WIDTH });
});

function setWindowWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
}

async function sidebar() {
  return screen.findByRole('complementary', { name: 'Sidebar' });
}

async function mainItemNames() {
  const aside = await sidebar();
  const nav = within(aside).getByRole('navigation', { name: 'Main' });
  await waitFor(() => expect(within(nav).queryAllByRole('link').length).toBeGreaterThan(0));
  return within(nav)
    .getAllByRole('link')
    .filter((link) => !link.closest('[aria-label="Settings"]'))
    .map((link) => link.textContent);
}

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Settings' }));
  const list = await screen.findByRole('list', { name: 'Settings' });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('sidebar', () => {
  it('lists the areas in the spec order and the Settings items sorted by name for an admin', async () => {
    installFakeApi(frameApi({ roles: ['admin'] }));
    renderApp('/incidents');
    expect(await mainItemNames()).toEqual(['Dashboard', 'Health', 'Incidents', 'Catalog', 'Logs', 'Playbooks']);
    const settings = await openSettings(userEvent.setup());
    expect(settings).toEqual([
      'Agents',
      'Connections',
      'Event Queue',
      'Feature Flags',
      'Health Checks',
      'Integrations',
      'Jobs History',
      'Log Backends',
      'Notifications',
      'Rules',
      'Scrapers',
      'Teams',
      'Tokens',
      'Topologies',
      'Users',
    ]);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/topology');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/settings/users');
  });

  it('draws each item with the icon the area registry names, from the icon table', async () => {
    installFakeApi(frameApi({ roles: ['admin'] }));
    renderApp('/incidents');
    await mainItemNames();
    const nav = within(await sidebar()).getByRole('navigation', { name: 'Main' });
    const iconOf = (element: HTMLElement) => element.querySelector('[data-icon]')?.getAttribute('data-icon');
    const items = ['Dashboard', 'Health', 'Incidents', 'Catalog', 'Logs', 'Playbooks'];
    expect(items.map((name) => iconOf(within(nav).getByRole('link', { name })))).toEqual([
      'dashboard',
      'health',
      'incidents',
      'catalog',
      'logs',
      'playbooks',
    ]);
    expect(iconOf(screen.getByRole('button', { name: 'Settings' }))).toBe('settings');
  });

  it('hides the Settings menu from viewers but keeps the areas they may read', async () => {
    installFakeApi(frameApi({ roles: ['viewer'] }));
    renderApp('/incidents');
    expect(await mainItemNames()).toEqual(['Dashboard', 'Health', 'Incidents', 'Catalog', 'Logs', 'Playbooks']);
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('treats a user without roles as a viewer', async () => {
    installFakeApi(frameApi({ roles: [] }));
    renderApp('/incidents');
    await mainItemNames();
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('shows a commander the Settings items except those needing secrets (connections, users)', async () => {
    installFakeApi(frameApi({ roles: ['commander'] }));
    renderApp('/incidents');
    await mainItemNames();
    const settings = await openSettings(userEvent.setup());
    expect(settings).not.toContain('Connections');
    expect(settings).not.toContain('Users');
    expect(settings).toContain('Feature Flags');
    expect(settings).toContain('Agents');
  });

  it('hides the item of a disabled feature', async () => {
    installFakeApi(frameApi({ properties: [{ name: 'logs.disable', value: 'true' }, { name: 'incidents.disable', value: 'false' }] }));
    renderApp('/incidents');
    expect(await mainItemNames()).toEqual(['Dashboard', 'Health', 'Incidents', 'Catalog', 'Playbooks']);
    const settings = await openSettings(userEvent.setup());
    expect(settings).not.toContain('Log Backends');
  });

  it('hides the settings pages that follow a disabled parent feature', async () => {
    installFakeApi(
      frameApi({
        properties: [
          { name: 'health.disable', value: 'true' },
          { name: 'config.disable', value: 'true' },
        ],
      }),
    );
    renderApp('/topology');
    expect(await mainItemNames()).toEqual(['Dashboard', 'Incidents', 'Logs', 'Playbooks']);
    const settings = await openSettings(userEvent.setup());
    expect(settings).not.toContain('Health Checks');
    expect(settings).not.toContain('Jobs History');
    expect(settings).not.toContain('Scrapers');
    expect(settings).toContain('Topologies');
  });

  it('keeps its collapsed state across visits', async () => {
    installFakeApi(frameApi());
    const user = userEvent.setup();
    const first = renderApp('/incidents');
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    first.unmount();

    renderApp('/incidents');
    const aside = await sidebar();
    expect(within(aside).getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    expect(aside).toHaveAttribute('data-collapsed', 'true');
    // Collapsed, the links keep their names for assistive technology and show them as tooltips.
    expect(await within(aside).findByRole('link', { name: 'Health' })).toHaveAttribute('title', 'Health');

    await user.click(within(aside).getByRole('button', { name: 'Expand sidebar' }));
    expect(aside).toHaveAttribute('data-collapsed', 'false');
    expect(window.localStorage.getItem('vigil.sidebar.collapsed')).toBe('false');
  });

  it('collapses on a click outside it below 1024 px, and not on wider screens', async () => {
    installFakeApi(frameApi());
    renderApp('/settings/event-queue-status');
    const aside = await sidebar();
    await screen.findByRole('table', { name: /event queue/i });
    await within(aside).findByRole('link', { name: 'Health' });
    const header = screen.getByRole('heading', { level: 1, name: 'Event Queue Status' });

    setWindowWidth(1280);
    fireEvent.mouseDown(header);
    expect(aside).toHaveAttribute('data-collapsed', 'false');

    setWindowWidth(900);
    fireEvent.mouseDown(within(aside).getByRole('link', { name: 'Health' }));
    expect(aside).toHaveAttribute('data-collapsed', 'false');
    fireEvent.mouseDown(header);
    expect(aside).toHaveAttribute('data-collapsed', 'true');
  });

  it('opens the narrow sidebar when Settings is chosen in it', async () => {
    window.localStorage.setItem('vigil.sidebar.collapsed', 'true');
    installFakeApi(frameApi());
    const user = userEvent.setup();
    renderApp('/incidents');
    const aside = await sidebar();
    expect(aside).toHaveAttribute('data-collapsed', 'true');
    const settings = await openSettings(user);
    expect(aside).toHaveAttribute('data-collapsed', 'false');
    expect(settings).toContain('Users');
  });

  it('opens the Settings menu by itself on a settings page', async () => {
    installFakeApi(frameApi());
    renderApp('/settings/users');
    const list = await screen.findByRole('list', { name: 'Settings' });
    expect(within(list).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  });
});
