import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { type DemoRole, demoUsers } from '../support/demo-users.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';
import { toastWith } from '../support/toasts.ts';

const NAME = 'status-api';
const SECRET = 'e2e-connection-secret-9f3';

describe('connections on /settings/connections', () => {
  let server: ServerProcess;
  let target: Server;
  let targetUrl = '';
  const targetHits: string[] = [];
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // The service the connection points at: a real local HTTP server that answers 200.
    target = createServer((request, response) => {
      targetHits.push(request.url ?? '');
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"up"}');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/settings/connections');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => target?.close(resolve));
  });

  const row = () => page.getByRole('row').filter({ has: page.getByRole('cell', { name: NAME, exact: true }) });

  it('adds an HTTP connection through the type picker', async () => {
    await page.getByRole('heading', { name: 'Connections', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Connection' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Add Connection' });
    await picker.getByRole('searchbox', { name: 'Search connection types' }).fill('http');
    await picker.getByRole('button', { name: 'HTTP', exact: true }).click();

    const form = page.getByRole('dialog', { name: 'Add HTTP Connection' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').filter({ hasText: 'This field is required' }).first().waitFor();
    await form.getByLabel('Name *').fill(NAME);
    await form.getByLabel('URL *').fill(`${targetUrl}/health`);
    await form.getByLabel('Username', { exact: true }).fill('monitor');
    await form.getByLabel('Password', { exact: true }).fill(SECRET);
    await form.getByRole('button', { name: 'Save' }).click();

    await toastWith(page, 'Connection added successfully').waitFor();
    await form.waitFor({ state: 'detached' });
    await row().getByText('HTTP', { exact: true }).waitFor();
    await expect(row().textContent()).resolves.toContain(`${targetUrl}/health`);
  });

  it('tests the stored connection against the local server', async () => {
    await row().click();
    const dialog = page.getByRole('dialog', { name: NAME });
    const password = dialog.getByLabel('Password', { exact: true });
    await password.waitFor();
    await expect(password.inputValue()).resolves.toBe('***');
    await expect(dialog.textContent()).resolves.not.toContain(SECRET);
    await dialog.getByRole('button', { name: 'Test' }).click();
    await toastWith(page, 'Connection successful').waitFor();
    expect(targetHits).toContain('/health');
  });

  it('edits it, keeping the stored password', async () => {
    const dialog = page.getByRole('dialog', { name: NAME });
    await dialog.getByLabel('URL *').fill(`${targetUrl}/ready`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Connection updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row().getByText(`${targetUrl}/ready`).waitFor();

    await row().click();
    const reopened = page.getByRole('dialog', { name: NAME });
    await expect(reopened.getByLabel('URL *').inputValue()).resolves.toBe(`${targetUrl}/ready`);
    await expect(reopened.getByLabel('Password', { exact: true }).inputValue()).resolves.toBe('***');
    await reopened.getByRole('tab', { name: 'Permissions' }).click();
    await reopened.getByText('No permissions for this connection').waitFor();
    await reopened.getByRole('tab', { name: 'Edit Connection' }).click();
  });

  it('deletes it after a confirmation', async () => {
    const dialog = page.getByRole('dialog', { name: NAME });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Connection' }).getByRole('button', { name: 'Delete' }).click();
    await toastWith(page, 'Connection deleted successfully').waitFor();
    await row().waitFor({ state: 'detached' });
  });

  async function pageOf(role: DemoRole): Promise<Page> {
    const users = await demoUsers(server);
    const other = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInByAddress(other, server.url, users[role], '/settings/connections');
    return other;
  }

  it('lets an editor read the list without an add button', async () => {
    const editor = await pageOf('editor');
    await editor.getByRole('table', { name: 'Connections' }).waitFor();
    await expect(editor.getByRole('button', { name: 'Add Connection' }).count()).resolves.toBe(0);
    await editor.context().close();
  });

  it('refuses a viewer', async () => {
    const viewer = await pageOf('viewer');
    await viewer.getByText('You do not have permission to access this page').waitFor();
    await expect(viewer.getByRole('table', { name: 'Connections' }).count()).resolves.toBe(0);
    await viewer.context().close();
  });
});
