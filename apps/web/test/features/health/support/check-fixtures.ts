import type { CheckSummary } from '../../../../src/features/health/api/check-summary.types.ts';

let counter = 0;

/** A check as the summary endpoint returns it, healthy unless told otherwise. */
export function aCheck(overrides: Partial<CheckSummary> = {}): CheckSummary {
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
    uptime: { passed: 10, failed: 0 },
    latency: { rolling1h: 120 },
    ...overrides,
  };
}
