import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

const BACKEND = 'e2e-loki';

describe('Settings > Integrations', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    // The demo brings scrapers and topologies; a log backend is added the way the UI saves one.
    const session = await apiSession(server.url);
    const created = await fetch(`${server.url}/api/db/logging_backends`, {
      method: 'POST',
      headers: { ...session, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: BACKEND, source: 'UI', spec: { loki: [{ url: 'http://loki.monitoring:3100' }] } }),
    });
    expect(created.status).toBe(201);
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/settings/integrations');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const list = (on: Page) => on.getByRole('table', { name: 'Integrations' });
  const rowOf = (on: Page, name: string) => list(on).getByRole('row').filter({ has: on.getByRole('cell', { name, exact: true }) });

  it("lists the demo's scrapers and topologies and the log backend, each with its type", async () => {
    await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
    await rowOf(page, 'sample-files').waitFor();
    expect(await rowOf(page, 'sample-files').textContent()).toContain('Catalog Scraper');
    expect(await rowOf(page, 'vigil').textContent()).toContain('Topology');
    expect(await rowOf(page, BACKEND).textContent()).toContain('Log Backend');
  });

  it('opens a row on its detail page, with the spec editor', async () => {
    await list(page).getByRole('cell', { name: BACKEND, exact: true }).click();
    await page.waitForURL(/\/settings\/integrations\/logging_backends\/[0-9a-f-]{36}$/);
    await page.getByRole('textbox', { name: 'Spec (YAML)' }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(BACKEND);
    await page.getByRole('link', { name: 'Integrations' }).first().click();
    await page.waitForURL(`${server.url}/settings/integrations`);
  });

  it('goes from Add Integration > Add Directly > Custom Topology to the new topology form', async () => {
    await page.getByRole('button', { name: 'Add Integration' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Integration' });
    await dialog.getByRole('tab', { name: 'Add Directly' }).click();
    await dialog.getByRole('link', { name: /Custom Topology/ }).click();
    await page.waitForURL(`${server.url}/settings/topologies/new`);
    await page.getByRole('heading', { name: 'New Topology', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Spec (YAML)' }).waitFor();
  });
});
