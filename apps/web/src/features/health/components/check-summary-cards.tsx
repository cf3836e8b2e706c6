import { formatTimeAgo, formatTimestamp, type CheckGraph, type CheckSummary } from '@vigil/domain';
import { COMMON_RELATIVE_RANGES, relativeRange } from '@vigil/domain';
import type { ReactNode } from 'react';
import { Card } from '#src/ui/card/card.tsx';
import { RelativeRangeSelect } from '#src/ui/time-range-picker/relative-range-select.tsx';
import { formatLatency, formatUptime } from '../utils/check-formatters.ts';

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} className="min-w-32 flex-1">
      <div className="text-sm text-gray-900">{children}</div>
    </Card>
  );
}

function timeCell(time: string | null | undefined): string {
  if (!time || time.startsWith('0001-01-01')) return '-';
  const at = Date.parse(time);
  if (Number.isNaN(at)) return '-';
  if (at > Date.now()) return formatTimestamp(at);
  return formatTimeAgo(time) || '-';
}

export interface CheckSummaryCardsProps {
  summary: CheckSummary | null | undefined;
  /**
   * The graph's uptime and latency over the selected range: the cards show these, so they agree
   * with the Health Overview; the summary (the last hour) stands in until they arrive.
   */
  rangeTotals?: Partial<Pick<CheckGraph, 'uptime' | 'latency'>> | undefined;
  timeRange: string;
  onTimeRangeChange: (range: string) => void;
}

/** Uptime, latency, severity, run times and the range they cover (spec 001 §2.2). */
export function CheckSummaryCards({ summary, rangeTotals, timeRange, onTimeRangeChange }: CheckSummaryCardsProps) {
  const latency = rangeTotals?.latency ?? summary?.latency;
  const uptime = rangeTotals?.uptime ?? summary?.uptime ?? null;
  // A range from the URL that is not a common one stays selectable rather than silently shown as another.
  const rangeOptions = COMMON_RELATIVE_RANGES.some((option) => option.range === timeRange)
    ? COMMON_RELATIVE_RANGES
    : [relativeRange(timeRange), ...COMMON_RELATIVE_RANGES];
  return (
    <div className="flex flex-wrap gap-2">
      <SummaryCard title="Uptime">
        <div className="text-lg font-semibold">{formatUptime(uptime)}</div>
        <div className="text-xs text-gray-600">
          <span className="text-green-700">{uptime?.passed ?? 0} passed</span>{' '}
          <span className="text-red-700">{uptime?.failed ?? 0} failed</span>
        </div>
      </SummaryCard>
      <SummaryCard title="Latency">
        <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs">
          {(['p95', 'p97', 'p99'] as const).map((percentile) => (
            <div key={percentile} className="contents">
              <dt className="text-gray-500">{percentile}</dt>
              <dd>{formatLatency(latency?.[percentile]) || '-'}</dd>
            </div>
          ))}
        </dl>
      </SummaryCard>
      <SummaryCard title="Severity">{summary?.severity || '-'}</SummaryCard>
      <SummaryCard title="Last Run">{timeCell(summary?.last_runtime)}</SummaryCard>
      <SummaryCard title="Transitioned">{timeCell(summary?.last_transition_time)}</SummaryCard>
      <SummaryCard title="Next Run">{timeCell(summary?.next_runtime)}</SummaryCard>
      <SummaryCard title="Time Range">
        <RelativeRangeSelect value={timeRange} options={rangeOptions} onChange={(range) => onTimeRangeChange(range.range)} />
      </SummaryCard>
    </div>
  );
}
