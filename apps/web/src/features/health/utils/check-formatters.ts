import type { CheckUptime } from '@vigil/domain';

/** The run counts an uptime is computed from; null before the summary arrives. */
type RunCounts = Pick<CheckUptime, 'passed' | 'failed'> | null;

/** Spec 000 §5: ms under a second, s under a minute, m under an hour, else h; rounded. */
export function formatLatency(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '';
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${Math.round(ms / 1000)}s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)}m`;
  return `${Math.round(ms / 3_600_000)}h`;
}

/** passed / (passed + failed) as a percent with one decimal, or '-' with no runs (spec 000 §5). */
export function formatUptime(uptime: RunCounts): string {
  const percent = uptimePercent(uptime);
  return percent === undefined ? '-' : `${percent.toFixed(1)}%`;
}

export function uptimePercent(uptime: RunCounts): number | undefined {
  const total = (uptime?.passed ?? 0) + (uptime?.failed ?? 0);
  return total === 0 ? undefined : ((uptime?.passed ?? 0) / total) * 100;
}
