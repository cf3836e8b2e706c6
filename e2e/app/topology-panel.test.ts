import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, callApi, componentIdByName, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { FIXTURE, pushCatalogFixture, UPGRADES } from '../support/catalog-fixture.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';
import { toastWith } from '../support/toasts.ts';

describe("a component's detail panel on the topology dashboard", () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let headers: SessionHeaders;
  let appId = '';
  let apiId = '';

  const api = <T>(method: string, path: string, body?: unknown) => callApi<T>(server.url, headers, method, path, body);

  const componentId = (name: string) => componentIdByName(server.url, headers, name);

  beforeAll(async () => {
    server = await startServer();
    headers = await apiSession(server.url);
    await pushCatalogFixture(server.url, headers);
    // An application with one service, built from a Topology as a user would save it.
    const [topology] = await api<{ id: string }[]>('POST', '/api/db/topologies', {
      name: 'e2e-panel',
      spec: { components: [{ name: 'e2e-panel-app', type: 'Application', components: [{ name: 'e2e-panel-api', type: 'Service' }] }] },
    });
    await api('POST', `/api/topology/run/${topology!.id}`);
    appId = await componentId('e2e-panel-app');
    apiId = await componentId('e2e-panel-api');
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, `/topology/${appId}`);
  }, 150_000);
  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await server?.stop();
  });

  const panel = (name: string) => page.getByRole('complementary', { name: `Details of ${name}` });

  it("opens on the page's component, then on a service whose card is clicked", async () => {
    await page.goto(`${server.url}/topology/${appId}`);
    await panel('e2e-panel-app').getByRole('region', { name: 'Details' }).waitFor();
    await page.getByRole('article', { name: 'e2e-panel-api' }).click();
    await panel('e2e-panel-api').waitFor();
    expect(await panel('e2e-panel-app').count()).toBe(0);
    await page.keyboard.press('Escape');
    await panel('e2e-panel-api').waitFor({ state: 'detached' });
  });

  it('links a catalog item found by name from the card menu, and lists it in the Catalog section', async () => {
    await page.goto(`${server.url}/topology/${appId}`);
    const card = page.getByRole('article', { name: 'e2e-panel-api' });
    await card.getByRole('button', { name: 'Actions of e2e-panel-api' }).click();
    await page.getByRole('menuitem', { name: 'Link to Catalog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link e2e-panel-api to a catalog item' });
    const link = dialog.getByRole('button', { name: 'Link', exact: true });
    expect(await link.isDisabled()).toBe(true);
    await dialog.getByRole('searchbox').fill('e2e-orders');
    await dialog.getByRole('radio', { name: new RegExp(FIXTURE.ordersDb) }).check();
    await link.click();
    await toastWith(page, 'Catalog item linked to the component').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const links = await api<{ selector_id: string; config: { name: string } }[]>(
      'GET',
      `/api/db/config_component_relationships?select=selector_id,config:config_items(name)&component_id=eq.${apiId}`,
    );
    expect(links).toEqual([{ selector_id: 'manual', config: { name: FIXTURE.ordersDb } }]);

    await card.click();
    await panel('e2e-panel-api').getByRole('button', { name: 'Catalog', exact: true }).click();
    const item = panel('e2e-panel-api').getByRole('region', { name: 'Catalog' }).getByRole('link', { name: FIXTURE.ordersDb });
    await item.waitFor();
    expect(await item.getAttribute('href')).toMatch(/^\/catalog\/[0-9a-f-]{36}$/);
  });

  it('reads each of its other sections from the server, one open at a time, the linked item bringing its changes', async () => {
    await page.goto(`${server.url}/topology/${appId}`);
    await page.getByRole('article', { name: 'e2e-panel-api' }).click();
    const shown = panel('e2e-panel-api');
    const empty: [string, string][] = [
      ['Incidents', 'No incidents'],
      ['Checks', 'No checks linked'],
      ['Playbooks', 'No playbook runs'],
      ['Teams', 'No teams'],
      ['Insights', 'No insights'],
    ];
    for (const [section, text] of empty) {
      // Within its region: the panel's actions have a Playbooks menu button too.
      await shown.getByRole('region', { name: section }).getByRole('button', { name: section, exact: true }).click();
      await shown.getByRole('region', { name: section }).getByText(text, { exact: true }).waitFor();
      expect(await shown.getByRole('button', { expanded: true }).count()).toBe(1);
    }
    await shown.getByRole('button', { name: 'Changes', exact: true }).click();
    const latest = shown.getByRole('region', { name: 'Changes' }).getByRole('link').first();
    await latest.waitFor();
    expect(await latest.textContent()).toBe(`${FIXTURE.ordersDb}: ${UPGRADES[0].summary}`);
  });

  it("downloads the component's snapshot as a zip from its panel", async () => {
    await page.goto(`${server.url}/topology/${appId}`);
    await page.getByRole('article', { name: 'e2e-panel-api' }).click();
    await panel('e2e-panel-api').getByRole('button', { name: 'Snapshot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Snapshot of e2e-panel-api' });
    await dialog.getByRole('checkbox', { name: 'Related components' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download' }).click()]);
    expect(new URL(download.url()).search).toBe('?start=15m&related=true');
    const path = await download.path();
    const zip = readFileSync(path).toString('latin1');
    expect(zip.startsWith('PK')).toBe(true);
    for (const file of ['snapshot.json', 'component.json', 'configs.json']) expect(zip).toContain(file);
  });

  it("opens the incidents feature's Link to Incident from the card menu and from the panel, whose Escape leaves the panel open", async () => {
    await page.goto(`${server.url}/topology/${appId}`);
    await page.getByRole('article', { name: 'e2e-panel-api' }).getByRole('button', { name: 'Actions of e2e-panel-api' }).click();
    await page.getByRole('menuitem', { name: 'Link to Incident' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link to Incident' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('article', { name: 'e2e-panel-api' }).click();
    await panel('e2e-panel-api').getByRole('button', { name: 'Link to Incident' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await panel('e2e-panel-api').isVisible()).toBe(true);
  });
});
