import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';

describe('the web app served by the product', () => {
  let server: ServerProcess;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ DEMO: 'off' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the product name and the version of the server it talks to', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await expect(page.locator('h1').textContent()).resolves.toBe('Vigil');
    await page.getByText(/^Backend \d+\.\d+\.\d+$/).waitFor();
    await expect(page.getByText(/^Frontend \d+\.\d+\.\d+$/).count()).resolves.toBe(1);
  });

  it('answers deep links with the app so its router can take over', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/catalog/some-item`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe('Vigil');
  });

  it('answers an unknown API path with a JSON 404, not the app', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not found' });
  });
});
