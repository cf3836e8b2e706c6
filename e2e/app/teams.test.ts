import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { type DemoRole, type DemoUser, demoUsers } from '../support/demo-users.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';
import { toastWith } from '../support/toasts.ts';

const TEAM = 'Checkout Crew';
const EDDIE = 'Eddie Editor';
const VERA = 'Vera Viewer';

describe('Settings > Teams', () => {
  let server: ServerProcess;
  let browser: Browser;
  let users: Record<DemoRole, DemoUser>;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    users = await demoUsers(server);
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/settings/teams');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const editor = () => page.getByRole('textbox', { name: 'Spec (YAML)' });
  const teamsTable = () => page.getByRole('table', { name: 'Teams' });
  const replaceSpec = async (text: string) => {
    await editor().click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(text);
  };

  it('adds a team with a name, an icon and a spec', async () => {
    await page.getByRole('heading', { name: 'Teams', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Add Team' }).click();
    await page.waitForURL(`${server.url}/settings/teams/new`);
    await page.getByLabel('Name').fill(TEAM);
    await page.getByLabel('Icon').fill('shopping-cart');
    await replaceSpec('responder_clients: {}\n');
    await page.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, `${TEAM} created successfully`).waitFor();
    await page.waitForURL(`${server.url}/settings/teams`);
    await teamsTable().getByRole('cell', { name: TEAM }).waitFor();
  });

  it('adds two members at once and removes one, saying so each time', async () => {
    await teamsTable().getByRole('cell', { name: TEAM }).click();
    await page.waitForURL(/\/settings\/teams\/[0-9a-f-]{36}$/);
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByText("You haven't added any team members to the team yet.").waitFor();
    await page.getByRole('button', { name: 'Add Members' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Members' });
    await dialog.getByRole('searchbox', { name: 'Search people' }).fill('eddie');
    await dialog.getByRole('checkbox', { name: EDDIE }).click();
    await dialog.getByRole('searchbox', { name: 'Search people' }).fill('vera');
    await dialog.getByRole('checkbox', { name: VERA }).click();
    await dialog.getByRole('button', { name: 'Add 2 members' }).click();
    await toastWith(page, `${EDDIE}, ${VERA} added to the team successfully`).waitFor();
    const members = page.getByRole('table', { name: 'Team members' });
    await members.getByRole('cell', { name: VERA, exact: true }).waitFor();
    await members.getByRole('cell', { name: EDDIE, exact: true }).waitFor();

    await page.getByRole('button', { name: `Remove ${VERA}` }).click();
    await toastWith(page, `${VERA} removed from team successfully`).waitFor();
    await members.getByRole('cell', { name: VERA, exact: true }).waitFor({ state: 'detached' });
    expect(await members.getByRole('row').count()).toBe(2);
  });

  it('refuses responder clients the server does not accept, then saves valid ones', async () => {
    await page.getByRole('tab', { name: 'Spec' }).click();
    await replaceSpec('responder_clients:\n  webhook:\n    headers:\n      X-Team: checkout\n');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText(/^spec\.responder_clients\.webhook.*url or connection is required/).waitFor();
    expect(page.url()).toMatch(/\/settings\/teams\/[0-9a-f-]{36}$/);

    await replaceSpec('responder_clients:\n  webhook:\n    url: https://hooks.example.com/checkout\n');
    await page.getByRole('button', { name: 'Update' }).click();
    await toastWith(page, `${TEAM} updated successfully`).waitFor();
    await page.waitForURL(`${server.url}/settings/teams`);
    const row = teamsTable().getByRole('row').filter({ has: page.getByRole('cell', { name: TEAM }) });
    await row.getByRole('cell', { name: '1', exact: true }).waitFor();
  });

  it('shows a viewer the teams and their members without any control to change them', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const viewer = await context.newPage();
    try {
      await signInByAddress(viewer, server.url, users.viewer, '/settings/teams');
      await viewer.getByRole('table', { name: 'Teams' }).getByRole('cell', { name: TEAM }).click();
      await viewer.getByRole('textbox', { name: 'Spec (YAML)' }).waitFor();
      expect(await viewer.getByRole('button', { name: 'Update' }).count()).toBe(0);
      expect(await viewer.getByRole('button', { name: 'Delete' }).count()).toBe(0);
      await viewer.getByRole('tab', { name: 'Members' }).click();
      await viewer.getByRole('table', { name: 'Team members' }).getByRole('cell', { name: EDDIE }).waitFor();
      expect(await viewer.getByRole('button', { name: 'Add Members' }).count()).toBe(0);
      expect(await viewer.getByRole('button', { name: `Remove ${EDDIE}` }).count()).toBe(0);
      await viewer.goto(`${server.url}/settings/teams`);
      await viewer.getByRole('table', { name: 'Teams' }).getByRole('cell', { name: TEAM }).waitFor();
      expect(await viewer.getByRole('link', { name: 'Add Team' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('deletes the team after confirmation', async () => {
    await teamsTable().getByRole('cell', { name: TEAM }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Team' }).getByRole('button', { name: 'Delete' }).click();
    await toastWith(page, `${TEAM} deleted successfully`).waitFor();
    await page.waitForURL(`${server.url}/settings/teams`);
    await teamsTable().getByRole('cell', { name: TEAM }).waitFor({ state: 'detached' });
    await teamsTable().getByRole('cell', { name: 'Platform' }).waitFor();
  });
});
