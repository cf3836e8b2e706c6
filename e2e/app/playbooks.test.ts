import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, callApi, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { FIXTURE, pushCatalogFixture } from '../support/catalog-fixture.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';
import { toastWith } from '../support/toasts.ts';

const TITLE = 'Restart e2e database';
const SPEC = [
  'category: Databases',
  'description: Restarts a database of the e2e cluster',
  'configs:',
  "  - types: ['E2E::Database']",
  'parameters:',
  '  - name: reason',
  '    label: Reason',
  '    required: true',
  '    default: "restart {{ .config.name }}"',
  'actions:',
  '  - name: tell the service',
  '    http:',
  '      url: http://127.0.0.1:9/restart',
  '',
].join('\n');

describe('Playbooks', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let headers: SessionHeaders;

  const api = <T>(method: string, path: string, body?: unknown) => callApi<T>(server.url, headers, method, path, body);

  beforeAll(async () => {
    server = await startServer({ DEMO: 'off' });
    headers = await apiSession(server.url);
    await pushCatalogFixture(server.url, headers);
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/playbooks');
  }, 150_000);
  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await server?.stop();
  });

  const card = () => page.getByRole('region', { name: 'Databases' }).getByRole('article', { name: TITLE });

  it('authors a playbook in the editor checked against the playbook-spec schema, shown under its category', async () => {
    await page.getByRole('heading', { name: 'No playbooks' }).waitFor();
    const schema = page.waitForResponse((response) => response.url().endsWith('/api/schemas/playbook-spec.schema.json') && response.ok());
    await page.getByRole('button', { name: 'Add Playbook' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Playbook' });
    await schema;
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByRole('textbox', { name: 'Spec (YAML)' }).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(SPEC);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Playbook Spec created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card().waitFor();
    const [stored] = await api<{ name: string; source: string; category: string }[]>('GET', '/api/db/playbooks?select=name,source,category&deleted_at=is.null');
    expect(stored).toEqual({ name: TITLE, source: 'UI', category: 'Databases' });
  });

  it('runs it on a catalog item with its parameter, then shows the run', async () => {
    await card().getByRole('button', { name: 'Run' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run Playbook' });
    await dialog.getByText('Please select a resource to see the parameters.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Run' }).isDisabled()).toBe(true);
    await dialog.getByRole('searchbox', { name: 'Search Config' }).fill('e2e-orders');
    await dialog.getByRole('option', { name: new RegExp(FIXTURE.ordersDb) }).click();
    const reason = dialog.getByLabel('Reason');
    await reason.waitFor();
    expect(await reason.inputValue()).toBe(`restart ${FIXTURE.ordersDb}`);
    await reason.fill('slow queries');
    await dialog.getByRole('button', { name: 'Run' }).click();
    await page.waitForURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);
    const runId = page.url().split('/').at(-1)!;
    const [run] = await api<{ parameters: Record<string, string>; config: { name: string } }[]>('GET', `/api/db/playbook_runs?id=eq.${runId}&select=parameters,config:config_items(name)`);
    expect(run).toEqual({ parameters: { reason: 'slow queries' }, config: { name: FIXTURE.ordersDb } });
  });

  it("offers it in the catalog item's Playbooks menu, with the item fixed in the Run dialog", async () => {
    const [item] = await api<{ id: string }[]>('GET', `/api/db/config_items?select=id&name=eq.${FIXTURE.ordersDb}`);
    await page.goto(`${server.url}/catalog/${item!.id}`);
    await page.getByRole('complementary', { name: 'Config sidebar' }).getByRole('button', { name: 'Playbooks' }).click();
    await page.getByRole('menuitem', { name: TITLE }).click();
    const dialog = page.getByRole('dialog', { name: 'Run Playbook' });
    expect(await dialog.getByRole('region', { name: 'Resource' }).innerText()).toContain(FIXTURE.ordersDb);
    expect(await dialog.getByRole('searchbox').count()).toBe(0);
    const reason = dialog.getByLabel('Reason');
    await reason.waitFor();
    expect(await reason.inputValue()).toBe(`restart ${FIXTURE.ordersDb}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
