import type { CheckSummary } from '@vigil/domain';
import { Badge } from '#src/ui/badge/badge.tsx';
import { CARD_SURFACE, FOCUS_RING } from '#src/ui/styles/kit-classes.ts';
import { TruncatedText } from '#src/ui/tooltip/truncated-text.tsx';
import { formatLatency, formatUptime } from '../utils/check-formatters.ts';
import { lastRunAgoBadge } from '../utils/last-run-badge.ts';
import { CheckIcon } from './check-icon.tsx';
import { HealthStatusDot } from './health-status-dot.tsx';

/** The card's left edge says the check's health (docs/UI.md: status as a coloured edge). */
const EDGE: Record<string, string> = { healthy: 'border-l-green-500', unhealthy: 'border-l-red-500' };

/** One check as a card of fixed height, so the card grid can be virtualized by rows. */
export function HealthCard({ check, onClick }: { check: CheckSummary; onClick: () => void }) {
  const badge = lastRunAgoBadge(check.last_runtime);
  return (
    <button
      type="button"
      onClick={onClick}
      className={`${CARD_SURFACE} ${FOCUS_RING} flex h-24 w-full flex-col gap-2 overflow-hidden border-l-4 p-3 text-left text-sm shadow-sm hover:bg-gray-50 ${EDGE[check.status ?? 'unknown'] ?? 'border-l-gray-300'}`}
    >
      <span className="flex min-w-0 items-center gap-2">
        <HealthStatusDot state={check.status ?? 'unknown'} />
        <CheckIcon icon={check.icon} type={check.type} />
        <TruncatedText className="font-medium text-gray-900">{check.name}</TruncatedText>
      </span>
      <span className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
        {check.namespace && <Badge title="Namespace">{check.namespace}</Badge>}
        <span>Uptime {formatUptime(check.uptime)}</span>
        {check.latency?.rolling1h != null && <span>Latency {formatLatency(check.latency.rolling1h)}</span>}
        {badge && <Badge tone="warning">{badge}</Badge>}
      </span>
    </button>
  );
}
