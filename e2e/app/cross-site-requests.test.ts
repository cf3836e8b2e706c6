import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { startForeignSite, type ForeignSite } from '../support/foreign-site.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

const FLAG_PREFIX = 'csrf.e2e.';

/** A page that posts a form to `action` as soon as it loads, the way a cross-site attack does. */
function autoSubmittingForm(action: string, enctype: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name='${name}' value='${value}'>`)
    .join('');
  return `<!doctype html><body><form method="POST" action="${action}" enctype="${enctype}">${inputs}</form>
<script>document.forms[0].submit();</script></body>`;
}

/** A page that posts with fetch in no-cors mode, with the browser's cookies, without a preflight. */
function noCorsFetch(action: string, body: string): string {
  return `<!doctype html><body><script>
fetch(${JSON.stringify(action)}, { method: 'POST', mode: 'no-cors', credentials: 'include', body: new Blob([${JSON.stringify(body)}]) });
fetch(${JSON.stringify(action)}, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'Content-Type': 'text/plain' }, body: ${JSON.stringify(body)} });
</script></body>`;
}

describe('a page on another site cannot write with the signed-in person\'s cookie', () => {
  let server: ServerProcess;
  let site: ForeignSite;
  let headers: SessionHeaders;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ DEMO: 'off' });
    headers = await apiSession(server.url);
    const target = `${server.url}/api/db/properties`;
    site = await startForeignSite({
      '/form': autoSubmittingForm(target, 'application/x-www-form-urlencoded', { name: `${FLAG_PREFIX}form`, value: 'written' }),
      '/multipart': autoSubmittingForm(target, 'multipart/form-data', { name: `${FLAG_PREFIX}multipart`, value: 'written' }),
      // The text/plain trick: the body comes out as JSON, `{"name":"...","value":"x="}`.
      '/text': autoSubmittingForm(target, 'text/plain', { [`{"name":"${FLAG_PREFIX}text","value":"x`]: '"}' }),
      '/fetch': noCorsFetch(target, JSON.stringify({ name: `${FLAG_PREFIX}fetch`, value: 'written' })),
    });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/health');
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await server?.stop();
  });

  const storedFlags = async (): Promise<string[]> => {
    const response = await fetch(`${server.url}/api/db/properties?select=name&name=like.${FLAG_PREFIX}*`, { headers });
    expect(response.status).toBe(200);
    return ((await response.json()) as { name: string }[]).map((row) => row.name);
  };
  const postToProduct = (response: Response) =>
    response.url().startsWith(`${server.url}/api/db/properties`) && response.request().method() === 'POST';

  it.each(['/form', '/multipart', '/text'])('refuses the form %s submits from another port with 403, and writes nothing', async (path) => {
    const answered = page.waitForResponse(postToProduct);
    await page.goto(site.url(path));
    const response = await answered;
    // A 403 that names the cookie (not a 401): the browser did send the session along.
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ error: 'forbidden', message: expect.stringContaining('Cross-site request refused') });
    expect(response.request().headers().origin).toBe(new URL(site.url('/')).origin);
    expect(await storedFlags()).toEqual([]);
  });

  it('refuses no-cors fetches from another port, and writes nothing', async () => {
    const answers: Response[] = [];
    page.on('response', (response) => {
      if (postToProduct(response)) answers.push(response);
    });
    await page.goto(site.url('/fetch'));
    await expect.poll(() => answers.length, { timeout: 10_000 }).toBe(2);
    expect(answers.map((response) => response.status())).toEqual([403, 403]);
    expect(await storedFlags()).toEqual([]);
  });

  it("still writes from the app's own pages", async () => {
    await page.goto(`${server.url}/health`);
    const status = await page.evaluate(async (name) => {
      const response = await fetch('/api/db/properties', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, value: 'written' }),
      });
      return response.status;
    }, `${FLAG_PREFIX}own-page`);
    expect(status).toBe(201);
    expect(await storedFlags()).toEqual([`${FLAG_PREFIX}own-page`]);
  });
});
