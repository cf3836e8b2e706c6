import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { chooseOption } from '../support/kit-select.ts';
import { demoUsers } from '../support/demo-users.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';
import { toastWith } from '../support/toasts.ts';

const TOPOLOGY = 'E2E Shop';
const SPEC = 'type: Application\ncomponents:\n  - name: storefront\n    type: Service\n  - name: orders-db\n    type: Database\n';

describe('Settings > Topologies', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let detailPath = '';

  beforeAll(async () => {
    // The demo workspace brings a viewer to sign in as.
    server = await startServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/settings/topologies');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const editor = (on: Page) => on.getByRole('textbox', { name: 'Spec (YAML)' });
  const list = (on: Page) => on.getByRole('table', { name: 'Topologies' });

  it('creates a topology with the spec editor, which offers the Topology fields', async () => {
    await page.getByRole('heading', { name: 'Topologies', level: 1 }).waitFor();
    const schema = page.waitForResponse((response) => response.url().endsWith('/api/schemas/Topology.schema.json') && response.ok());
    await page.getByRole('link', { name: 'Add Topology' }).click();
    await page.waitForURL(`${server.url}/settings/topologies/new`);
    await schema;
    await page.getByLabel('Name', { exact: true }).fill(TOPOLOGY);
    await editor(page).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('type: Application\n');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('compo');
    await page.getByRole('listbox').getByRole('option', { name: 'components' }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(SPEC);
    await page.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, `${TOPOLOGY} created successfully`).waitFor();
    await page.waitForURL(`${server.url}/settings/topologies`);
    await list(page).getByRole('cell', { name: TOPOLOGY }).waitFor();
  });

  it('runs it now, then shows the TopologyRun in its job history', async () => {
    await list(page).getByRole('cell', { name: TOPOLOGY }).click();
    await page.waitForURL(/\/settings\/topologies\/[0-9a-f-]{36}$/);
    detailPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Run Now' }).click();
    const summary = page.getByRole('status').filter({ hasText: 'components built' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain('SUCCESS');
    await page.getByRole('tab', { name: 'Job History' }).click();
    const history = page.getByRole('table', { name: 'Job history' });
    await history.getByRole('cell', { name: 'TopologyRun' }).first().waitFor();
    expect(await history.locator('[data-status="SUCCESS"]').count()).toBeGreaterThan(0);
  });

  it('refuses a spec the server does not accept, naming the field at the editor', async () => {
    await page.getByRole('tab', { name: 'Spec' }).click();
    await editor(page).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('components:\n  - name: storefront\n    colour: blue\n');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText(/^spec\.components\[0\]\.colour: /).waitFor();
    expect(await page.getByText(/^Invalid topology spec:/).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(detailPath);
  });

  it('shows the topology to a viewer read-only, without Add Topology, Update, Run Now or Delete', async () => {
    const viewer = (await demoUsers(server)).viewer;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const viewerPage = await context.newPage();
    await signInByAddress(viewerPage, server.url, viewer, '/settings/topologies');
    await list(viewerPage).getByRole('cell', { name: TOPOLOGY }).waitFor();
    expect(await viewerPage.getByRole('link', { name: 'Add Topology' }).count()).toBe(0);
    await list(viewerPage).getByRole('cell', { name: TOPOLOGY }).click();
    await editor(viewerPage).waitFor();
    expect(await viewerPage.getByLabel('Name', { exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await editor(viewerPage).getAttribute('aria-readonly')).toBe('true');
    for (const name of ['Update', 'Run Now', 'Delete', 'Save']) expect(await viewerPage.getByRole('button', { name }).count()).toBe(0);
    await context.close();
  });

  it('starts a new topology from a template the server offers (Add Integration > Custom Topology)', async () => {
    await page.goto(`${server.url}/settings/topologies/new`);
    const startFrom = page.getByRole('combobox', { name: 'Start from' });
    await chooseOption(startFrom, 'kubernetes-clusters');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('kubernetes-clusters');
    expect(await editor(page).textContent()).toContain('icon: kubernetes');
    await page.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'kubernetes-clusters created successfully').waitFor();
    await page.waitForURL(`${server.url}/settings/topologies`);
    await list(page).getByRole('cell', { name: 'kubernetes-clusters' }).waitFor();
  });

  it('deletes it softly: it leaves the list', async () => {
    await page.goto(`${server.url}${detailPath}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Topology' }).getByRole('button', { name: 'Delete' }).click();
    await toastWith(page, `${TOPOLOGY} deleted successfully`).waitFor();
    await page.waitForURL(`${server.url}/settings/topologies`);
    await list(page).waitFor();
    await page.getByRole('heading', { name: 'Topologies', level: 1 }).waitFor();
    await list(page).getByRole('cell', { name: TOPOLOGY }).waitFor({ state: 'detached' });
  });
});
