import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, callApi, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { type DemoRole, type DemoUser, demoUsers } from '../support/demo-users.ts';
import { chooseOption, chosenValue } from '../support/kit-select.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';
import { dismissToast } from '../support/toasts.ts';

const TITLE = 'E2E failing checks';
const EDITED = 'E2E failing checks, hourly';

describe('notifications and silences in the settings', () => {
  let server: ServerProcess;
  let browser: Browser;
  let users: Record<DemoRole, DemoUser>;
  let headers: SessionHeaders;
  let check = { id: '', name: '' };
  const contexts: BrowserContext[] = [];

  async function signedInPage(role: DemoRole, returnTo: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signInByAddress(page, server.url, users[role], returnTo);
    return page;
  }

  /** A live check of the demo workspace (its canaries run from the start). */
  async function demoCheck(): Promise<{ id: string; name: string }> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [row] = await callApi<{ id: string; name: string }[]>(server.url, headers, 'GET', '/api/db/checks?select=id,name&deleted_at=is.null&order=name.asc&limit=1');
      if (row) return row;
      if (Date.now() > deadline) throw new Error('the demo created no check within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  const rowWith = (page: Page, text: string): Locator => page.getByRole('table', { name: 'Notifications' }).getByRole('row').filter({ hasText: text });

  beforeAll(async () => {
    server = await startServer();
    users = await demoUsers(server);
    headers = await apiSession(server.url);
    check = await demoCheck();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('lets an admin create a notification for a person and then edit it', async () => {
    const [me] = await callApi<{ id: string }[]>(server.url, headers, 'GET', `/api/db/people?select=id&email=eq.${encodeURIComponent(users.admin.email)}`);
    const page = await signedInPage('admin', '/settings/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add Notification' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create Notification' });
    await create.getByLabel('Title').fill(TITLE);
    await create.getByRole('button', { name: /^Events:/ }).click();
    await page.getByRole('dialog', { name: 'Events' }).getByRole('checkbox', { name: 'check.failed', exact: true }).check();
    await page.keyboard.press('Escape');
    // Others offers only connections that can carry a message: not the demo's Kubernetes cluster.
    const connections = page.waitForResponse((response) => response.url().includes('/api/db/connections?'));
    await create.getByRole('group', { name: 'Recipient type' }).getByRole('button', { name: 'Others' }).click();
    expect((await connections).status()).toBe(200);
    await create.getByRole('button', { name: /^Connections:/ }).click();
    await page.getByRole('dialog', { name: 'Connections' }).getByText('Select all').waitFor();
    await expect(page.getByRole('checkbox', { name: /\(kubernetes\)$/ }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await create.getByRole('group', { name: 'Recipient type' }).getByRole('button', { name: 'Person' }).click();
    await chooseOption(create.getByRole('combobox', { name: 'Person' }), me!.id);
    await create.getByRole('button', { name: 'Save' }).click();
    await create.waitFor({ state: 'detached' });
    await dismissToast(page, 'Notification created successfully');
    const row = rowWith(page, TITLE);
    await row.getByText('check.failed').waitFor();

    await row.getByRole('cell').first().click();
    const edit = page.getByRole('dialog', { name: 'Edit Notification' });
    await expect(edit.getByLabel('Title').inputValue()).resolves.toBe(TITLE);
    await expect(chosenValue(edit.getByRole('combobox', { name: 'Person' }))).resolves.toBe(me!.id);
    await edit.getByLabel('Title').fill(EDITED);
    await chooseOption(edit.getByLabel('Repeat interval'), '1h');
    await edit.getByRole('button', { name: 'Update' }).click();
    await edit.waitFor({ state: 'detached' });
    await dismissToast(page, 'Notification updated successfully');
    const edited = rowWith(page, EDITED);
    await edited.getByRole('cell', { name: '1h', exact: true }).waitFor();

    const [stored] = await callApi<{ title: string; events: string[]; person_id: string; repeat_interval: string }[]>(
      server.url,
      headers,
      'GET',
      `/api/db/notifications?select=title,events,person_id,repeat_interval&title=eq.${encodeURIComponent(EDITED)}`,
    );
    expect(stored).toEqual({ title: EDITED, events: ['check.failed'], person_id: me!.id, repeat_interval: '1h' });
  });

  it('silences the check named in the address', async () => {
    const page = await signedInPage('admin', `/settings/notifications/silence?check_id=${check.id}`);
    const resource = page.getByRole('combobox', { name: 'Resource', exact: true });
    await resource.getByText(check.name).waitFor();
    await expect(chosenValue(resource)).resolves.toBe(check.id);
    await page.getByLabel('Description').fill('E2E maintenance window');
    await page.getByRole('button', { name: 'Silence', exact: true }).click();
    await dismissToast(page, 'Silenced notification');

    const silences = await callApi<{ check_id: string; description: string }[]>(
      server.url,
      headers,
      'GET',
      `/api/db/notification_silences?select=check_id,description&check_id=eq.${check.id}`,
    );
    expect(silences).toContainEqual({ check_id: check.id, description: 'E2E maintenance window' });
  });

  it('shows a viewer the notifications without Add, and not the silence page', async () => {
    const page = await signedInPage('viewer', '/settings/notifications');
    await rowWith(page, EDITED).waitFor();
    await expect(page.getByRole('button', { name: 'Add Notification' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Silence' }).count()).resolves.toBe(0);

    await page.goto(`${server.url}/settings/notifications/silence?check_id=${check.id}`);
    await page.getByText('Unauthorized').waitFor();
    await expect(page.getByRole('button', { name: 'Silence', exact: true }).count()).resolves.toBe(0);
  });
});
