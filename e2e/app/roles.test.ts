import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { DEMO_ROLES, type DemoRole, type DemoUser, demoUsers } from '../support/demo-users.ts';
import { chooseOption } from '../support/kit-select.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

const MAIN_ITEMS = ['Dashboard', 'Health', 'Incidents', 'Catalog', 'Logs', 'Playbooks'];

/** The Settings submenu of a user who may read everything, sorted by name as the menu is. */
const ALL_SETTINGS = [
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
];

/** Commanders and responders read everything except identities (Users) and connections. */
const INCIDENT_ROLE_SETTINGS = ALL_SETTINGS.filter((item) => item !== 'Connections' && item !== 'Users');

interface RoleExpectations {
  /** Settings submenu items; empty when the Settings menu must not be there at all. */
  settings: string[];
  /** What /settings/users shows: the list with or without the invite button, or Unauthorized. */
  users: 'invite' | 'list' | 'unauthorized';
  canWriteAgents: boolean;
  canWriteFeatureFlags: boolean;
}

const EXPECTED: Record<DemoRole, RoleExpectations> = {
  admin: { settings: ALL_SETTINGS, users: 'invite', canWriteAgents: true, canWriteFeatureFlags: true },
  editor: { settings: ALL_SETTINGS, users: 'list', canWriteAgents: true, canWriteFeatureFlags: true },
  commander: { settings: INCIDENT_ROLE_SETTINGS, users: 'unauthorized', canWriteAgents: false, canWriteFeatureFlags: false },
  responder: { settings: INCIDENT_ROLE_SETTINGS, users: 'unauthorized', canWriteAgents: false, canWriteFeatureFlags: false },
  viewer: { settings: [], users: 'unauthorized', canWriteAgents: false, canWriteFeatureFlags: false },
};

const AGENT_NAME = 'edge-cluster';

describe('what each role sees and may do in the app', () => {
  let server: ServerProcess;
  let browser: Browser;
  let users: Record<DemoRole, DemoUser>;
  const contexts: BrowserContext[] = [];

  async function signedInPage(role: DemoRole, returnTo = '/topology'): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signInByAddress(page, server.url, users[role], returnTo);
    return page;
  }

  /** The sidebar, once the roles and feature flags have loaded (every item needs both). */
  async function readySidebar(page: Page): Promise<Locator> {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Playbooks' }).waitFor();
    return nav;
  }

  /** The names of the sidebar's top-level items. */
  async function mainItems(page: Page): Promise<string[]> {
    const nav = await readySidebar(page);
    return (await nav.locator(':scope > ul').getByRole('link').allInnerTexts()).map((text) => text.trim());
  }

  /** The names in the Settings submenu after opening it; empty when there is no Settings menu. */
  async function settingsItems(page: Page): Promise<string[]> {
    const nav = await readySidebar(page);
    const trigger = nav.getByRole('button', { name: 'Settings' });
    if ((await trigger.count()) === 0) return [];
    await trigger.click();
    const list = nav.getByRole('list', { name: 'Settings' });
    await list.waitFor();
    return (await list.getByRole('link').allInnerTexts()).map((text) => text.trim());
  }

  beforeAll(async () => {
    server = await startServer();
    users = await demoUsers(server);
    browser = await launchBrowser();
    const created = await fetch(`${server.url}/api/agent/generate`, {
      method: 'POST',
      headers: { ...(await apiSession(server.url)), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: AGENT_NAME, properties: {} }),
    });
    if (created.status !== 201) throw new Error(`creating an agent answered ${created.status}: ${await created.text()}`);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it.each(DEMO_ROLES)('shows the %s the sidebar items of the areas their role may read', async (role) => {
    const page = await signedInPage(role);
    expect(await mainItems(page)).toEqual(MAIN_ITEMS);
    expect(await settingsItems(page)).toEqual(EXPECTED[role].settings);
  });

  it.each(DEMO_ROLES)('offers the %s the agent controls of their role on /settings/agents', async (role) => {
    const page = await signedInPage(role, '/settings/agents');
    const row = page.getByRole('row').filter({ hasText: AGENT_NAME });
    await row.waitFor();
    const addButtons = await page.getByRole('button', { name: 'Add Agent' }).count();
    expect(addButtons).toBe(EXPECTED[role].canWriteAgents ? 1 : 0);

    await row.click();
    if (EXPECTED[role].canWriteAgents) {
      const dialog = page.getByRole('dialog', { name: 'Edit Agent' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).waitFor();
    } else {
      expect(new URL(page.url()).searchParams.get('id')).toBeNull();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    }
  });

  it.each(DEMO_ROLES)('shows the %s the users page their role allows on /settings/users', async (role) => {
    const page = await signedInPage(role, '/settings/users');
    const expected = EXPECTED[role].users;
    if (expected === 'unauthorized') {
      await page.getByText('Unauthorized', { exact: true }).waitFor();
      await page.getByText('You do not have permission to access this page').waitFor();
      await expect(page.getByRole('table').count()).resolves.toBe(0);
      return;
    }
    await page.getByRole('row').filter({ hasText: users.viewer.email }).waitFor();
    const inviteButtons = await page.getByRole('button', { name: 'Invite User' }).count();
    expect(inviteButtons).toBe(expected === 'invite' ? 1 : 0);
  });

  it.each(DEMO_ROLES)('lets the %s add feature flags only when their role may write them', async (role) => {
    const page = await signedInPage(role, '/settings/feature-flags');
    await page.getByRole('heading', { name: 'Feature Flags', level: 1 }).waitFor();
    await page.getByRole('table').waitFor();
    const addButtons = await page.getByRole('button', { name: 'Add Feature Flag' }).count();
    expect(addButtons).toBe(EXPECTED[role].canWriteFeatureFlags ? 1 : 0);
  });

  it('applies a role an admin changes on the Users page at the user\'s next page load', async () => {
    const responder = await signedInPage('responder');
    expect(await settingsItems(responder)).toEqual(INCIDENT_ROLE_SETTINGS);

    const admin = await signedInPage('admin', '/settings/users');
    const row = admin.getByRole('row').filter({ hasText: users.responder.email });
    await row.getByRole('button', { name: /^Edit / }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit User' });
    await chooseOption(dialog.getByRole('combobox', { name: 'Role' }), 'viewer');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: 'Viewer', exact: true }).waitFor();

    await responder.reload();
    expect(await mainItems(responder)).toEqual(MAIN_ITEMS);
    expect(await settingsItems(responder)).toEqual([]);
    await responder.goto(`${server.url}/settings/agents`);
    await responder.getByRole('row').filter({ hasText: AGENT_NAME }).waitFor();
    await expect(responder.getByRole('button', { name: 'Add Agent' }).count()).resolves.toBe(0);
  });

  it('shows a viewer who opens a Settings address the Unauthorized view, inside the frame', async () => {
    const page = await signedInPage('viewer', '/settings/users');
    await page.getByText('Unauthorized', { exact: true }).waitFor();
    await page.getByText('You do not have permission to access this page').waitFor();
    // The frame stays usable: the sidebar (without a Settings menu) and the user menu are there.
    expect(await mainItems(page)).toEqual(MAIN_ITEMS);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    // No user's address reached the page.
    await expect(page.getByText(users.admin.email).count()).resolves.toBe(0);
  });
});
