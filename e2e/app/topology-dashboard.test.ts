import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, callApi, componentIdByName, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { chooseOption, chosenValue } from '../support/kit-select.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

// Static components with declared statuses: their order and filters do not depend on the demo's data.
const ALPHA = 'e2e-dash-alpha';
const BRAVO = 'e2e-dash-bravo';
const CHARLIE = 'e2e-dash-charlie';
const SPEC = {
  components: [
    { name: ALPHA, type: 'Service', status: 'healthy' },
    { name: BRAVO, type: 'Database', status: 'unhealthy' },
    { name: CHARLIE, type: 'Service', status: 'warning' },
  ],
};

describe("the topology dashboard's filters, sort, card width and single card", () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let headers: SessionHeaders;
  let rootId = '';
  let bravoId = '';

  const api = <T>(method: string, path: string, body?: unknown) => callApi<T>(server.url, headers, method, path, body);

  const componentId = (name: string) => componentIdByName(server.url, headers, name);

  const card = (name: string) => page.getByRole('article', { name, exact: true });
  const grid = () => page.getByRole('list', { name: 'Components' });
  /** The names of the cards in the order the grid shows them. */
  const shownOrder = () => grid().getByRole('article').evaluateAll((cards) => cards.map((element) => element.getAttribute('aria-label')));
  const cardWidth = async (name: string) => (await card(name).boundingBox())?.width;
  const dashboard = (query = '') => `${server.url}/topology/${rootId}${query}`;

  beforeAll(async () => {
    server = await startServer();
    headers = await apiSession(server.url);
    const [topology] = await api<{ id: string }[]>('POST', '/api/db/topologies', { name: 'e2e-dash', spec: SPEC });
    await api('POST', `/api/topology/run/${topology!.id}`);
    rootId = await componentId('e2e-dash');
    bravoId = await componentId(BRAVO);
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, `/topology/${rootId}`);
  }, 150_000);
  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await server?.stop();
  });

  it('keeps the Health and Type filters in the address, showing only matching cards, also after a reload', async () => {
    await page.goto(dashboard());
    await card(ALPHA).waitFor();
    await chooseOption(page.getByRole('combobox', { name: 'Health' }), 'unhealthy');
    await page.waitForURL((url) => url.searchParams.get('status') === 'unhealthy');
    await expect.poll(shownOrder).toEqual([BRAVO]);

    await page.reload();
    await card(BRAVO).waitFor();
    expect(await shownOrder()).toEqual([BRAVO]);
    expect(await chosenValue(page.getByRole('combobox', { name: 'Health' }))).toBe('unhealthy');

    await page.goto(dashboard());
    await card(BRAVO).waitFor();
    await chooseOption(page.getByRole('combobox', { name: 'Type' }), 'Service');
    await page.waitForURL((url) => url.searchParams.get('type') === 'Service');
    await expect.poll(shownOrder).toEqual([CHARLIE, ALPHA]);

    await page.reload();
    await card(ALPHA).waitFor();
    expect(await shownOrder()).toEqual([CHARLIE, ALPHA]);
    expect(new URL(page.url()).searchParams.get('type')).toBe('Service');
  });

  it('sorts unhealthy first by default, by name when chosen, and keeps the choice for a plain address after a reload', async () => {
    await page.goto(dashboard());
    await card(ALPHA).waitFor();
    expect(await shownOrder()).toEqual([BRAVO, CHARLIE, ALPHA]);
    expect(await chosenValue(page.getByRole('combobox', { name: 'Sort by' }))).toBe('status');

    await chooseOption(page.getByRole('combobox', { name: 'Sort by' }), 'name');
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'name');
    await expect.poll(shownOrder).toEqual([CHARLIE, BRAVO, ALPHA]);
    await page.getByRole('button', { name: 'Sort order: Descending' }).click();
    await page.waitForURL((url) => url.searchParams.get('sortOrder') === 'asc');
    await expect.poll(shownOrder).toEqual([ALPHA, BRAVO, CHARLIE]);

    // The address without sortBy/sortOrder: only this browser's stored choice can order the cards by name.
    await page.goto(dashboard());
    await page.reload();
    await card(ALPHA).waitFor();
    expect(await shownOrder()).toEqual([ALPHA, BRAVO, CHARLIE]);
    expect(await chosenValue(page.getByRole('combobox', { name: 'Sort by' }))).toBe('name');
  });

  it("changes the cards' width with the slider, and keeps it after a reload", async () => {
    await page.goto(dashboard());
    await card(ALPHA).waitFor();
    const slider = page.getByRole('slider', { name: 'Card width' });
    const before = Number(await slider.getAttribute('aria-valuenow'));
    expect(await cardWidth(ALPHA)).toBe(before);

    await slider.focus();
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
    const wider = before + 20;
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe(String(wider));
    await expect.poll(() => cardWidth(ALPHA)).toBe(wider);
    expect(await cardWidth(BRAVO)).toBe(wider);

    await page.reload();
    await card(ALPHA).waitFor();
    expect(await slider.getAttribute('aria-valuenow')).toBe(String(wider));
    expect(await cardWidth(ALPHA)).toBe(wider);
  });

  it("shows one card at the medium width without a menu, and 'Component not found' for an unknown or malformed id", async () => {
    await page.goto(`${server.url}/topology/${bravoId}/medium`);
    await card(BRAVO).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    expect(await cardWidth(BRAVO)).toBe(258);
    expect(await card(BRAVO).getByText('unhealthy', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: `Actions of ${BRAVO}` }).count()).toBe(0);
    expect(await page.getByRole('slider').count()).toBe(0);

    await page.goto(`${server.url}/topology/00000000-0000-4000-8000-000000000000/medium`);
    await page.getByText('Component not found', { exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    // An id that is no uuid at all (the server answers 400) reads the same.
    await page.goto(`${server.url}/topology/not-a-component/medium`);
    await page.getByText('Component not found', { exact: true }).waitFor();
  });
});
