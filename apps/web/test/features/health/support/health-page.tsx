import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { CheckSummary } from '@vigil/domain';
import { HealthRoute } from '#src/features/health/routes/health.route.tsx';
import { FakeServer, type Reply } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';
import { aCheck } from './check-fixtures.ts';
// The page loads the check dialog lazily; loading it with the tests keeps its first opening inside findBy's wait.
import '#src/features/health/components/check-detail-dialog.tsx';
import { layoutForEachTest } from './virtual-layout.ts';

// A screen tall enough for every row of these small fixtures; the table and cards render only what is in view.
layoutForEachTest({ viewportHeight: 3500 });

export const SUMMARY_PATH = '/api/canary/api/summary';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A small but varied set of checks: two canaries, three namespaces, some labelled. */
export function demoChecks(): CheckSummary[] {
  return [
    aCheck({
      name: 'homepage',
      canary_name: 'web',
      namespace: 'prod',
      endpoint: 'https://shop.example.com',
      labels: { env: 'prod', critical: 'true' },
      latency: { rolling1h: 250 },
    }),
    aCheck({
      name: 'login',
      canary_name: 'web',
      namespace: 'prod',
      status: 'unhealthy',
      description: 'Sign-in form',
      labels: { env: 'prod' },
      uptime: { passed: 3, failed: 1 },
      latency: { rolling1h: 1500 },
      last_runtime: hoursAgo(3),
      last_transition_time: hoursAgo(5),
    }),
    aCheck({
      name: 'orders-db',
      canary_name: 'storage',
      type: 'postgres',
      namespace: 'dev',
      status: 'unhealthy',
      labels: { env: 'dev' },
      uptime: { passed: 0, failed: 6 },
      latency: { rolling1h: 40 },
    }),
    aCheck({ name: 'cache', canary_name: 'storage', type: 'redis', namespace: null, status: 'unhealthy', labels: {} }),
  ];
}

/** The API the page talks to, answering the summary with `summary` for a user with `roles`. */
export function serveHealth(summary: Reply = { body: { checks_summary: demoChecks() } }, roles = ['admin']) {
  return new FakeServer()
    .install()
    .on('GET', '/api/auth/whoami', whoami(roles))
    .on('GET', '/api/properties', { body: [] })
    .on('POST', SUMMARY_PATH, summary);
}

export function openHealth(address = '/health') {
  return renderRoute(<HealthRoute />, { path: '/health', address });
}

/** The checks table once the summary has arrived. */
export async function table() {
  const found = await screen.findByRole('table', { name: 'Health checks' });
  await waitFor(() => expect(found).not.toHaveAttribute('aria-busy'));
  return found;
}
