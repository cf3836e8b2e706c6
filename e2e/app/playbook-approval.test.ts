import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, callApi, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { demoUsers } from '../support/demo-users.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

describe('approving and cancelling playbook runs on a demo server', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let headers: SessionHeaders;

  const api = <T>(method: string, path: string, body?: unknown) => callApi<T>(server.url, headers, method, path, body);
  const status = async (runId: string) => (await api<{ status: string }>('GET', `/api/playbook/run/${runId}/status`)).status;

  beforeAll(async () => {
    server = await startServer();
    // The demo's approval playbook lists the demo admin as an approver.
    const admin = (await demoUsers(server)).admin;
    headers = await apiSession(server.url, admin.email, admin.password);
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInByAddress(page, server.url, admin, '/playbooks/runs');
  }, 150_000);
  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await server?.stop();
  });

  it('runs a playbook that needs approval once a listed approver approves it, with its output', async () => {
    const [playbook] = await api<{ id: string }[]>('GET', '/api/db/playbooks?select=id&name=eq.scale-with-approval&deleted_at=is.null');
    const [deployment] = await api<{ id: string; name: string }[]>('GET', '/api/db/config_items?select=id,name&type=eq.Kubernetes::Deployment&deleted_at=is.null&order=name&limit=1');
    const { run_id: runId } = await api<{ run_id: string }>('POST', '/api/playbook/run', { id: playbook!.id, config_id: deployment!.id, params: { replicas: '3' } });
    expect(await status(runId)).toBe('pending_approval');

    await page.goto(`${server.url}/playbooks/runs/${runId}`);
    const details = page.getByLabel('Run details');
    await details.getByText('pending approval', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await details.getByText('completed', { exact: true }).waitFor({ timeout: 60_000 });
    await page.getByRole('region', { name: 'stdout' }).getByText(`scale deployment/${deployment!.name} to 3`).waitFor();
    expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
  });

  it('cancels a run while its action sleeps, and the action never runs', async () => {
    const [created] = await api<{ id: string }[]>('POST', '/api/db/playbooks', {
      name: 'e2e-sleeper',
      title: 'e2e sleeper',
      source: 'UI',
      spec: { title: 'e2e sleeper', actions: [{ name: 'later', delay: '10m', exec: { script: 'echo woke up' } }] },
    });
    const { run_id: runId } = await api<{ run_id: string }>('POST', '/api/playbook/run', { id: created!.id, params: {} });

    await page.goto(`${server.url}/playbooks/runs/${runId}`);
    const details = page.getByLabel('Run details');
    await details.getByText('sleeping', { exact: true }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog', { name: 'Cancel Playbook Run' }).getByRole('button', { name: 'Cancel run' }).click();
    await details.getByText('cancelled', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await status(runId)).toBe('cancelled');
    const actions = await api<{ name: string; status: string; result: unknown }[]>('GET', `/api/db/playbook_run_actions?select=name,status,result&playbook_run_id=eq.${runId}`);
    expect(actions.map((action) => [action.name, action.status])).toEqual([['later', 'cancelled']]);
    expect(actions[0]!.result).toBeNull();
  });
});
