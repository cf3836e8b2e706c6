import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { literal, signInByAddress } from '../support/sign-in.ts';

describe('the topology dashboard of a fresh demo workspace', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let headers: SessionHeaders;

  async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  const card = (name: string) => page.getByRole('article', { name, exact: true });
  const childrenOf = (name: string) => card(name).getByRole('list', { name: 'Children' });

  beforeAll(async () => {
    // At info, the server's own log has lines for the server component's logs.
    server = await startServer({ LOG_LEVEL: 'info' });
    headers = await apiSession(server.url);
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/topology');
  }, 150_000);
  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await server?.stop();
  });

  it('lands on live cards: the server among the demo topology’s components, and the recorded cluster', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/topology`);
    await card('vigil').waitFor();
    await card('demo-cluster').waitFor();
    await childrenOf('vigil').getByText('vigil-server', { exact: true }).waitFor();
    await childrenOf('vigil').getByText('local-machine', { exact: true }).waitFor();
  });

  it('opens a card with children on their cards: the server, its database and the machine', async () => {
    await page.goto(`${server.url}/topology`);
    await card('vigil').getByRole('link', { name: 'vigil', exact: true }).click();
    await page.waitForURL(new RegExp(`^${literal(server.url)}/topology/[0-9a-f-]+`));
    await card('vigil-server').waitFor();
    await card('local-machine').waitFor();
    await childrenOf('vigil-server').getByText('vigil-database', { exact: true }).waitFor();
    expect(await card('demo-cluster').count()).toBe(0);
  });

  it("shows the recorded cluster's namespaces once the catalog has them, and the server's own log as the server's logs", async () => {
    // The demo's cluster scraper runs at start; a Run Now builds the topology from what it found.
    const deadline = Date.now() + 60_000;
    while ((await api<unknown[]>('GET', '/api/db/config_items?select=id&type=eq.Kubernetes::Namespace&deleted_at=is.null')).body.length < 2) {
      if (Date.now() > deadline) throw new Error('the demo cluster was not scraped within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const [cluster] = (await api<{ id: string }[]>('GET', '/api/db/topologies?select=id&name=eq.demo-cluster')).body;
    expect((await api('POST', `/api/topology/run/${cluster!.id}`)).status).toBe(200);

    await page.goto(`${server.url}/topology`);
    await childrenOf('demo-cluster').getByText('shop', { exact: true }).waitFor();
    await card('demo-cluster').getByRole('link', { name: 'demo-cluster', exact: true }).click();
    await card('shop').waitFor();
    await card('payments').waitFor();
    await childrenOf('shop').getByText('storefront', { exact: true }).waitFor();

    const [serverComponent] = (await api<{ id: string }[]>('GET', '/api/db/components?select=id&name=eq.vigil-server&deleted_at=is.null')).body;
    const logs = await api<{ results: { message: string }[] }>('POST', '/api/logs', { id: serverComponent!.id });
    expect(logs.status).toBe(200);
    expect(logs.body.results.length).toBeGreaterThan(0);
  });
});
