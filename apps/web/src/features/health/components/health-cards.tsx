import type { CheckSummary } from '../api/check-summary.types.ts';
import { formatLatency, formatUptime } from '../utils/check-formatters.ts';
import { lastRunAgoBadge } from '../utils/last-run-badge.ts';
import { CheckIcon } from './check-icon.tsx';
import { HealthStatusDot } from './health-status-dot.tsx';

export interface HealthCardsProps {
  checks: readonly CheckSummary[];
  onCheckClick: (check: CheckSummary) => void;
}

/** The card layout: one card per check, failing ones first, then by name. */
export function HealthCards({ checks, onCheckClick }: HealthCardsProps) {
  if (checks.length === 0) return <p className="px-3 py-8 text-center text-sm text-gray-500">No data available</p>;
  const ordered = [...checks].sort(
    (a, b) => Number(a.status === 'healthy') - Number(b.status === 'healthy') || a.name.localeCompare(b.name),
  );
  return (
    <ul aria-label="Health checks" className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3 p-3">
      {ordered.map((check) => {
        const badge = lastRunAgoBadge(check.last_runtime);
        return (
          <li key={check.id}>
            <button
              type="button"
              onClick={() => onCheckClick(check)}
              className="flex w-full flex-col gap-2 rounded-md border border-gray-200 bg-white p-3 text-left text-sm shadow-sm hover:border-blue-300"
            >
              <span className="flex items-center gap-2">
                <HealthStatusDot state={check.status ?? 'unknown'} />
                <CheckIcon icon={check.icon} />
                <span className="truncate font-medium text-gray-900">{check.name}</span>
              </span>
              <span className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
                {check.namespace && <span className="rounded bg-gray-100 px-1.5 py-0.5">{check.namespace}</span>}
                <span>Uptime {formatUptime(check.uptime)}</span>
                {check.latency?.rolling1h != null && <span>Latency {formatLatency(check.latency.rolling1h)}</span>}
                {badge && <span className="rounded bg-amber-100 px-1.5 text-amber-800">{badge}</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
