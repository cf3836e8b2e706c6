import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

/** Whether any table on the page is wider than the box that holds it (a sideways scroll). */
function tablesOverflow(page: Page) {
  return page.evaluate(() => Array.from(document.querySelectorAll('table')).some((table) => table.scrollWidth > (table.parentElement?.clientWidth ?? 0) + 1));
}

describe('the health checks and scrapers lists at 1280 px', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/settings/canaries');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('shows the health checks with Job Status, View details and Last Run, without a sideways scroll', async () => {
    const table = page.getByRole('table', { name: 'Health checks' });
    await table.getByRole('link', { name: 'View details' }).first().waitFor();
    for (const header of ['Name', 'Job Status', 'Last Run', 'Schedule', 'Namespace', 'Tags', 'Updated']) {
      expect(await table.getByRole('columnheader', { name: header, exact: true }).isVisible()).toBe(true);
    }
    expect(await tablesOverflow(page)).toBe(false);
  });

  it("shows a health check of a remote agent read-only, 'Linked to' the agent, which opens it", async () => {
    const headers = { ...(await apiSession(server.url)), 'content-type': 'application/json' };
    const agent = await fetch(`${server.url}/api/agent/generate`, { method: 'POST', headers, body: JSON.stringify({ name: 'edge-eu-1', properties: {} }) });
    expect(agent.status).toBe(201);
    const { id: agentId } = (await agent.json()) as { id: string };
    const created = await fetch(`${server.url}/api/db/canaries`, {
      method: 'POST',
      headers: { ...headers, prefer: 'return=representation' },
      body: JSON.stringify({ name: 'edge-checks', agent_id: agentId, spec: { schedule: '@every 5m', http: [{ name: 'edge', url: 'http://127.0.0.1:9/' }] } }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const [canary] = (await created.json()) as { id: string }[];

    await page.goto(`${server.url}/settings/canaries/${canary!.id}`);
    await page.getByRole('link', { name: 'Linked to edge-eu-1' }).click();
    await page.waitForURL(`${server.url}/settings/agents?id=${agentId}`);
  });

  it('sends /settings/config_scrapers to the scrapers page and highlights Scrapers alone in the sidebar', async () => {
    await page.goto(`${server.url}/settings/config_scrapers`);
    await page.waitForURL(`${server.url}/catalog/scrapers`);
    const table = page.getByRole('table', { name: 'Scrapers' });
    await table.getByRole('link', { name: 'View details' }).first().waitFor();
    const current = await page.getByRole('complementary', { name: 'Sidebar' }).locator('a[aria-current="page"]').allTextContents();
    expect(current).toEqual(['Scrapers']);
    expect(await tablesOverflow(page)).toBe(false);
  });
});
