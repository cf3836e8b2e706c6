import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, callApi, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { type DemoUser, demoUsers } from '../support/demo-users.ts';
import { chooseOption } from '../support/kit-select.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

/** Fastify writes this line once the server listens, so the server's own log has it at level info. */
const LISTENING_LINE = 'Server listening at';

describe('the log viewer on a demo server', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let viewer: DemoUser;
  let headers: SessionHeaders;
  let componentId = '';

  const api = <T>(method: string, path: string, body?: unknown) => callApi<T>(server.url, headers, method, path, body);

  /** The rows of the log table, as the user reads them: time, message, labels. */
  function logRows() {
    return page.getByRole('table', { name: 'Log lines' }).locator('tbody tr:not([data-spacer])');
  }

  beforeAll(async () => {
    server = await startServer({ LOG_LEVEL: 'info' });
    viewer = (await demoUsers(server)).viewer;
    headers = await apiSession(server.url);
    // A component whose one log is the server's own: built from a Topology as a user would save it.
    const [topology] = await api<{ id: string }[]>('POST', '/api/db/topologies', {
      name: 'e2e-logs',
      spec: { components: [{ name: 'e2e-web', type: 'Service', logs: [{ name: 'server-log', type: 'server' }] }] },
    });
    await api('POST', `/api/topology/run/${topology!.id}`);
    const [component] = await api<{ id: string }[]>('GET', '/api/db/components_with_logs?select=id&name=eq.e2e-web');
    componentId = component!.id;
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, viewer, '/logs');
  }, 150_000);
  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await server?.stop();
  });

  it("asks for a component, then searches the server's own log by its backend name, the search in the address", async () => {
    await page.goto(`${server.url}/logs`);
    await page.getByRole('heading', { name: 'Please select a component to view the logs' }).waitFor();
    await chooseOption(page.getByRole('combobox', { name: 'Component' }), 'server');
    await page.getByRole('searchbox', { name: 'Search logs' }).fill(LISTENING_LINE);
    await page.waitForURL((url) => url.searchParams.get('query') === LISTENING_LINE);
    // The lines of the search before stay until the answer to the new one arrives.
    const onlyMatching = async () => {
      const messages = await logRows().locator('td:nth-child(2)').allTextContents();
      return messages.length > 0 && messages.every((message) => message.includes(LISTENING_LINE));
    };
    await expect.poll(onlyMatching, { timeout: 15_000 }).toBe(true);
    await expect.poll(() => logRows().first().getByText('source=server').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('topologyId')).toBe('server');
  });

  it("opens a component's logs from its link with its one log chosen, keeps a dragged column width, and says so when nothing matches", async () => {
    await page.goto(`${server.url}/logs?topologyId=${componentId}`);
    await logRows().first().waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('logsSelector')).toBe('server-log');
    expect(await page.getByRole('combobox', { name: 'Component' }).textContent()).toContain('e2e-web');
    expect(await page.getByRole('combobox', { name: 'Log' }).getAttribute('value')).toBe('server-log');


    const edge = page.getByRole('separator', { name: 'Resize Timestamp column' });
    const box = (await edge.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await edge.getAttribute('aria-valuenow')).toBe('250');
    await page.reload();
    await logRows().first().waitFor();
    expect(await edge.getAttribute('aria-valuenow')).toBe('250');

    await page.getByRole('searchbox', { name: 'Search logs' }).fill('no line says this 7f3a');
    await page.getByRole('heading', { name: 'There are no logs matching the search query' }).waitFor();
  });
});
