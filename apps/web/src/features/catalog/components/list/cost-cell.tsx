import { ArrowDown, ArrowUp } from 'lucide-react';
import { costTrend, formatCost } from '@vigil/domain';

export interface CostCellProps {
  value: number | null | undefined;
  /** With the 30-day total: the last day's cost, for the trend badge. */
  lastDay?: number | null;
}

/** A cost in dollars, with a red up or green down badge when the last day departs from the 30-day average. */
export function CostCell({ value, lastDay }: CostCellProps) {
  const text = formatCost(value);
  if (text === '') return null;
  const trend = lastDay === undefined ? undefined : costTrend(value, lastDay);
  return (
    <span className="inline-flex items-center gap-1">
      {text}
      {trend && (
        <span
          aria-label={`${trend.direction === 'up' ? 'up' : 'down'} ${trend.text} on the daily average`}
          className={`inline-flex items-center rounded px-1 text-xs ${trend.direction === 'up' ? 'bg-red-50 text-red-700' : 'bg-green-50 text-green-700'}`}
        >
          {trend.direction === 'up' ? <ArrowUp size={10} aria-hidden /> : <ArrowDown size={10} aria-hidden />}
          {trend.text}
        </span>
      )}
    </span>
  );
}
