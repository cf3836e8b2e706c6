import type { CheckSummary } from '@vigil/domain';
import type { RecordedRequest, Reply } from '#test/support/fake-server.ts';
import { aCheck, type CheckOverrides } from './check-fixtures.ts';
import { SUMMARY_PATH, serveHealth } from './health-page.tsx';

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export function theCheck(overrides: CheckOverrides = {}): CheckSummary {
  return aCheck({
    name: 'login',
    namespace: 'prod',
    endpoint: 'https://shop.example.com/login',
    status: 'unhealthy',
    uptime: { passed: 3, failed: 1 },
    latency: { p95: 450, p97: 1200, p99: 61_000 },
    last_runtime: hoursAgo(0.5),
    last_transition_time: hoursAgo(5),
    ...overrides,
  });
}

export const run = (time: string, status: boolean, duration: number, message = '') => ({
  check_id: 'x',
  time,
  status,
  invalid: false,
  duration,
  message,
  error: null,
});

interface Options {
  roles?: string[];
  summaries?: CheckSummary[];
  history?: (request: RecordedRequest) => Reply;
}

/** The API for one check: its summary, row, canary spec, runs, graph and relationships. */
export function serveCheck(check: CheckSummary, { roles = ['admin'], summaries = [check], history }: Options = {}) {
  let summaryIndex = 0;
  const api = serveHealth(
    {
      body: { checks_summary: [check] },
    },
    roles,
  );
  return api
    .on('POST', SUMMARY_PATH, (request) => {
      if ((request.body as { check_id?: string }).check_id !== check.id) return { body: { checks_summary: [check] } };
      const row = summaries[Math.min(summaryIndex, summaries.length - 1)]!;
      summaryIndex += 1;
      return { body: { checks_summary: [row] } };
    })
    .on('GET', '/api/db/checks', {
      body: [
        {
          id: check.id,
          name: check.name,
          namespace: check.namespace,
          endpoint: check.endpoint,
          type: 'http',
          spec: { url: check.endpoint },
          canary_id: check.canary_id,
          agent_id: 'a1',
          agent: { id: 'a1', name: 'eu-west' },
        },
      ],
    })
    .on('GET', '/api/db/canaries', {
      body: [{ spec: { schedule: '@every 1m', http: [{ name: 'login', url: 'https://shop.example.com/login', responseCodes: [200] }] } }],
    })
    .on(
      'GET',
      '/api/db/check_statuses',
      history ??
        (() => ({
          body: [run(hoursAgo(0.2), false, 1500, 'timeout'), run(hoursAgo(0.4), true, 300)],
          headers: { 'Content-Range': '0-1/2' },
        })),
    )
    .on('GET', '/api/canary/api/graph', {
      body: {
        status: [
          { time: hoursAgo(0.2), status: false, duration: 1500, passed: 0, failed: 1 },
          { time: hoursAgo(0.4), status: true, duration: 300, passed: 1, failed: 0 },
        ],
      },
    })
    .on('GET', '/api/db/check_config_relationships', {
      body: [{ config_id: 'cfg-1', config: { id: 'cfg-1', name: 'shop-deployment', type: 'Kubernetes::Deployment' } }],
    })
    .on('GET', '/api/db/check_component_relationships', {
      body: [{ component_id: 'cmp-1', component: { id: 'cmp-1', name: 'checkout-service' } }],
    });
}

