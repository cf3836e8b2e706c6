import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { demoUsers } from '../support/demo-users.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

describe('/settings/jobs on a demo server', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    const admin = (await demoUsers(server)).admin;
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, admin, '/settings/jobs');
  }, 150_000);
  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await server?.stop();
  });

  const table = () => page.getByRole('table', { name: 'Job history' });

  it('leaves successful runs out by default, and shows only them once Status includes SUCCESS', async () => {
    await page.getByRole('heading', { level: 1, name: 'Job History' }).waitFor();
    const status = page.getByRole('button', { name: /^Status:/ });
    await status.getByText('SUCCESS').waitFor();
    await table().waitFor();
    expect(await table().locator('[data-status="SUCCESS"]').count()).toBe(0);

    await status.click();
    await page.getByRole('dialog', { name: 'Status' }).getByRole('button', { name: 'Include SUCCESS' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.get('status') === 'SUCCESS:1');
    await table().locator('[data-status="SUCCESS"]').first().waitFor({ timeout: 30_000 });
    const statuses = await table().locator('[data-status]').evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['SUCCESS']));
  });

  it('opens the details of a run', async () => {
    const firstRow = table().locator('tbody tr').first();
    const name = ((await firstRow.locator('td').first().textContent()) ?? '').trim();
    await firstRow.click();
    const dialog = page.getByRole('dialog', { name: `${name} details` });
    await dialog.waitFor();
    await dialog.getByText('SUCCESS').first().waitFor();
    // A demo run either reports what it did (its summary) or has nothing to tell.
    const shown = await dialog.getByRole('region').count();
    if (shown === 0) await dialog.getByText('No details found').waitFor();
    else expect(shown).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
