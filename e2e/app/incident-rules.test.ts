import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';
import { toastWith } from '../support/toasts.ts';

const RULE = 'Checkout is failing';

describe('Settings > Incident Rules', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ DEMO: 'off' });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/settings/incident_rules');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const editor = () => page.getByRole('textbox', { name: 'Spec (YAML)' });
  const rulesTable = () => page.getByRole('table', { name: 'Incident rules' });

  it('creates a rule with the spec editor, which offers the IncidentRule fields', async () => {
    await page.getByRole('heading', { name: 'Incident Rules', level: 1 }).waitFor();
    await rulesTable().getByText('No resources found').waitFor();
    const schema = page.waitForResponse((response) => response.url().endsWith('/api/schemas/IncidentRule.schema.json') && response.ok());
    await page.getByRole('link', { name: 'Add Incident Rule' }).click();
    await page.waitForURL(`${server.url}/settings/incident_rules/new`);
    await schema;
    await page.getByLabel('Name').fill(RULE);
    await editor().click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('template:\n  severity: high\n');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('fil');
    await page.getByRole('listbox').getByRole('option', { name: 'filter' }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('filter:\n  checks:\n    - name: checkout\ntemplate:\n  severity: high\n');
    await page.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, `${RULE} created successfully`).waitFor();
    await page.waitForURL(`${server.url}/settings/incident_rules`);
    await rulesTable().getByRole('cell', { name: RULE }).waitFor();
  });

  it('refuses a spec the server does not accept, naming the field at the editor', async () => {
    await rulesTable().getByRole('cell', { name: RULE }).click();
    await page.waitForURL(/\/settings\/incident_rules\/[0-9a-f-]{36}$/);
    await editor().click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('filter:\n  status: [unhealthy]\n');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('spec.filter: must select checks or insights (filter.checks or filter.insights)', { exact: true }).waitFor();
    // Said once, at the editor: no toast repeats it.
    expect(await page.getByText(/^Invalid incident rule spec:/).count()).toBe(0);
    expect(page.url()).toMatch(/\/settings\/incident_rules\/[0-9a-f-]{36}$/);
  });

  it('shows the incidents it opened on its own tab, and deletes it', async () => {
    await page.getByRole('tab', { name: 'Incidents opened' }).click();
    await page.getByText('No incidents opened yet').waitFor();
    await page.getByRole('tab', { name: 'Spec' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Incident Rule' }).getByRole('button', { name: 'Delete' }).click();
    await toastWith(page, `${RULE} deleted successfully`).waitFor();
    await page.waitForURL(`${server.url}/settings/incident_rules`);
    await rulesTable().getByText('No resources found').waitFor();
  });
});
