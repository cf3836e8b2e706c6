import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { FIXTURE, liveConfigsOfType, pushCatalogFixture } from '../support/catalog-fixture.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

/** The bundler names a lazily loaded chunk after the module it starts from. */
const CHECK_DIALOG_CHUNK = /\/assets\/check-detail-dialog-[\w-]+\.js$/;
const GRAPH_CHUNK = /\/assets\/relationships-graph-[\w-]+\.js$/;
/** A canary of the demo workspace and one of its checks. */
const DEMO_CANARY = 'vigil-server';
const DEMO_CHECK = 'liveness endpoint';

interface Download {
  url: string;
  encoding: string | undefined;
  cacheControl: string | undefined;
  /** Bytes on the wire (the response body as sent, compressed or not). */
  sent: number;
  /** Bytes once decoded. */
  decoded: number;
}

describe('the built web app: compressed, cached by hash, heavy parts loaded when first needed', () => {
  let server: ServerProcess;
  let headers: SessionHeaders;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let scripts: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    headers = await apiSession(server.url);
    await pushCatalogFixture(server.url, headers);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const requested = (chunk: RegExp) => scripts.filter((path) => chunk.test(path));

  async function download(response: Response): Promise<Download> {
    const answer = await response.allHeaders();
    const sizes = await response.request().sizes();
    return {
      url: new URL(response.url()).pathname,
      encoding: answer['content-encoding'],
      cacheControl: answer['cache-control'],
      sent: sizes.responseBodySize,
      decoded: (await response.body()).length,
    };
  }

  it('sends the sign-in page its JavaScript as brotli, far smaller than the files, hashed files cached for a year', async () => {
    const responses: Promise<Download>[] = [];
    const record = (response: Response) => {
      if (response.request().resourceType() === 'script') responses.push(download(response));
    };
    page.on('response', record);
    const document = await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');
    page.off('response', record);

    const documentHeaders = await document!.allHeaders();
    expect(documentHeaders['content-encoding']).toBe('br');
    expect(documentHeaders['cache-control']).toBe('no-cache');
    const html = await document!.text();
    const main = /<script type="module"[^>]* src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
    expect(main).toBeDefined();

    const downloads = await Promise.all(responses);
    const mainDownload = downloads.find((d) => d.url === main);
    expect(mainDownload).toMatchObject({ encoding: 'br', cacheControl: 'public, max-age=31536000, immutable' });
    for (const d of downloads.filter((d) => d.decoded > 1024)) {
      expect(d.encoding, d.url).toBe('br');
      expect(d.cacheControl, d.url).toBe('public, max-age=31536000, immutable');
    }
    const sent = downloads.reduce((sum, d) => sum + d.sent, 0);
    const decoded = downloads.reduce((sum, d) => sum + d.decoded, 0);
    expect(decoded).toBeGreaterThan(100_000);
    // Brotli takes JavaScript to about a quarter of its size; 40% leaves room and still fails uncompressed.
    expect(sent).toBeLessThan(decoded * 0.4);
  });

  it('loads the check detail dialog on /health only once a check is opened', async () => {
    await signInByAddress(page, server.url, E2E_ADMIN, '/health');
    const table = page.getByRole('table', { name: 'Health checks' });
    await table.waitFor();
    // Passing checks show too, so the check is there whatever its first run found.
    await page.getByRole('switch', { name: 'Hide Passing' }).click();
    await table.getByRole('row').filter({ hasText: DEMO_CANARY }).getByRole('button', { name: 'Expand row' }).click();
    const checkRow = table.getByRole('row').filter({ hasText: DEMO_CHECK });
    await checkRow.waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested(CHECK_DIALOG_CHUNK)).toEqual([]);

    await checkRow.click();
    await page.getByRole('dialog').getByRole('table', { name: 'Check history' }).waitFor();
    expect(requested(CHECK_DIALOG_CHUNK)).toHaveLength(1);
  });

  it('loads the relationship graph only when the graph view is chosen', async () => {
    const cluster = (await liveConfigsOfType(server.url, headers, FIXTURE.clusterType)).find((config) => config.name === FIXTURE.cluster);
    scripts = [];
    await page.goto(`${server.url}/catalog/${cluster!.id}/relationships`);
    await page.getByRole('table', { name: 'Related configs' }).getByText(FIXTURE.ordersDb).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested(GRAPH_CHUNK)).toEqual([]);

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Graph' }).click();
    await page.getByTestId('relationships-graph').getByRole('link', { name: FIXTURE.ordersDb, exact: true }).waitFor();
    expect(requested(GRAPH_CHUNK)).toHaveLength(1);
  });
});
