import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckGraph } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { hoursAgo, serveCheck, theCheck } from './support/check-detail-api.ts';
import { openHealth } from './support/health-page.tsx';

const GRAPH_PATH = '/api/canary/api/graph';
const dialog = () => screen.findByRole('dialog', { name: /login/ });
const card = (title: string) => screen.getByRole('region', { name: title });
const chart = () => screen.getByRole('figure', { name: 'Health Overview' });

/** Two one-minute buckets holding 25 runs between them, as the server answers after a busy quarter hour. */
const busyGraph = (extraFailed = 0): CheckGraph => ({
  status: [
    { time: hoursAgo(0.3), status: false, duration: 1200, passed: 2, failed: 12 },
    { time: hoursAgo(0.1), status: false, duration: 900, passed: 0, failed: 11 + extraFailed },
  ],
  latency: { p95: 1100, p97: 1150, p99: 1200 },
  uptime: { passed: 2, failed: 23 + extraFailed },
});

const bucketRows = () =>
  within(within(chart()).getByRole('table', { name: 'Runs per bucket' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent));

describe('Health Overview chart', () => {
  it('counts the runs of every bucket, not the buckets, and agrees with the Uptime card', async () => {
    const check = theCheck();
    serveCheck(check).on('GET', GRAPH_PATH, { body: busyGraph() });
    openHealth(`/health?checkId=${check.id}`);
    await dialog();
    expect(await within(chart()).findByText('25 runs: 2 passed, 23 failed')).toBeInTheDocument();
    expect(within(card('Uptime')).getByText('2 passed')).toBeInTheDocument();
    expect(within(card('Uptime')).getByText('23 failed')).toBeInTheDocument();
    expect(within(card('Uptime')).getByText('8.0%')).toBeInTheDocument();
    expect(bucketRows()).toEqual([
      ['2', '12'],
      ['0', '11'],
    ]);
  });

  it('shows the latency of the selected range in the Latency card', async () => {
    const check = theCheck();
    serveCheck(check).on('GET', GRAPH_PATH, { body: busyGraph() });
    openHealth(`/health?checkId=${check.id}`);
    await dialog();
    await within(chart()).findByText('25 runs: 2 passed, 23 failed');
    expect(within(card('Latency')).getAllByText('1s')).toHaveLength(3);
  });

  it('says there are no runs when the range has none', async () => {
    const check = theCheck();
    serveCheck(check).on('GET', GRAPH_PATH, { body: { status: [], latency: { p95: null, p97: null, p99: null }, uptime: { passed: 0, failed: 0 } } });
    openHealth(`/health?checkId=${check.id}`);
    await dialog();
    expect(await within(chart()).findByText('No runs in this range')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Uptime')).getByText('-')).toBeInTheDocument());
  });

  it('refreshes with the Uptime card after Run Now, even when the new run lands in an existing bucket', async () => {
    const check = theCheck();
    const api = serveCheck(check)
      .on('GET', GRAPH_PATH, { body: busyGraph() }, { body: busyGraph(1) })
      .on('POST', `/api/canary/run/check/${check.id}`, { body: { message: 'Check login ran: unhealthy', payload: {} } });
    openHealth(`/health?checkId=${check.id}`);
    const opened = await dialog();
    await within(chart()).findByText('25 runs: 2 passed, 23 failed');
    const graphCalls = api.calls('GET', GRAPH_PATH).length;

    await userEvent.click(await within(opened).findByRole('button', { name: 'Run Now' }));
    expect(await within(chart()).findByText('26 runs: 2 passed, 24 failed')).toBeInTheDocument();
    expect(api.calls('GET', GRAPH_PATH).length).toBeGreaterThan(graphCalls);
    expect(within(card('Uptime')).getByText('24 failed')).toBeInTheDocument();
    expect(bucketRows()).toEqual([
      ['2', '12'],
      ['0', '12'],
    ]);
  });
});
