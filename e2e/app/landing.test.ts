import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { literal, signInByAddress, signInWithForm } from '../support/sign-in.ts';

describe('the web app served by the product', () => {
  let server: ServerProcess;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  /** A page in a browser context of its own, so no two tests share cookies. */
  async function freshPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    server = await startServer({ DEMO: 'off' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('sends a visitor without a session to the sign-in page, remembering where they were going', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/health?timeRange=1h`);
    await page.waitForURL(/\/login\?/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).searchParams.get('return_to')).toBe('/health?timeRange=1h');
    await expect(page.title()).resolves.toMatch(/ \| Vigil$/);
    // Nothing of the signed-in frame leaks out.
    await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0);
  });

  it('after signing in with the form, lands on the page asked for, inside the frame', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/health?timeRange=1h`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await signInWithForm(page, E2E_ADMIN);
    await page.waitForURL(`${server.url}/health?timeRange=1h`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Health' }).waitFor();
    await page.getByRole('heading', { name: 'Health', level: 1 }).waitFor();
    await expect(page.title()).resolves.toBe('Health | Vigil');
  });

  it('tells a user whose password is wrong, and keeps them on the sign-in page', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/login`);
    await signInWithForm(page, { email: E2E_ADMIN.email, password: 'not-the-password' });
    await page.getByText(/The provided credentials are invalid/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(E2E_ADMIN.email);
  });

  it("shows the signed-in user's name and the versions of the app and of the server in the user menu", async () => {
    const about = await fetch(`${server.url}/api/about`, { headers: await apiSession(server.url) });
    expect(about.status).toBe(200);
    const { Version } = (await about.json()) as { Version: string };
    const page = await freshPage();
    await signInByAddress(page, server.url, E2E_ADMIN);
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText(/^Hi, /).waitFor();
    await menu.getByText('Frontend 1.0.783', { exact: true }).waitFor();
    await menu.getByText(`Backend ${Version}`, { exact: true }).waitFor();
    await menu.getByRole('menuitem', { name: 'Your Profile' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Download kubeconfig' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Sign out' }).waitFor();
  });

  it('downloads a kubeconfig whose file name is the one in the dialog\'s kubectl command', async () => {
    const page = await freshPage();
    await signInByAddress(page, server.url, E2E_ADMIN);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Download kubeconfig' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download kubeconfig' });
    const command = (await dialog.getByText(/^kubectl --kubeconfig \S+ get canaries$/).textContent()) ?? '';
    const fileName = command.split(' ')[2];

    // The link opens a new tab, which Chromium closes again once it sees a download: the download
    // is reported to the page the user clicked in.
    const downloaded = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download kubeconfig' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(fileName);
    const yaml = readFileSync(await download.path(), 'utf8');
    expect(yaml).toMatch(/^kind: Config$/m);
    expect(yaml).toContain(`server: ${server.url}`);
    const token = /^\s+token: (\S+)$/m.exec(yaml)?.[1] ?? '';
    const whoami = await fetch(`${server.url}/api/auth/whoami`, { headers: { Authorization: `Bearer ${token}` } });
    expect(whoami.status).toBe(200);

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('keeps the sidebar collapsed across a reload, naming its items on hover', async () => {
    const page = await freshPage();
    await signInByAddress(page, server.url, E2E_ADMIN);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await page.reload();
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await expect(sidebar.getByRole('link', { name: 'Health' }).getAttribute('title')).resolves.toBe('Health');
    await sidebar.getByRole('link', { name: 'Health' }).click();
    await page.waitForURL(`${server.url}/health`);
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
  });

  it('answers deep links with the app so its router can take over', async () => {
    const page = await freshPage();
    await signInByAddress(page, server.url, E2E_ADMIN);
    const response = await page.goto(`${server.url}/catalog/changes?configType=Kubernetes::Pod`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(page.url()).toMatch(new RegExp(`^${literal(server.url)}/catalog/changes\\?configType=Kubernetes::Pod$`));
    await page.getByRole('heading', { name: 'Changes', level: 1 }).waitFor();
    await page.waitForFunction(() => document.title === 'Catalog Changes | Vigil');
  });

  it('shows a page-not-found view for an address the app does not know', async () => {
    const page = await freshPage();
    await signInByAddress(page, server.url, E2E_ADMIN);
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(`${server.url}/topology`);
  });

  it('answers an unknown API path with a JSON 404, not the app', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: 'not found' });
  });
});
