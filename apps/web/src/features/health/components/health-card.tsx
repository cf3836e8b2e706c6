import type { CheckSummary } from '../api/check-summary.types.ts';
import { formatLatency, formatUptime } from '../utils/check-formatters.ts';
import { lastRunAgoBadge } from '../utils/last-run-badge.ts';
import { CheckIcon } from './check-icon.tsx';
import { HealthStatusDot } from './health-status-dot.tsx';

/** One check as a card of fixed height, so the card grid can be virtualized by rows. */
export function HealthCard({ check, onClick }: { check: CheckSummary; onClick: () => void }) {
  const badge = lastRunAgoBadge(check.last_runtime);
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex h-24 w-full flex-col gap-2 overflow-hidden rounded-md border border-gray-200 bg-white p-3 text-left text-sm shadow-sm hover:border-blue-300"
    >
      <span className="flex items-center gap-2">
        <HealthStatusDot state={check.status ?? 'unknown'} />
        <CheckIcon icon={check.icon} type={check.type} />
        <span className="truncate font-medium text-gray-900">{check.name}</span>
      </span>
      <span className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
        {check.namespace && <span className="rounded bg-gray-100 px-1.5 py-0.5">{check.namespace}</span>}
        <span>Uptime {formatUptime(check.uptime)}</span>
        {check.latency?.rolling1h != null && <span>Latency {formatLatency(check.latency.rolling1h)}</span>}
        {badge && <span className="rounded bg-amber-100 px-1.5 text-amber-800">{badge}</span>}
      </span>
    </button>
  );
}
