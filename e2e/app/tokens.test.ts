import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { chooseOption } from '../support/kit-select.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';
import { toastWith } from '../support/toasts.ts';

const TOKEN_NAME = 'release pipeline';

describe('an access token made on Settings > Tokens works until it is revoked there', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token = '';

  const whoamiWith = (value: string) => fetch(`${server.url}/api/auth/whoami`, { headers: { Authorization: `Bearer ${value}` } });

  beforeAll(async () => {
    server = await startServer({ DEMO: 'off' });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/settings/agents');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('reaches the page from the Settings menu', async () => {
    await page.getByRole('list', { name: 'Settings' }).getByRole('link', { name: 'Tokens' }).click();
    await page.waitForURL(`${server.url}/settings/tokens`);
    await page.getByRole('heading', { level: 1, name: 'Access Tokens' }).waitFor();
    await page.getByText('You have no access tokens yet.', { exact: false }).waitFor();
  });

  it('creates a token and shows it once; the token works against /api as a Bearer token', async () => {
    await page.getByRole('button', { name: 'Create Token' }).click();
    const form = page.getByRole('dialog', { name: 'Create Access Token' });
    await form.getByLabel('Name').fill(TOKEN_NAME);
    await chooseOption(form.getByRole('combobox', { name: 'Expires in' }), '7d');
    await form.getByRole('button', { name: 'Create' }).click();

    const shown = page.getByRole('dialog', { name: 'Access Token Created' });
    await shown.waitFor();
    await toastWith(page, 'Access token created').waitFor();
    token = ((await shown.getByLabel('Access token', { exact: true }).textContent()) ?? '').trim();
    expect(token).toMatch(/^vgl_[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);

    const response = await whoamiWith(token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { payload: { user: { email: string }; roles: string[] } };
    expect(body.payload.user.email).toBe(E2E_ADMIN.email);
    expect(body.payload.roles).toContain('admin');

    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    await expect(page.getByText(token).count()).resolves.toBe(0);
    const row = page.getByRole('row').filter({ hasText: TOKEN_NAME });
    await row.getByRole('cell', { name: 'All of your rights' }).waitFor();
  });

  it('revokes the token after asking; the next request with it is refused', async () => {
    const row = page.getByRole('row').filter({ hasText: TOKEN_NAME });
    await row.getByRole('button', { name: `Revoke ${TOKEN_NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke Access Token' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await toastWith(page, 'Access token revoked').waitFor();
    await row.waitFor({ state: 'detached' });

    const refused = await whoamiWith(token);
    expect(refused.status).toBe(401);
    await expect(refused.json()).resolves.toEqual({ error: 'unauthorized', message: 'The access token is not valid' });
  });
});
