import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, callApi, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { demoUsers } from '../support/demo-users.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

describe('a playbook run watched live on a demo server', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let headers: SessionHeaders;

  const api = <T>(method: string, path: string, body?: unknown) => callApi<T>(server.url, headers, method, path, body);

  beforeAll(async () => {
    server = await startServer();
    const viewer = (await demoUsers(server)).viewer;
    headers = await apiSession(server.url);
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInByAddress(page, server.url, viewer, '/playbooks/runs');
  }, 150_000);
  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await server?.stop();
  });

  it('follows a run of the demo restart playbook to completed with its stdout, and lists it', async () => {
    const [playbook] = await api<{ id: string }[]>('GET', '/api/db/playbooks?select=id&name=eq.restart-deployment&deleted_at=is.null');
    const [deployment] = await api<{ id: string; name: string }[]>('GET', '/api/db/config_items?select=id,name&type=eq.Kubernetes::Deployment&deleted_at=is.null&order=name&limit=1');
    const { run_id: runId } = await api<{ run_id: string }>('POST', '/api/playbook/run', {
      id: playbook!.id,
      config_id: deployment!.id,
      params: { reason: 'e2e, see https://status.example.com/e2e' },
    });

    await page.goto(`${server.url}/playbooks/runs/${runId}`);
    const details = page.getByLabel('Run details');
    await details.getByText('completed', { exact: true }).waitFor({ timeout: 60_000 });
    const stdout = page.getByRole('region', { name: 'stdout' });
    await stdout.getByText(`kubectl rollout restart deployment/${deployment!.name}`).waitFor();
    expect(await stdout.getByRole('link').getAttribute('href')).toBe('https://status.example.com/e2e');
    // A viewer watches; only writers re-run.
    expect(await page.getByRole('button', { name: 'Re-run playbook' }).count()).toBe(0);

    await page.goto(`${server.url}/playbooks/runs?playbook=${playbook!.id}`);
    await page.getByRole('table', { name: 'Playbook runs' }).getByRole('cell', { name: deployment!.name }).click();
    await page.waitForURL(`${server.url}/playbooks/runs/${runId}`);
  });
});
