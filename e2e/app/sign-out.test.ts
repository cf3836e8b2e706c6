import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { chosenValue } from '../support/kit-select.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress, signInWithForm } from '../support/sign-in.ts';

const WHERE_THEY_WERE = '/settings/agents?pageSize=100';

describe('signing out and back in', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;

  async function signOut(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  }

  /** Whether the browser's cookies still open the API. */
  async function sessionWorks(): Promise<boolean> {
    const cookies = await context.cookies(server.url);
    const header = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const response = await fetch(`${server.url}/api/auth/whoami`, { headers: { Cookie: header } });
    return response.status === 200;
  }

  beforeAll(async () => {
    server = await startServer({ DEMO: 'off' });
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('returns to the same page, query string included, after signing out and back in', async () => {
    const page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, WHERE_THEY_WERE);
    await page.getByRole('combobox', { name: 'Page size' }).waitFor();
    await expect(chosenValue(page.getByRole('combobox', { name: 'Page size' }))).resolves.toBe('100');
    expect(await sessionWorks()).toBe(true);

    await signOut(page);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await sessionWorks()).toBe(false);
    // Nothing of the signed-in app is left on screen, and going back in needs a password.
    await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0);

    await signInWithForm(page, E2E_ADMIN);
    await page.waitForURL(`${server.url}${WHERE_THEY_WERE}`);
    await page.getByRole('heading', { name: 'Agents', level: 1 }).waitFor();
    await expect(chosenValue(page.getByRole('combobox', { name: 'Page size' }))).resolves.toBe('100');
  });

  it('sends a signed-in user who opens the sign-in page on into the app', async () => {
    const page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/health');
    await page.goto(`${server.url}/login`);
    await page.waitForURL(`${server.url}/topology`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  });

  it('does not let the browser back into the app after signing out', async () => {
    const page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, WHERE_THEY_WERE);
    await page.getByRole('heading', { name: 'Agents', level: 1 }).waitFor();
    await signOut(page);

    await page.goBack();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.goto(`${server.url}/settings/users`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).searchParams.get('return_to')).toBe('/settings/users');
  });

  it('sends a tab whose session ended elsewhere to sign in, then back to where it was', async () => {
    const working = await context.newPage();
    await signInByAddress(working, server.url, E2E_ADMIN, WHERE_THEY_WERE);
    await working.getByRole('heading', { name: 'Agents', level: 1 }).waitFor();
    const other = await context.newPage();
    await other.goto(`${server.url}/topology`);
    await signOut(other);

    // Back in the first tab, the next call it makes is refused; the app notices and asks to sign in again.
    await working.bringToFront();
    await working.getByRole('button', { name: 'Refresh' }).click();
    await working.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(working.url()).searchParams.get('return_to')).toBe(WHERE_THEY_WERE);
    await signInWithForm(working, E2E_ADMIN);
    await working.waitForURL(`${server.url}${WHERE_THEY_WERE}`);
  });
});
