import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';
import { toastWith } from '../support/toasts.ts';

const AGENT_NAME = 'prod-eu-west';

describe('creating an agent on /settings/agents', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** The token the Installation Instructions dialog showed, and the login it goes with. */
  let token = '';
  let username = '';

  const whoamiWithToken = (value: string) =>
    fetch(`${server.url}/api/auth/whoami`, { headers: { Authorization: `Bearer ${value}` } });

  beforeAll(async () => {
    server = await startServer({ DEMO: 'off' });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, E2E_ADMIN, '/settings/agents');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('asks for a name before creating anything', async () => {
    await page.getByText('No data available').waitFor();
    await page.getByRole('button', { name: 'Add Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Agent' });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get('addAgent')).toBe('true');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'This field is required' }).waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);
  });

  it('creates the agent and shows its access token once, in the Installation Instructions', async () => {
    const form = page.getByRole('dialog', { name: 'Create Agent' });
    await form.getByLabel('Name', { exact: true }).fill(AGENT_NAME);
    await form.getByRole('button', { name: 'Add property' }).click();
    await form.getByLabel('Property 1 key').fill('env');
    await form.getByLabel('Property 1 value').fill('production');
    await form.getByRole('button', { name: 'Save' }).click();

    const instructions = page.getByRole('dialog', { name: 'Installation Instructions' });
    await instructions.waitFor();
    await toastWith(page, 'Agent created').waitFor();
    await form.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('addAgent')).toBeNull();

    token = ((await instructions.getByLabel('Access token', { exact: true }).textContent()) ?? '').trim();
    expect(token.length).toBeGreaterThanOrEqual(20);
    await instructions.getByText(`The access token of agent ${AGENT_NAME} is shown only once`).waitFor();
    await expect(instructions.getByLabel('Flux manifests', { exact: true }).textContent()).resolves.toContain(token);
    await instructions.getByRole('tab', { name: 'Helm CLI' }).click();
    const helm = (await instructions.getByLabel('Helm commands', { exact: true }).textContent()) ?? '';
    expect(helm).toContain(token);
    expect(helm).toContain(`upstream.agent=${AGENT_NAME}`);
    expect(helm).toContain(`upstream.host=${server.url}`);
    username = /upstream\.username=(\S+)/.exec(helm)?.[1] ?? '';
    expect(username).toContain(AGENT_NAME);
  });

  it('gives the agent a token the API accepts', async () => {
    const response = await whoamiWithToken(token);
    expect(response.status).toBe(200);
    const { payload } = (await response.json()) as { payload: { user: { name: string } } };
    expect(payload.user.name).toBe(username);
    await expect(whoamiWithToken(`${token}x`).then((r) => r.status)).resolves.toBe(401);
  });

  it('never shows the token again once the instructions are closed', async () => {
    await page.getByRole('dialog', { name: 'Installation Instructions' }).getByRole('button', { name: 'Done' }).click();
    await page.getByRole('dialog', { name: 'Installation Instructions' }).waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: AGENT_NAME });
    await row.getByText('env=production').waitFor();
    expect(await page.content()).not.toContain(token);

    await row.click();
    const edit = page.getByRole('dialog', { name: 'Edit Agent' });
    await edit.waitFor();
    const name = edit.getByLabel('Name', { exact: true });
    await expect(name.inputValue()).resolves.toBe(AGENT_NAME);
    await expect(name.getAttribute('readonly')).resolves.not.toBeNull();
    await expect(edit.getByLabel('Property 1 value').inputValue()).resolves.toBe('production');
    await expect(edit.getByText('Access token').count()).resolves.toBe(0);
    expect(await page.content()).not.toContain(token);

    // Opening the page afresh (the edit dialog is in the address) shows no token either.
    await page.reload();
    await page.getByRole('dialog', { name: 'Edit Agent' }).getByLabel('Name', { exact: true }).waitFor();
    expect(await page.content()).not.toContain(token);
    await page.getByRole('dialog', { name: 'Edit Agent' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('refuses a second agent with the same name and says why', async () => {
    await page.getByRole('button', { name: 'Add Agent' }).click();
    const form = page.getByRole('dialog', { name: 'Create Agent' });
    await form.getByLabel('Name', { exact: true }).fill(AGENT_NAME);
    await form.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, `An agent named ${AGENT_NAME} already exists`).waitFor();
    await expect(form.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('dialog', { name: 'Installation Instructions' }).count()).resolves.toBe(0);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    await expect(page.getByRole('row').filter({ hasText: AGENT_NAME }).count()).resolves.toBe(1);
  });

  it('deletes the agent after both questions, and its token stops working', async () => {
    await page.getByRole('row').filter({ hasText: AGENT_NAME }).click();
    await page.getByRole('dialog', { name: 'Edit Agent' }).getByRole('button', { name: 'Delete' }).click();
    const cleanup = page.getByRole('dialog', { name: 'Delete Agent' });
    await cleanup.getByText('Do you want to also delete the resources created by the agent?').waitFor();
    await cleanup.getByRole('button', { name: 'No' }).click();
    await page.getByText('Are you sure you want to delete agent?').waitFor();
    await page.getByRole('dialog', { name: 'Delete Agent' }).getByRole('button', { name: 'Delete' }).click();
    await toastWith(page, 'Agent deleted').waitFor();
    await page.getByText('No data available').waitFor();
    await expect(whoamiWithToken(token).then((r) => r.status)).resolves.toBe(401);
  });
});
