import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, callApi, type SessionHeaders } from '../support/api-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { type DemoRole, type DemoUser, demoUsers } from '../support/demo-users.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';
import { toastWith } from '../support/toasts.ts';

// No module handles this name, so a retried event stays in the queue, pending (for a minute: decision 0076).
const EVENT = 'e2e.unhandled';

describe('/settings/event-queue-status on a demo server', () => {
  let server: ServerProcess;
  let browser: Browser;
  let users: Record<DemoRole, DemoUser>;
  let headers: SessionHeaders;

  beforeAll(async () => {
    server = await startServer();
    users = await demoUsers(server);
    headers = await apiSession(server.url, users.admin.email, users.admin.password);
    browser = await launchBrowser();
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function open(who: DemoUser): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInByAddress(page, server.url, who, '/settings/event-queue-status');
    await page.getByRole('heading', { level: 1, name: 'Event Queue Status' }).waitFor();
    return page;
  }

  it('shows a failed event to an administrator, who retries it', async () => {
    await callApi(server.url, headers, 'POST', '/api/db/event_queue', { name: EVENT, event_id: randomUUID(), error: 'no handler answered', attempts: 10, last_attempt: new Date().toISOString() });
    const page = await open(users.admin);
    const row = page.getByRole('row').filter({ hasText: EVENT });
    await row.getByText('no handler answered').waitFor();
    await row.getByRole('button', { name: `Retry failed ${EVENT} events` }).click();
    await toastWith(page, `Retrying 1 failed event of ${EVENT}`).waitFor();
    // Live: the row shows the event pending again without reloading the page.
    await row.getByRole('button', { name: /Retry/ }).waitFor({ state: 'detached', timeout: 15_000 });
    await page.context().close();
  });

  it('offers a viewer no Retry', async () => {
    await callApi(server.url, headers, 'POST', '/api/db/event_queue', { name: EVENT, event_id: randomUUID(), error: 'failed again', attempts: 10, last_attempt: new Date().toISOString() });
    const page = await open(users.viewer);
    const row = page.getByRole('row').filter({ hasText: EVENT });
    await row.getByText('failed again').waitFor();
    expect(await page.getByRole('button', { name: /Retry/ }).count()).toBe(0);
    await page.context().close();
  });
});
