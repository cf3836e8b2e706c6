import type { ComponentSummary, CountsByTypeAndSeverity } from '@vigil/domain';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '#src/ui/badge/badge.tsx';
import { FOCUS_RING } from '#src/ui/styles/kit-classes.ts';
import { countLabel } from '../utils/property-display.ts';

const CHECK_STATUSES: readonly [string, BadgeTone][] = [
  ['healthy', 'success'],
  ['unhealthy', 'danger'],
  ['warning', 'warning'],
  ['unknown', 'neutral'],
];
const SEVERITY_TONE: Record<string, BadgeTone> = { critical: 'critical', blocker: 'critical', high: 'danger', medium: 'warning', low: 'warning', info: 'info' };
const SEVERITY_ORDER = ['critical', 'blocker', 'high', 'medium', 'low', 'info'];

/** Counts by type and severity, with low merged into medium (spec 002 §2). */
function entriesOf(counts: CountsByTypeAndSeverity | undefined): { type: string; severity: string; count: number }[] {
  const rows: { type: string; severity: string; count: number }[] = [];
  for (const [type, bySeverity] of Object.entries(counts ?? {})) {
    const merged = new Map<string, number>();
    for (const [severity, count] of Object.entries(bySeverity)) {
      const key = severity === 'low' ? 'medium' : severity;
      merged.set(key, (merged.get(key) ?? 0) + count);
    }
    for (const [severity, count] of merged) if (count > 0) rows.push({ type, severity, count });
  }
  const rank = (severity: string) => (SEVERITY_ORDER.indexOf(severity) + 1 || SEVERITY_ORDER.length + 1);
  return rows.sort((a, b) => rank(a.severity) - rank(b.severity) || a.type.localeCompare(b.type));
}

function CountLink({ to, tone, label, text, count }: { to: string; tone: BadgeTone; label: string; text: string; count: number }) {
  return (
    <Link to={to} aria-label={label} className={`rounded ${FOCUS_RING}`} onClick={(event) => event.stopPropagation()}>
      <Badge tone={tone}>
        {text}
        <span className="ml-1 font-semibold tabular-nums">{countLabel(count)}</span>
      </Badge>
    </Link>
  );
}

/** The checks by status, the open incidents and the insights of the component (spec 002 §2, links of §2). */
export function ComponentSummaryBadges({ componentId, summary }: { componentId: string; summary: ComponentSummary | null }) {
  if (!summary) return null;
  const checks = CHECK_STATUSES.filter(([status]) => (summary.checks[status] ?? 0) > 0);
  const incidents = entriesOf(summary.incidents);
  const insights = entriesOf(summary.insights);
  if (checks.length === 0 && incidents.length === 0 && insights.length === 0) return null;
  const component = encodeURIComponent(componentId);
  return (
    <div className="flex flex-col gap-1 text-xs">
      {checks.length > 0 && (
        <div role="group" aria-label="Checks" className="flex flex-wrap items-center gap-1">
          <span className="w-14 text-gray-500">Checks</span>
          {checks.map(([status, tone]) => (
            <CountLink key={status} to={`/health?status=${status}`} tone={tone} label={`${summary.checks[status]} ${status} checks`} text={status} count={summary.checks[status]!} />
          ))}
        </div>
      )}
      {incidents.length > 0 && (
        <div role="group" aria-label="Incidents" className="flex flex-wrap items-center gap-1">
          <span className="w-14 text-gray-500">Incidents</span>
          {incidents.map(({ type, severity, count }) => (
            <CountLink
              key={`${type}-${severity}`}
              to={`/incidents?severity=${severity}&component=${component}&type=${encodeURIComponent(type)}`}
              tone={SEVERITY_TONE[severity] ?? 'neutral'}
              label={`${count} ${severity} ${type} incidents`}
              text={type}
              count={count}
            />
          ))}
        </div>
      )}
      {insights.length > 0 && (
        <div role="group" aria-label="Insights" className="flex flex-wrap items-center gap-1">
          <span className="w-14 text-gray-500">Insights</span>
          {insights.map(({ type, severity, count }) => (
            <CountLink
              key={`${type}-${severity}`}
              to={`/catalog/insights?component=${component}&type=${encodeURIComponent(type)}&severity=${severity}`}
              tone={SEVERITY_TONE[severity] ?? 'neutral'}
              label={`${count} ${severity} ${type} insights`}
              text={type}
              count={count}
            />
          ))}
        </div>
      )}
    </div>
  );
}
