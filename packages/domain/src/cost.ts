// Spec 002 cost rules, shared by the catalog list, the summary and the config sidebar.

/** `$` with 2 decimals at 10 or less, else none; empty for no cost. */
export function formatCost(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0) return '';
  const digits = Math.abs(value) <= 10 ? 2 : 0;
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

export interface CostTrend {
  direction: 'up' | 'down';
  /** '25%' or, above 100%, a multiplier such as '3.2x'. */
  text: string;
}

/**
 * The last day's cost against the daily average of the 30-day total: a badge only when they
 * differ by more than 10%.
 */
export function costTrend(total30d: number | null | undefined, total1d: number | null | undefined): CostTrend | undefined {
  if (!total30d || total1d === null || total1d === undefined) return undefined;
  const average = total30d / 30;
  if (average <= 0) return undefined;
  const change = (total1d - average) / average;
  if (Math.abs(change) <= 0.1) return undefined;
  const direction = change > 0 ? 'up' : 'down';
  const text = Math.abs(change) > 1 ? `${(total1d / average).toFixed(1)}x` : `${Math.round(Math.abs(change) * 100)}%`;
  return { direction, text };
}
