import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { FIXTURE, liveConfigsOfType, pushCatalogFixture } from '../support/catalog-fixture.ts';
import { startForeignSite, type ForeignSite } from '../support/foreign-site.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

async function firstId(url: string, headers: SessionHeaders, path: string): Promise<string> {
  const response = await fetch(`${url}/api/db/${path}`, { headers });
  const rows = (await response.json()) as { id: string }[];
  if (!rows[0]) throw new Error(`nothing at /api/db/${path}`);
  return rows[0].id;
}

describe('the web app runs under its Content-Security-Policy and cannot be framed', () => {
  let server: ServerProcess;
  let site: ForeignSite;
  let headers: SessionHeaders;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Every policy violation any page reported, with the page it happened on. */
  const violations: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    headers = await apiSession(server.url);
    await pushCatalogFixture(server.url, headers);
    site = await startForeignSite({ '/framing': `<!doctype html><body><iframe name="product" src="${server.url}/login"></iframe></body>` });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        window.reportCspViolation?.(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    page = await context.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await server?.stop();
  });

  it('answers the app with the security headers', async () => {
    const response = await page.goto(`${server.url}/login`);
    const answer = await response!.allHeaders();
    expect(answer['x-frame-options']).toBe('DENY');
    expect(answer['x-content-type-options']).toBe('nosniff');
    expect(answer['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer['content-security-policy']).toContain("script-src 'self'");
  });

  it('shows the sign-in page, the health dashboard with a check open, the catalog, a graph and a code editor without a violation', async () => {
    await page.getByLabel('Email').waitFor();
    await signInByAddress(page, server.url, E2E_ADMIN, '/health');
    await page.getByRole('table', { name: 'Health checks' }).waitFor();

    const checkId = await firstId(server.url, headers, 'checks?select=id&limit=1');
    await page.goto(`${server.url}/health?checkId=${checkId}`);
    await page.getByRole('dialog').getByRole('table', { name: 'Check history' }).waitFor();

    await page.goto(`${server.url}/catalog`);
    await page.getByRole('table', { name: 'Catalog' }).waitFor();

    const cluster = (await liveConfigsOfType(server.url, headers, FIXTURE.clusterType)).find((config) => config.name === FIXTURE.cluster);
    await page.goto(`${server.url}/catalog/${cluster!.id}/relationships?view=graph`);
    await page.getByTestId('relationships-graph').getByRole('link', { name: FIXTURE.ordersDb, exact: true }).waitFor();

    // The demo's exec canary has no form: its spec opens in the YAML editor.
    const canaryId = await firstId(server.url, headers, 'canaries?select=id&name=eq.local-machine');
    await page.goto(`${server.url}/settings/canaries/${canaryId}`);
    await page.getByRole('textbox', { name: /spec/i }).waitFor();

    expect(violations).toEqual([]);
  });

  it('is not shown inside a frame of another site', async () => {
    await page.goto(site.url('/framing'));
    const frame = page.frame({ name: 'product' });
    expect(frame).not.toBeNull();
    await page.waitForLoadState('load');
    // A refused frame stays on Chromium's error page: the sign-in form never appears in it.
    expect(frame!.url()).not.toContain(server.url);
    expect(await frame!.getByLabel('Email').count()).toBe(0);
  });
});
