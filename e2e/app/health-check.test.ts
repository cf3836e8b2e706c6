import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startHealthTarget, type HealthTarget } from '../support/health-target.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { chooseOption, chosenValue } from '../support/kit-select.ts';
import { signInByAddress } from '../support/sign-in.ts';
import { dismissToast } from '../support/toasts.ts';

const CANARY = 'e2e-target';
const CHECK = 'target reachable';
/** The shortest schedule the scenario needs: a run every few seconds keeps the waits short. */
const SCHEDULE = '@every 5s';

describe('an HTTP health check from the settings form to the health dashboard', () => {
  let server: ServerProcess;
  let target: HealthTarget;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    target = await startHealthTarget();
    server = await startServer({ DEMO: 'off' });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/health');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await target?.close();
  });

  const query = () => new URL(page.url()).searchParams;
  const checkRow = () => page.getByRole('table', { name: 'Health checks' }).getByRole('row').filter({ hasText: CHECK });

  /**
   * Presses the page's Refresh button until the locator shows up: the dashboard does not poll by
   * default, and the check's state changes only when the scheduler next runs it.
   */
  async function refreshUntilVisible(locator: Locator, timeoutMs = 45_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await page.getByRole('button', { name: 'Refresh', exact: true }).click();
      try {
        await locator.waitFor({ timeout: 1500 });
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
      }
    }
  }

  it('adds an HTTP check through Settings > Health Checks', async () => {
    await page.getByText('0 passing', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Add Check' }).click();
    await page.waitForURL(`${server.url}/settings/canaries`);
    await page.getByRole('link', { name: 'Add Health Check' }).click();
    await page.waitForURL(`${server.url}/settings/canaries/new`);

    await page.getByLabel('Name', { exact: true }).fill(CANARY);
    await page.getByLabel('Schedule', { exact: true }).fill(SCHEDULE);
    await page.getByRole('button', { name: 'Add HTTP check' }).click();
    const fields = page.getByRole('group', { name: 'HTTP check 1' });
    await fields.getByLabel('Check name').fill(CHECK);
    await fields.getByLabel('URL', { exact: true }).fill(target.url('/status'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page.waitForURL(`${server.url}/settings/canaries`);
    const listed = page.getByRole('row').filter({ hasText: CANARY });
    await listed.waitFor();
    await listed.getByText(SCHEDULE).waitFor();
    await listed.getByText('http: 1').waitFor();
  });

  it('shows the check passing on /health while the target answers 200', async () => {
    await page.goto(`${server.url}/health`);
    await refreshUntilVisible(page.getByText('1 passing', { exact: true }));
    await page.getByText('0 failing', { exact: true }).waitFor();
    expect(target.hits('/status').length).toBeGreaterThan(0);
  });

  it('turns the check red, with the failing count, once the target answers 500', async () => {
    target.answer({ status: 500 });
    await refreshUntilVisible(page.getByText('1 failing', { exact: true }));
    await page.getByText('0 passing', { exact: true }).waitFor();
    // Passing checks are hidden by default; the failing one shows, inside its canary's group.
    await page.getByRole('row').filter({ hasText: CANARY }).getByRole('button', { name: 'Expand row' }).click();
    await checkRow().waitFor();
  });

  it('opens the check detail from its row, with a passing and a failing run in the history', async () => {
    await checkRow().click();
    await page.waitForURL((url) => /^[0-9a-f-]{36}$/.test(url.searchParams.get('checkId') ?? ''));
    const dialog = page.getByRole('dialog', { name: new RegExp(CHECK) });
    await dialog.waitFor();
    await dialog.getByText(target.url('/status')).first().waitFor();

    const history = dialog.getByRole('table', { name: 'Check history' });
    const passed = history.getByRole('row').filter({ hasText: 'Passed' }).filter({ hasText: /200 in \d+ms/ });
    const failed = history.getByRole('row').filter({ hasText: 'Failed' }).filter({ hasText: 'response code 500, expected 2xx or 3xx' });
    await passed.first().waitFor();
    await failed.first().waitFor();
    // Newest first: the failing runs came after the passing ones.
    const statuses = await history.getByRole('row').allInnerTexts();
    const firstPassed = statuses.findIndex((text) => text.includes('Passed'));
    const lastFailed = statuses.findLastIndex((text) => text.includes('Failed'));
    expect(lastFailed).toBeLessThan(firstPassed);

    // Run Now runs it at once and says how it went.
    const hitsBefore = target.hits('/status').length;
    await dialog.getByRole('button', { name: 'Run Now' }).click();
    await dismissToast(page, `Check ${CHECK} ran: unhealthy`);
    expect(target.hits('/status').length).toBeGreaterThan(hitsBefore);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(query().get('checkId')).toBeNull();
  });

  it('keeps filters, grouping and tabs in the URL, and shows the same after a reload', async () => {
    const hidePassing = page.getByRole('switch', { name: 'Hide Passing' });
    const search = page.getByRole('searchbox', { name: 'Search checks' });
    const groupBy = page.getByLabel('Group By');
    const tabBy = page.getByLabel('Tab By');
    const tab = (name: string) => page.getByRole('tablist', { name: 'Check tabs' }).getByRole('tab', { name, exact: true });

    expect(await hidePassing.isChecked()).toBe(true);
    await hidePassing.click();
    await page.waitForURL((url) => url.searchParams.get('hidePassing') === 'false');

    await search.fill('reachable');
    await page.waitForURL((url) => url.searchParams.get('query') === 'reachable');

    await chooseOption(groupBy, 'no-group');
    await page.waitForURL((url) => url.searchParams.get('groupBy') === 'no-group');
    // Without grouping the check is a row of its own.
    await checkRow().waitFor();

    await tab('default').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'default');
    await chooseOption(tabBy, 'agent');
    await page.waitForURL((url) => url.searchParams.get('tabBy') === 'agent' && !url.searchParams.has('tab'));
    await tab('local').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'local');

    const before = query().toString();
    await page.reload();
    await checkRow().waitFor();
    expect(query().toString()).toBe(before);
    expect(await hidePassing.isChecked()).toBe(false);
    expect(await search.inputValue()).toBe('reachable');
    expect(await chosenValue(groupBy)).toBe('no-group');
    expect(await chosenValue(tabBy)).toBe('agent');
    expect(await tab('local').getAttribute('aria-selected')).toBe('true');

    // A search that matches nothing empties the table, and also survives a reload.
    await search.fill('no such check');
    await page.waitForURL((url) => url.searchParams.get('query') === 'no such check');
    await page.getByText('No data available').waitFor();
    await page.reload();
    await page.getByText('No data available').waitFor();
    expect(await search.inputValue()).toBe('no such check');
  });
});
