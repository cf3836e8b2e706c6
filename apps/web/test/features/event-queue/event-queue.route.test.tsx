import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EventQueueRoute } from '#src/features/event-queue/routes/event-queue.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const server = fakeServerForEachTest();
const SUMMARY = '/api/db/event_queue_summary';
const RETRY = '/api/event-queue/retry';

const FAILING = {
  name: 'incident.responder.added',
  pending: 1,
  failed: 3,
  average_attempts: '7.33',
  first_failure: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  last_failure: new Date(Date.now() - 10 * 60_000).toISOString(),
  most_common_error: 'jira answered 401 Unauthorized',
};
const HEALTHY = { name: 'check.failed', pending: 4, failed: 0, average_attempts: '0.00', first_failure: null, last_failure: null, most_common_error: null };

function serveQueue(roles: string[], rows: unknown[] = [FAILING, HEALTHY]) {
  server
    .on('GET', '/api/auth/whoami', whoami(roles))
    .on('GET', '/api/properties', { body: [] })
    .on('GET', SUMMARY, { body: rows });
}

function openQueue() {
  return renderRoute(<EventQueueRoute />, { path: '/settings/event-queue-status' });
}

async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

describe('/settings/event-queue-status', () => {
  it('lists every event name with its counts and failures, the latest failures first', async () => {
    serveQueue(['viewer']);
    openQueue();
    const row = await rowOf('incident.responder.added');
    expect(server.calls('GET', SUMMARY).at(-1)!.query.get('order')).toBe('last_failure.desc.nullslast,name.asc');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual([
      'Name',
      'Pending',
      'Failed',
      'Avg. Attempts',
      'First Failure',
      'Last Failure',
      'Most Common Error',
    ]);
    for (const text of ['1', '3', '7.33', 'jira answered 401 Unauthorized', '3h ago', '10m ago']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(await rowOf('check.failed')).getByText('4')).toBeInTheDocument();
  });

  it('offers no Retry to a viewer or an editor', async () => {
    serveQueue(['editor']);
    openQueue();
    await rowOf('incident.responder.added');
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('lets an administrator retry the failed events of a name, with the count in a toast', async () => {
    serveQueue(['admin']);
    server.on('POST', RETRY, { body: { retried: 3 } });
    openQueue();
    const row = await rowOf('incident.responder.added');
    expect(within(await rowOf('check.failed')).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    const before = server.calls('GET', SUMMARY).length;
    await userEvent.click(within(row).getByRole('button', { name: 'Retry failed incident.responder.added events' }));
    expect(await screen.findByText('Retrying 3 failed events of incident.responder.added')).toBeInTheDocument();
    expect(server.calls('POST', RETRY).at(-1)!.body).toEqual({ name: 'incident.responder.added' });
    await waitFor(() => expect(server.calls('GET', SUMMARY).length).toBeGreaterThan(before));
  });

  it('shows the server’s refusal of a retry', async () => {
    serveQueue(['admin']);
    server.on('POST', RETRY, { status: 403, body: { error: 'forbidden', message: 'Only an administrator may retry failed events' } });
    openQueue();
    const row = await rowOf('incident.responder.added');
    await userEvent.click(within(row).getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText(/Only an administrator may retry failed events/)).toBeInTheDocument();
  });

  it('says the queue is empty', async () => {
    serveQueue(['admin'], []);
    openQueue();
    expect(await screen.findByText('No events in the queue')).toBeInTheDocument();
  });
});
