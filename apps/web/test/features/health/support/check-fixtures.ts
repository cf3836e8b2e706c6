import type { CheckLatency, CheckSummary, CheckUptime } from '@vigil/domain';

let counter = 0;

/** What a test sets of a check; its uptime and latency may name only the figures the test is about. */
export type CheckOverrides = Omit<Partial<CheckSummary>, 'uptime' | 'latency'> & {
  uptime?: Partial<CheckUptime>;
  latency?: Partial<CheckLatency>;
};

/** A check as the summary endpoint returns it, healthy unless told otherwise; figures left out are null, as the server sends them. */
export function aCheck({ uptime, latency, ...overrides }: CheckOverrides = {}): CheckSummary {
  counter += 1;
  const id = `01900000-0000-7000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    canary_id: '01900000-0000-7000-8000-ca0000000001',
    agent_id: '00000000-0000-0000-0000-000000000000',
    type: 'http',
    name: `check-${counter}`,
    namespace: 'default',
    canary_name: 'web',
    canary_namespace: 'default',
    labels: {},
    description: null,
    icon: null,
    endpoint: null,
    owner: null,
    severity: null,
    status: 'healthy',
    last_runtime: new Date().toISOString(),
    last_transition_time: null,
    next_runtime: null,
    silenced_at: null,
    uptime: { passed: 10, failed: 0, last_pass: null, last_fail: null, ...uptime },
    latency: { p99: null, p97: null, p95: null, rolling1h: null, ...(latency ?? { rolling1h: 120 }) },
    created_at: new Date().toISOString(),
    updated_at: null,
    deleted_at: null,
    ...overrides,
  };
}
