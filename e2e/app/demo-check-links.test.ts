import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { liveConfigsOfType } from '../support/catalog-fixture.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

/** The catalog item the demo's sql scraper makes of the server's own canary, and its checks. */
const CANARY_ITEM = { type: 'Vigil::Canary', name: 'vigil-server' } as const;
const CANARY_CHECKS = ['liveness endpoint', 'server port'];

describe("a fresh demo workspace links its checks to the catalog items they watch", () => {
  let server: ServerProcess;
  let headers: SessionHeaders;
  let browser: Browser;
  let page: Page;
  let itemId: string;

  /** The names of the checks the data API links to the item (what its Checks tab reads). */
  const linkedChecks = async (): Promise<string[]> => {
    const response = await fetch(`${server.url}/api/db/rpc/check_summary_for_config?config_id=${itemId}`, { headers });
    if (response.status !== 200) throw new Error(`check_summary_for_config answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { name: string }[]).map((check) => check.name).sort();
  };

  beforeAll(async () => {
    server = await startServer();
    headers = await apiSession(server.url);
    // The demo scrapes its canaries at start; its checks link to them at their first run after that.
    const deadline = Date.now() + 90_000;
    for (;;) {
      const item = (await liveConfigsOfType(server.url, headers, CANARY_ITEM.type)).find((config) => config.name === CANARY_ITEM.name);
      if (item) {
        itemId = item.id;
        if ((await linkedChecks()).length === CANARY_CHECKS.length) break;
      }
      if (Date.now() > deadline) throw new Error(`the demo did not link its checks to ${CANARY_ITEM.name} within 90 s`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, `/catalog/${itemId}/checks`);
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("lists the server's checks with their status in its catalog item's Checks tab", async () => {
    const table = page.getByRole('table', { name: 'Config checks' });
    for (const name of CANARY_CHECKS) {
      const row = table.getByRole('row').filter({ hasText: name });
      await row.getByText('healthy', { exact: true }).waitFor({ timeout: 30_000 });
    }
    expect(await page.getByTestId('checks-count').innerText()).toBe(String(CANARY_CHECKS.length));
  });

  it("shows the catalog item in the check's Relationships", async () => {
    await page.getByRole('table', { name: 'Config checks' }).getByText('liveness endpoint').click();
    const dialog = page.getByRole('dialog', { name: /liveness endpoint/ });
    await dialog.getByRole('tab', { name: /Relationships/ }).click();
    const relationships = dialog.getByRole('table', { name: 'Relationships' });
    const link = relationships.getByRole('row', { name: `${CANARY_ITEM.name} Config` }).getByRole('link', { name: CANARY_ITEM.name });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/catalog/${itemId}`);
    // (The demo topology's component of the same name may link the check too: it is a Component row.)
  });
});
