import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { FIXTURE, liveConfigsOfType, pushCatalogFixture } from '../support/catalog-fixture.ts';
import { DEMO_ROLES, type DemoRole, type DemoUser, demoUsers } from '../support/demo-users.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

/** Every write control the audited screens may show, by its accessible role and name. */
const WRITE_CONTROLS = {
  'Add Check': 'link',
  'Run Now': 'button',
  Playbooks: 'button',
  'Add to incident': 'button',
  'Link to incident': 'button',
  'Create New Incident': 'button',
  'Add Health Check': 'link',
  'Add Scraper': 'link',
  'Add Agent': 'button',
  'Add Feature Flag': 'button',
  'Add Incident Rule': 'link',
} as const;
type WriteControl = keyof typeof WRITE_CONTROLS;

/**
 * What each role may use (spec 000 §6): admins and editors write everything here; commanders and
 * responders write incidents (the evidence actions) and run checks (spec 001 §6); viewers nothing.
 */
const INCIDENT_WORK: WriteControl[] = ['Run Now', 'Add to incident', 'Link to incident', 'Create New Incident'];
const ALLOWED: Record<DemoRole, readonly WriteControl[]> = {
  admin: Object.keys(WRITE_CONTROLS) as WriteControl[],
  editor: Object.keys(WRITE_CONTROLS) as WriteControl[],
  commander: INCIDENT_WORK,
  responder: INCIDENT_WORK,
  viewer: [],
};

interface Screen {
  name: string;
  address: () => string;
  /** Resolves once the screen's content is there (the roles and feature flags are awaited separately). */
  ready: (page: Page) => Promise<void>;
  /** The write controls the screen offers to a role allowed to use them; every other one must be absent. */
  controls: readonly WriteControl[];
}

describe('the write controls each role sees on each screen', () => {
  let server: ServerProcess;
  let browser: Browser;
  let users: Record<DemoRole, DemoUser>;
  let headers: SessionHeaders;
  let checkId = '';
  let config = { id: '', name: '' };
  const pages = new Map<DemoRole, Page>();

  const SCREENS: Screen[] = [
    {
      name: 'health',
      address: () => '/health',
      ready: (page) => page.getByRole('table', { name: 'Health checks' }).waitFor(),
      controls: ['Add Check'],
    },
    {
      name: 'check detail',
      address: () => `/health?checkId=${checkId}`,
      ready: (page) => page.getByRole('dialog').getByRole('link', { name: 'Edit' }).waitFor(),
      controls: ['Run Now', 'Playbooks', 'Add to incident'],
    },
    {
      name: 'catalog',
      address: () => '/catalog',
      ready: (page) => page.getByRole('table', { name: 'Catalog' }).waitFor(),
      controls: [],
    },
    {
      name: 'catalog item',
      address: () => `/catalog/${config.id}`,
      ready: (page) => page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(config.name).waitFor(),
      controls: ['Playbooks', 'Link to incident'],
    },
    {
      name: 'incidents',
      address: () => '/incidents',
      ready: (page) => page.getByRole('table', { name: 'Incidents' }).waitFor(),
      controls: ['Create New Incident'],
    },
    {
      name: 'settings: health checks',
      address: () => '/settings/canaries',
      ready: (page) => page.getByRole('heading', { name: 'Health Checks', level: 1 }).waitFor(),
      controls: ['Add Health Check'],
    },
    {
      name: 'catalog: scrapers',
      address: () => '/catalog/scrapers',
      ready: (page) => page.getByRole('heading', { name: 'Scrapers', level: 1 }).waitFor(),
      controls: ['Add Scraper'],
    },
    {
      name: 'settings: agents',
      address: () => '/settings/agents',
      ready: (page) => page.getByRole('heading', { name: 'Agents', level: 1 }).waitFor(),
      controls: ['Add Agent'],
    },
    {
      // Rules are read by everyone who works incidents, changed only by admins and editors (issue 14).
      name: 'settings: incident rules',
      address: () => '/settings/incident_rules',
      ready: (page) => page.getByRole('table', { name: 'Incident rules' }).getByRole('cell', { name: 'Failing demo checks' }).waitFor(),
      controls: ['Add Incident Rule'],
    },
    {
      name: 'settings: feature flags',
      address: () => '/settings/feature-flags',
      ready: (page) => page.getByRole('table').waitFor(),
      controls: ['Add Feature Flag'],
    },
  ];

  async function firstCheckId(): Promise<string> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const response = await fetch(`${server.url}/api/db/checks?select=id&deleted_at=is.null&canary_id=not.is.null&limit=1`, { headers });
      if (response.status !== 200) throw new Error(`listing checks answered ${response.status}: ${await response.text()}`);
      const [row] = (await response.json()) as { id: string }[];
      if (row) return row.id;
      if (Date.now() > deadline) throw new Error('the demo created no check within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  async function pageOf(role: DemoRole): Promise<Page> {
    const known = pages.get(role);
    if (known) return known;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInByAddress(page, server.url, users[role], '/topology');
    pages.set(role, page);
    return page;
  }

  beforeAll(async () => {
    server = await startServer();
    users = await demoUsers(server);
    headers = await apiSession(server.url);
    await pushCatalogFixture(server.url, headers);
    const [orders] = (await liveConfigsOfType(server.url, headers, FIXTURE.databaseType)).filter((row) => row.name === FIXTURE.ordersDb);
    if (!orders) throw new Error(`the catalog fixture has no ${FIXTURE.ordersDb}`);
    config = { id: orders.id, name: orders.name };
    checkId = await firstCheckId();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const page of pages.values()) await page.context().close();
    await browser?.close();
    await server?.stop();
  });

  const cases = SCREENS.flatMap((screen) => DEMO_ROLES.map((role) => ({ screen: screen.name, role })));

  it.each(cases)('$screen shows the $role the write controls of their role', async ({ screen: name, role }) => {
    const screen = SCREENS.find((candidate) => candidate.name === name)!;
    const page = await pageOf(role);
    await page.goto(`${server.url}${screen.address()}`);
    // Every sidebar item needs the roles and the feature flags: once one is there, the gates have decided.
    // An open dialog hides the page behind it from the accessibility tree, hence includeHidden.
    await page
      .getByRole('navigation', { name: 'Main', includeHidden: true })
      .getByRole('link', { name: 'Playbooks', includeHidden: true })
      .waitFor();
    await screen.ready(page);
    const seen: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const [control, kind] of Object.entries(WRITE_CONTROLS) as [WriteControl, 'link' | 'button'][]) {
      seen[control] = await page.getByRole(kind, { name: control, exact: true }).count();
      expected[control] = screen.controls.includes(control) && ALLOWED[role].includes(control) ? 1 : 0;
    }
    expect(seen).toEqual(expected);
  });
});
