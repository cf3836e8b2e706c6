import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { type DemoRole, type DemoUser, demoUsers } from '../support/demo-users.ts';
import { chooseOption } from '../support/kit-select.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { literal, signInByAddress } from '../support/sign-in.ts';
import { toastWith } from '../support/toasts.ts';

/** The demo's check that fails on purpose (its `fails-on-purpose` canary probes a closed port). */
const FAILING = { canary: 'fails-on-purpose', check: 'closed port' } as const;
const TITLE = 'E2E closed port refuses connections';
const COMMENT = 'E2E: looking at the firewall rules';

describe('an incident from a failing check, read by a viewer and worked on by a responder', () => {
  let server: ServerProcess;
  let browser: Browser;
  let users: Record<DemoRole, DemoUser>;
  let headers: SessionHeaders;
  let checkId = '';
  let incident = { id: '', incident_id: '' };
  const pages = new Map<DemoRole, Page>();

  async function db<T>(path: string): Promise<T> {
    const response = await fetch(`${server.url}/api/db/${path}`, { headers });
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${server.url}/api/db/${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  async function pageOf(role: DemoRole, address: string): Promise<Page> {
    let page = pages.get(role);
    if (!page) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
      await signInByAddress(page, server.url, users[role], '/topology');
      pages.set(role, page);
    }
    await page.goto(`${server.url}${address}`);
    return page;
  }

  /** Waits for the demo's check to have run and failed, as the health page then shows it. */
  async function failedCheckId(): Promise<string> {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const [row] = await db<{ id: string; status: string | null }[]>(`checks?select=id,status&name=eq.${encodeURIComponent(FAILING.check)}&deleted_at=is.null`);
      if (row?.status === 'unhealthy') return row.id;
      if (Date.now() > deadline) throw new Error(`the demo's ${FAILING.check} check did not fail within 90 s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  beforeAll(async () => {
    server = await startServer();
    users = await demoUsers(server);
    headers = await apiSession(server.url);
    checkId = await failedCheckId();
    browser = await launchBrowser();
  }, 150_000);
  afterAll(async () => {
    for (const page of pages.values()) await page.context().close();
    await browser?.close();
    await server?.stop();
  });

  it("opens an incident from the failing check's detail: Add to incident, a new incident, and the toast's link to it", async () => {
    const page = await pageOf('responder', '/health');
    await page.getByRole('row').filter({ hasText: FAILING.canary }).getByRole('button', { name: 'Expand row' }).click();
    await page.getByRole('row').filter({ hasText: FAILING.check }).first().click();
    await page.waitForURL((url) => url.searchParams.get('checkId') === checkId);
    const check = page.getByRole('dialog', { name: new RegExp(literal(FAILING.check)) });
    await check.getByRole('button', { name: 'Add to incident' }).click();

    const dialog = page.getByRole('dialog', { name: 'Link to Incident' });
    await dialog.getByRole('button', { name: 'New incident' }).click();
    await dialog.getByLabel('Incident title').fill(TITLE);
    await chooseOption(dialog.getByRole('combobox', { name: 'Severity' }), 'high');
    await dialog.getByRole('button', { name: 'Attach as Evidence' }).click();

    const toast = toastWith(page, 'Linked to incident successfully');
    await toast.waitFor();
    const [created] = await db<{ id: string; incident_id: string }[]>(`incidents?select=id,incident_id&title=eq.${encodeURIComponent(TITLE)}`);
    expect(created?.incident_id).toMatch(/^INC-\d+$/);
    incident = created!;
    const hypotheses = await db<{ type: string; evidences: { type: string; check_id: string; description: string }[] }[]>(
      `hypotheses?select=type,evidences(type,check_id,description)&incident_id=eq.${incident.id}`,
    );
    // The evidence is described by the check's name, as every other reader of the incident sees it.
    expect(hypotheses).toEqual([{ type: 'root', evidences: [{ type: 'check', check_id: checkId, description: FAILING.check }] }]);

    await toast.getByRole('link', { name: `View ${incident.incident_id}`, includeHidden: true }).click();
    await page.waitForURL(`${server.url}/incidents/${incident.id}`);
    await page.getByRole('heading', { level: 1, name: `${incident.incident_id} ${TITLE}` }).waitFor();
    await page.getByRole('tab', { name: 'Action Plan' }).click();
    const plan = page.getByRole('list', { name: 'Action Plan' });
    // The evidence, named by its check (the hypothesis' title above it says 'closed port' too).
    await plan.getByRole('listitem').filter({ hasText: new RegExp(`^check\\s*${literal(FAILING.check)}$`) }).waitFor();
  });

  it("shows a viewer the incident's component cards, each leading to its topology page", async () => {
    const [component] = await post<{ id: string }[]>('components', { name: 'e2e-checkout', type: 'Kubernetes::Deployment', status: 'unhealthy' });
    const [root] = await db<{ id: string }[]>(`hypotheses?select=id&incident_id=eq.${incident.id}&type=eq.root`);
    await post('evidences', { hypothesis_id: root!.id, type: 'topology', component_id: component!.id, description: 'Topology' });

    const page = await pageOf('viewer', `/incidents/${incident.id}`);
    const card = page.getByRole('list', { name: 'Components' }).getByRole('link', { name: 'e2e-checkout (unhealthy)' });
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe(`/topology/${component!.id}`);
    expect(await page.getByRole('list', { name: 'Components' }).getByRole('link').count()).toBe(1);
  });

  it('shows a viewer the incident read-only: no comment box, status control, responder, hypothesis or evidence controls', async () => {
    const page = await pageOf('viewer', `/incidents/${incident.id}`);
    await page.getByRole('heading', { level: 1, name: `${incident.incident_id} ${TITLE}` }).waitFor();
    const tree = page.getByRole('list', { name: 'Comments' });
    await tree.getByRole('heading', { name: TITLE, exact: true }).waitFor();
    // The gates have decided once the sidebar shows an item that needs the roles and the feature flags.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Playbooks' }).waitFor();
    await page.getByRole('region', { name: 'Responders' }).waitFor();
    await page.getByRole('region', { name: 'Responders' }).getByText('No responders yet').waitFor();
    await page.getByRole('button', { name: 'Proposed evidence' }).click();
    await page.getByRole('region', { name: 'Proposed evidence' }).getByRole('group', { name: 'Window before the incident opened' }).waitFor();
    await page.getByRole('region', { name: 'Proposed evidence' }).getByRole('status').waitFor({ state: 'detached' });

    const offered = async () => ({
      'comment box': await page.getByRole('region', { name: 'Add a comment' }).count(),
      'comment on a hypothesis': await page.getByRole('combobox', { name: /^Comment on / }).count(),
      'status select': await page.getByRole('combobox', { name: 'Status' }).count(),
      'close / reopen': await page.getByRole('button', { name: /^(Close|Reopen)$/ }).count(),
      'Add Responder': await page.getByRole('button', { name: 'Add Responder' }).count(),
      'add hypothesis': await page.getByRole('button', { name: /^Add (factor|solution)$/ }).count(),
      'disprove / delete hypothesis': await page.getByRole('button', { name: /^(Disprove|Delete)$/ }).count(),
      'hypothesis title editor': await tree.getByRole('textbox').count(),
      'add definition of done': await page.getByRole('button', { name: 'Add definition of done' }).count(),
      'attach evidence': await page.getByRole('button', { name: /^Attach/ }).count(),
    });
    expect(await offered()).toEqual({
      'comment box': 0,
      'comment on a hypothesis': 0,
      'status select': 0,
      'close / reopen': 0,
      'Add Responder': 0,
      'add hypothesis': 0,
      'disprove / delete hypothesis': 0,
      'hypothesis title editor': 0,
      'add definition of done': 0,
      'attach evidence': 0,
    });
  });

  it('lets a responder comment on the incident, shown on the page and recorded as theirs', async () => {
    const page = await pageOf('responder', `/incidents/${incident.id}`);
    const box = page.getByRole('region', { name: 'Add a comment' });
    const [root] = await db<{ id: string }[]>(`hypotheses?select=id&incident_id=eq.${incident.id}&type=eq.root`);
    await chooseOption(box.getByRole('combobox', { name: 'Hypothesis' }), root!.id);
    await box.getByRole('combobox', { name: 'Comment' }).fill(COMMENT);
    await box.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('list', { name: 'Comments' }).getByText(COMMENT).waitFor();

    const [responder] = await db<{ id: string }[]>(`people?select=id&email=eq.${encodeURIComponent(users.responder.email)}`);
    const comments = await db<{ comment: string; created_by: string; hypothesis_id: string }[]>(
      `comments?select=comment,created_by,hypothesis_id&incident_id=eq.${incident.id}`,
    );
    expect(comments).toEqual([{ comment: COMMENT, created_by: responder!.id, hypothesis_id: root!.id }]);
  });

  it('offers a responder no Add or Edit on Settings > Incident Rules', async () => {
    const page = await pageOf('responder', '/settings/incident_rules');
    const rules = page.getByRole('table', { name: 'Incident rules' });
    await rules.getByRole('cell', { name: 'Failing demo checks' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Playbooks' }).waitFor();
    expect(await page.getByRole('link', { name: 'Add Incident Rule' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Add|Edit)/ }).count()).toBe(0);

    await rules.getByRole('cell', { name: 'Failing demo checks' }).click();
    await page.waitForURL(/\/settings\/incident_rules\/[0-9a-f-]{36}$/);
    await page.getByRole('textbox', { name: 'Spec (YAML)' }).waitFor();
    for (const name of ['Save', 'Update', 'Delete', 'Edit']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
  });
});
