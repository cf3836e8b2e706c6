import type { CheckSummary } from '@vigil/domain';
import { formatLatency, formatUptime } from './check-formatters.ts';
import { type GroupHealth, groupHealthOf } from './check-grouping.ts';

/** A cell's health: the check's own, or the group rule (good, mixed, unhealthy) for several. */
export function cellHealth(checks: readonly CheckSummary[]): 'healthy' | 'unhealthy' | 'unknown' | GroupHealth {
  if (checks.length === 1) return checks[0]!.status ?? 'unknown';
  return groupHealthOf(checks);
}

/** The cell's runs taken together: passed / (passed + failed). */
export function cellUptime(checks: readonly CheckSummary[]): string {
  let passed = 0;
  let failed = 0;
  for (const check of checks) {
    passed += check.uptime?.passed ?? 0;
    failed += check.uptime?.failed ?? 0;
  }
  return formatUptime({ passed, failed });
}

/** The slowest check of the cell over the last hour, as the table's group rows show it. */
export function cellLatency(checks: readonly CheckSummary[]): string {
  const known = checks.map((check) => check.latency?.rolling1h).filter((value): value is number => typeof value === 'number');
  return known.length === 0 ? '-' : formatLatency(Math.max(...known));
}
