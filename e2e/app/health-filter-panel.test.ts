import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

describe('the health dashboard filter panel at tablet and desktop widths (spec 001 §2.1)', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function healthAt(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/health');
    await page.getByRole('table', { name: 'Health checks' }).waitFor();
    return page;
  }

  it('collapses the panel behind a Filters button with the count of active filters at 768 px', async () => {
    const page = await healthAt(768);
    const panel = page.getByRole('complementary', { name: 'Filters' });
    // Hide Passing is on by default: one active filter.
    const button = page.getByRole('button', { name: 'Filters, 1 active' });
    await button.waitFor();
    expect(await panel.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.click();
    await panel.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await panel.getByRole('switch', { name: 'Hide Passing' }).click();
    await page.getByRole('button', { name: 'Filters, 0 active' }).waitFor();
    await page.context().close();
  });

  it('shows the panel beside the checks, without the Filters button, at 1280 px', async () => {
    const page = await healthAt(1280);
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('switch', { name: 'Hide Passing' }).waitFor();
    expect(await page.getByRole('button', { name: /^Filters, \d+ active$/ }).isVisible()).toBe(false);
    await page.context().close();
  });
});
