import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { type DemoRole, type DemoUser, demoUsers } from '../support/demo-users.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';
import { coveredHeaderButtons, dismissToast, toastWith } from '../support/toasts.ts';

describe('switching an area off with a feature flag', () => {
  let server: ServerProcess;
  let browser: Browser;
  let users: Record<DemoRole, DemoUser>;
  let admin: Page;
  const contexts: BrowserContext[] = [];

  async function signedInPage(role: DemoRole, returnTo: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signInByAddress(page, server.url, users[role], returnTo);
    return page;
  }

  const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
  const sidebarLink = (page: Page, name: string) => sidebar(page).getByRole('link', { name, exact: true });
  const flagRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

  /** Adds a flag through the Add Feature Flag dialog and waits for it in the list. */
  async function addFlag(page: Page, name: string, value: string, description: string, whileToastShows?: () => Promise<void>): Promise<void> {
    await page.getByRole('button', { name: 'Add Feature Flag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Feature Flag' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Value').fill(value);
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toastWith(page, 'Feature flag added successfully').waitFor();
    await whileToastShows?.();
    await dismissToast(page, 'Feature flag added successfully');
    await flagRow(page, name).waitFor();
  }

  /** Removes a stored flag through its Edit Feature Flag dialog. */
  async function removeFlag(page: Page, name: string): Promise<void> {
    await flagRow(page, name).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Feature Flag' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await dismissToast(page, 'Feature flag removed successfully');
    await flagRow(page, name).waitFor({ state: 'detached' });
  }

  beforeAll(async () => {
    server = await startServer();
    users = await demoUsers(server);
    browser = await launchBrowser();
    admin = await signedInPage('admin', '/settings/feature-flags');
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('hides the Incidents sidebar item as soon as incidents.disable is saved as true', async () => {
    await sidebarLink(admin, 'Incidents').waitFor();
    await sidebarLink(admin, 'Rules').waitFor();
    await addFlag(admin, 'incidents.disable', 'true', 'Incidents are handled elsewhere');
    await sidebarLink(admin, 'Incidents').waitFor({ state: 'detached' });
    // Incident rules belong to the incidents area and go with it.
    await expect(sidebarLink(admin, 'Rules').count()).resolves.toBe(0);
    await expect(sidebarLink(admin, 'Health').count()).resolves.toBe(1);
    const row = flagRow(admin, 'incidents.disable');
    await row.getByText('Incidents are handled elsewhere').waitFor();
    await row.getByRole('cell', { name: 'true', exact: true }).waitFor();
  });

  it('leaves the page header usable while the confirmation toast shows', async () => {
    await addFlag(admin, 'health.refresh', '30s', '', async () => {
      expect(await coveredHeaderButtons(admin)).toEqual([]);
    });
    await removeFlag(admin, 'health.refresh');
  });

  it('keeps the area off after a reload, for other users too, and explains it at its address', async () => {
    await admin.reload();
    await flagRow(admin, 'incidents.disable').waitFor();
    await expect(sidebarLink(admin, 'Incidents').count()).resolves.toBe(0);

    const viewer = await signedInPage('viewer', '/incidents');
    await viewer.getByText('Incidents is turned off').waitFor();
    await sidebarLink(viewer, 'Playbooks').waitFor();
    await expect(sidebarLink(viewer, 'Incidents').count()).resolves.toBe(0);
  });

  it('brings the Incidents item back when the flag is removed', async () => {
    await removeFlag(admin, 'incidents.disable');
    await sidebarLink(admin, 'Incidents').waitFor();
    await sidebarLink(admin, 'Rules').waitFor();
    await sidebarLink(admin, 'Incidents').click();
    await admin.waitForURL(`${server.url}/incidents`);
    await admin.getByRole('heading', { name: 'Incidents', level: 1 }).waitFor();
    await expect(admin.getByText('Incidents is turned off').count()).resolves.toBe(0);
  });

  it('switches the health settings off with their parent health feature', async () => {
    await admin.goto(`${server.url}/settings/feature-flags`);
    await sidebarLink(admin, 'Health Checks').waitFor();
    await sidebarLink(admin, 'Jobs History').waitFor();
    await addFlag(admin, 'health.disable', 'true', '');
    await sidebarLink(admin, 'Health').waitFor({ state: 'detached' });
    await expect(sidebarLink(admin, 'Health Checks').count()).resolves.toBe(0);
    await expect(sidebarLink(admin, 'Jobs History').count()).resolves.toBe(0);
    await expect(sidebarLink(admin, 'Incidents').count()).resolves.toBe(1);

    await removeFlag(admin, 'health.disable');
    await sidebarLink(admin, 'Health').waitFor();
    await sidebarLink(admin, 'Health Checks').waitFor();
  });

  it('does not switch an area off for a value other than true', async () => {
    await addFlag(admin, 'logs.disable', 'false', '');
    await admin.reload();
    await flagRow(admin, 'logs.disable').waitFor();
    await sidebarLink(admin, 'Logs').waitFor();
    await removeFlag(admin, 'logs.disable');
  });
});
