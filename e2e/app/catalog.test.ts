import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import {
  FIXTURE,
  ORDERS_DB_CONFIG,
  RESIZE_SUMMARY,
  UPGRADES,
  liveConfigsOfType,
  pushCatalogFixture,
  waitForConfigTypes,
} from '../support/catalog-fixture.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { chooseOption, chosenValue } from '../support/kit-select.ts';
import { literal, signInByAddress } from '../support/sign-in.ts';

/** Types the demo workspace scrapes at start: sample app settings and the recorded cluster. */
const DEMO_TYPES = ['Demo::AppConfig', 'Kubernetes::Pod', 'Kubernetes::Deployment'] as const;
/** Long enough for a refetch after a filter change; a wait, not a timing claim. */
const SETTLE = { timeout: 15_000 };

describe('the configuration catalog, from the summary to an item, its relationships, changes and insights', () => {
  let server: ServerProcess;
  let headers: SessionHeaders;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    headers = await apiSession(server.url);
    await pushCatalogFixture(server.url, headers);
    await waitForConfigTypes(server.url, headers, DEMO_TYPES);
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/catalog');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const query = () => new URL(page.url()).searchParams;
  /** A labelled filter (a kit Select or Combobox), named by its label. */
  const filter = (label: string) => page.getByRole('combobox', { name: new RegExp(`^${literal(label)}\\b`) });
  const sections = () => page.getByRole('navigation', { name: 'Catalog sections' });
  const idOf = async (type: string, name: string) => {
    const found = (await liveConfigsOfType(server.url, headers, type)).find((config) => config.name === name);
    if (!found) throw new Error(`no ${type} named ${name}`);
    return found.id;
  };

  /** The text of a row's cell under the column headed `header`. */
  async function cellText(table: Locator, row: Locator, header: string): Promise<string> {
    // Text content, not inner text: some headers are upper-cased by style only.
    const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
    const index = headers.indexOf(header);
    if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
    return (await row.getByRole('cell').nth(index).innerText()).trim();
  }

  /** The texts of the rows a table shows below its header. */
  const bodyRowTexts = async (table: Locator) => (await table.getByRole('row').allInnerTexts()).slice(1);

  it('shows the summary grouped by type, with each type counted', async () => {
    const summary = page.getByRole('table', { name: 'Catalog summary' });
    const typeRow = (type: string) => summary.getByRole('row').filter({ has: page.getByRole('cell', { name: type, exact: true }) });
    await typeRow(FIXTURE.databaseType).waitFor();

    const databases = typeRow(FIXTURE.databaseType);
    expect(await cellText(summary, databases, 'Count')).toBe('3');
    expect(await cellText(summary, databases, 'Changes')).toBe('4');
    expect(await cellText(summary, databases, 'Insights')).toBe('1');
    await databases.getByLabel('2 healthy').waitFor();
    await databases.getByLabel('1 unhealthy').waitFor();
    expect(await cellText(summary, typeRow(FIXTURE.clusterType), 'Count')).toBe('1');

    // The demo's scrapers are alive: their types are listed with what the data API holds.
    for (const type of DEMO_TYPES) await typeRow(type).waitFor();
    const appConfigs = await liveConfigsOfType(server.url, headers, 'Demo::AppConfig');
    expect(await cellText(summary, typeRow('Demo::AppConfig'), 'Count')).toBe(String(appConfigs.length));
  });

  it('opens a type as a flat list with the type in the URL, and a search narrows it', async () => {
    const summary = page.getByRole('table', { name: 'Catalog summary' });
    await summary.getByRole('row').filter({ has: page.getByRole('cell', { name: FIXTURE.databaseType, exact: true }) }).click();
    await page.waitForURL((url) => url.searchParams.get('configType') === FIXTURE.databaseType);
    expect(query().has('groupBy')).toBe(false);

    const list = page.getByRole('table', { name: 'Catalog' });
    const names = async () => (await bodyRowTexts(list)).map((text) => text.split('\t')[0]!.trim()).sort();
    await expect.poll(names, SETTLE).toEqual([FIXTURE.billingDb, FIXTURE.ledgerDb, FIXTURE.ordersDb]);
    expect(await chosenValue(filter('Type'))).toBe(FIXTURE.databaseType);

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('ledger');
    await page.waitForURL((url) => url.searchParams.get('search') === 'ledger');
    expect(query().get('configType')).toBe(FIXTURE.databaseType);
    await expect.poll(names, SETTLE).toEqual([FIXTURE.ledgerDb]);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await expect.poll(names, SETTLE).toHaveLength(3);
  });

  it('opens an item with its content and breadcrumb', async () => {
    await page.getByRole('table', { name: 'Catalog' }).getByRole('row').filter({ hasText: FIXTURE.ordersDb }).click();
    const ordersId = await idOf(FIXTURE.databaseType, FIXTURE.ordersDb);
    await page.waitForURL(`${server.url}/catalog/${ordersId}`);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await breadcrumb.getByText(FIXTURE.ordersDb).waitFor();
    await breadcrumb.getByRole('link', { name: 'Catalog', exact: true }).waitFor();
    expect(await breadcrumb.getByRole('link', { name: FIXTURE.databaseType }).getAttribute('href')).toBe(
      `/catalog?configType=${encodeURIComponent(FIXTURE.databaseType)}`,
    );

    const content = page.getByRole('table', { name: 'Config content' });
    await content.getByText('"engine": "postgres"').waitFor();
    await content.getByText(`"version": "${ORDERS_DB_CONFIG.version}"`).waitFor();
    await content.getByText('"size": "20Gi"').waitFor();
  });

  it('selects lines by line number and shift-click, keeps them in the URL and after a reload', async () => {
    const content = page.getByRole('table', { name: 'Config content' });
    const selectedLines = async () => (await content.getByRole('row', { selected: true }).allInnerTexts()).map((text) => text.trim());
    const lineTexts = async (from: number, to: number) => {
      const texts: string[] = [];
      for (let line = from; line <= to; line += 1) texts.push((await content.getByRole('row').nth(line - 1).innerText()).trim());
      return texts;
    };

    await content.getByRole('button', { name: 'Line 3', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('selected') === '3');
    await page.getByRole('button', { name: 'Line 6', exact: true }).click({ modifiers: ['Shift'] });
    await page.waitForURL((url) => url.searchParams.get('selected') === '3-6');
    const expected = await lineTexts(3, 6);
    expect(await selectedLines()).toEqual(expected);

    await page.reload();
    await content.getByText('"engine": "postgres"').waitFor();
    expect(query().get('selected')).toBe('3-6');
    expect(await selectedLines()).toEqual(expected);
    expect(await lineTexts(3, 6)).toEqual(expected);
  });

  it('follows a relationship from the graph to the related item', async () => {
    const clusterId = await idOf(FIXTURE.clusterType, FIXTURE.cluster);
    const ordersId = await idOf(FIXTURE.databaseType, FIXTURE.ordersDb);
    await page.goto(`${server.url}/catalog?configType=${encodeURIComponent(FIXTURE.clusterType)}`);
    await page.getByRole('table', { name: 'Catalog' }).getByRole('row').filter({ hasText: FIXTURE.cluster }).click();
    await page.waitForURL(`${server.url}/catalog/${clusterId}`);

    await page.getByRole('navigation', { name: 'Config tabs' }).getByRole('link', { name: /^Relationships/ }).click();
    await page.waitForURL(`${server.url}/catalog/${clusterId}/relationships`);
    // The table first: the cluster's two databases, and not the one without a parent.
    const table = page.getByRole('table', { name: 'Related configs' });
    await table.getByText(FIXTURE.ordersDb).waitFor();
    expect(await table.getByText(FIXTURE.ledgerDb).count()).toBe(1);
    expect(await table.getByText(FIXTURE.billingDb).count()).toBe(0);

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Graph' }).click();
    const graph = page.getByTestId('relationships-graph');
    const ordersNode = graph.getByRole('link', { name: FIXTURE.ordersDb, exact: true });
    await ordersNode.waitFor();
    await graph.getByRole('link', { name: FIXTURE.ledgerDb, exact: true }).waitFor();
    // A click lands only on a node a person can see: the graph must have room to draw it.
    await ordersNode.click();
    await page.waitForURL(`${server.url}/catalog/${ordersId}`);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(FIXTURE.ordersDb).waitFor();
  });

  it('filters the changes by change type and time range, with the filters in the URL', async () => {
    await page.goto(`${server.url}/catalog`);
    await sections().getByRole('link', { name: 'Changes', exact: true }).click();
    await page.waitForURL(`${server.url}/catalog/changes`);
    const table = page.getByRole('table', { name: 'Config changes' });
    await table.getByText(RESIZE_SUMMARY).waitFor();

    const summaries = async () =>
      (await bodyRowTexts(table)).filter((text) => text.includes(FIXTURE.ordersDb)).map((text) => text.match(/upgraded to [\d.]+|storage grown to \w+/)?.[0]).sort();
    await chooseOption(filter('Change Type'), FIXTURE.upgraded);
    await page.waitForURL((url) => url.searchParams.get('changeType') === FIXTURE.upgraded);
    // The default range is the last 2 days: the upgrade of 5 days ago is left out.
    await expect.poll(summaries, SETTLE).toEqual([UPGRADES[0].summary, UPGRADES[1].summary].sort());
    await expect.poll(async () => (await bodyRowTexts(table)).every((text) => text.includes(FIXTURE.upgraded)), SETTLE).toBe(true);

    const chooseRange = async (display: string) => {
      await page.getByRole('button', { name: /^Time range:/ }).click();
      await page.getByRole('dialog', { name: 'Time range' }).getByRole('button', { name: display, exact: true }).click();
    };
    await chooseRange('Last 3 hours');
    await page.waitForURL((url) => url.searchParams.get('rangeType') === 'relative' && url.searchParams.get('range') === '3h');
    expect(query().get('changeType')).toBe(FIXTURE.upgraded);
    await expect.poll(summaries, SETTLE).toEqual([UPGRADES[0].summary]);

    await chooseRange('Last 7 days');
    await page.waitForURL((url) => url.searchParams.get('range') === '7d');
    await expect.poll(summaries, SETTLE).toEqual(UPGRADES.map((upgrade) => upgrade.summary).sort());

    // The same filters after a reload.
    await page.reload();
    await expect.poll(summaries, SETTLE).toEqual(UPGRADES.map((upgrade) => upgrade.summary).sort());
    expect(await chosenValue(filter('Change Type'))).toBe(FIXTURE.upgraded);
    await page.getByRole('button', { name: 'Time range: Last 7 days' }).waitFor();
  });

  it('lists an insight and opens its detail panel with the message', async () => {
    await sections().getByRole('link', { name: 'Insights', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/catalog/insights');
    await chooseOption(filter('Analyzer'), FIXTURE.analyzer);
    await page.waitForURL((url) => url.searchParams.get('analyzer') === FIXTURE.analyzer);

    const table = page.getByRole('table', { name: 'Insights' });
    await expect.poll(async () => (await bodyRowTexts(table)).length, SETTLE).toBe(1);
    const row = table.getByRole('row').filter({ hasText: FIXTURE.ledgerDb });
    expect(await cellText(table, row, 'Severity')).toBe('high');
    expect(await cellText(table, row, 'Type')).toBe('reliability');
    await row.getByRole('cell').nth(1).click();

    const panel = page.getByRole('complementary', { name: 'Insight details' });
    await panel.getByRole('heading', { name: FIXTURE.insightSummary }).waitFor();
    await panel.getByRole('region', { name: 'Message' }).getByText(FIXTURE.insightMessage).waitFor();
    expect(await panel.getByRole('link', { name: FIXTURE.ledgerDb }).getAttribute('href')).toBe(
      `/catalog/${await idOf(FIXTURE.databaseType, FIXTURE.ledgerDb)}`,
    );

    await panel.getByRole('button', { name: 'Close details' }).click();
    await panel.waitFor({ state: 'detached' });
  });

  it('shows the demo cluster\'s events among the changes of the default last 2 days', async () => {
    await page.goto(`${server.url}/catalog/changes?changeType=BackOff`);
    const table = page.getByRole('table', { name: 'Config changes' });
    await table.getByRole('row').filter({ hasText: 'payments-api-84b6c7d9f-x7k2p' }).first().waitFor(SETTLE);
  });
});
