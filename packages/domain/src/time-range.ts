import { type TimeUnit, evaluateDateMath, shiftDate, startOfUnit } from './date-math.ts';

/**
 * A time range as the picker and the query string carry it (spec 000 §2.8 and §3):
 * - relative: a span ending now (`2d`, `-2d`, `now-2d`), starting now (`+1h`) or the current
 *   unit so far (`/d`);
 * - absolute: two instants (ISO 8601);
 * - mapped: two date-math expressions such as `now-1d/d` (Yesterday).
 */
export const TIME_RANGE_TYPES = ['relative', 'absolute', 'mapped'] as const;
export type TimeRangeType = (typeof TIME_RANGE_TYPES)[number];

export interface RelativeTimeRange {
  type: 'relative';
  display: string;
  range: string;
}

export interface AbsoluteTimeRange {
  type: 'absolute';
  display: string;
  from: string;
  to: string;
}

export interface MappedTimeRange {
  type: 'mapped';
  display: string;
  from: string;
  to: string;
}

export type TimeRange = RelativeTimeRange | AbsoluteTimeRange | MappedTimeRange;

export const INVALID_RELATIVE_TIME_RANGE = 'Invalid relative time range';
export const INVALID_MAPPED_TIME_RANGE = 'Invalid mapped time range';
export const INVALID_ABSOLUTE_TIME_RANGE = 'Invalid absolute time range';

export type ResolvedTimeRange = { ok: true; from: Date; to: Date } | { ok: false; error: string };

export interface RelativeRangeParts {
  /** past: ends now; future: starts now; current: the current unit so far. */
  direction: 'past' | 'future' | 'current';
  amount: number;
  unit: TimeUnit;
}

// `mo` (as in the common options `1mo`) is an alias of `M`; `ms` and `mo` go before `m`.
const RELATIVE_PATTERN = /^(?:now)?([+\-/])?(\d*)(ms|mo|m|s|h|d|w|M|y)$/;

export function isTimeRangeType(value: unknown): value is TimeRangeType {
  return typeof value === 'string' && (TIME_RANGE_TYPES as readonly string[]).includes(value);
}

/** Splits a relative range such as `15m`, `-2d`, `now-2d`, `+1h`, `1mo` or `/d`; null when invalid. */
export function parseRelativeRange(range: string): RelativeRangeParts | null {
  const match = RELATIVE_PATTERN.exec(range.trim());
  if (!match) return null;
  const [, sign, digits = '', rawUnit = ''] = match;
  const unit: TimeUnit = rawUnit === 'mo' ? 'M' : (rawUnit as TimeUnit);
  if (sign === '/') return digits === '' ? { direction: 'current', amount: 1, unit } : null;
  const amount = digits === '' ? 1 : Number(digits);
  if (amount <= 0) return null;
  return { direction: sign === '+' ? 'future' : 'past', amount, unit };
}

const UNIT_NAMES: Record<TimeUnit, string> = {
  ms: 'millisecond',
  s: 'second',
  m: 'minute',
  h: 'hour',
  d: 'day',
  w: 'week',
  M: 'month',
  y: 'year',
};

/** "5 minutes", "1 hour". */
export function describeAmount(amount: number, unit: TimeUnit): string {
  return `${amount} ${UNIT_NAMES[unit]}${amount === 1 ? '' : 's'}`;
}

/** "Last 2 days", "Next 1 hour", "This day so far"; null when the range is invalid. */
export function describeRelativeRange(range: string): string | null {
  const parts = parseRelativeRange(range);
  if (!parts) return null;
  if (parts.direction === 'current') return `This ${UNIT_NAMES[parts.unit]} so far`;
  return `${parts.direction === 'future' ? 'Next' : 'Last'} ${describeAmount(parts.amount, parts.unit)}`;
}

/** A relative range object with its usual display. */
export function relativeRange(range: string, display?: string): RelativeTimeRange {
  return { type: 'relative', range, display: display ?? describeRelativeRange(range) ?? range };
}

function resolveRelative(range: string, now: Date): ResolvedTimeRange {
  const parts = parseRelativeRange(range);
  if (!parts) return { ok: false, error: INVALID_RELATIVE_TIME_RANGE };
  switch (parts.direction) {
    case 'past':
      return { ok: true, from: shiftDate(now, -parts.amount, parts.unit), to: new Date(now.getTime()) };
    case 'future':
      return { ok: true, from: new Date(now.getTime()), to: shiftDate(now, parts.amount, parts.unit) };
    case 'current':
      return { ok: true, from: startOfUnit(now, parts.unit), to: new Date(now.getTime()) };
  }
}

function resolveMapped(from: string, to: string, now: Date): ResolvedTimeRange {
  const start = evaluateDateMath(from, now);
  const end = evaluateDateMath(to, now, { roundUp: true });
  if (!start || !end || start.getTime() > end.getTime()) return { ok: false, error: INVALID_MAPPED_TIME_RANGE };
  return { ok: true, from: start, to: end };
}

function resolveAbsolute(from: string, to: string): ResolvedTimeRange {
  const start = new Date(from);
  const end = new Date(to);
  const valid =
    from.trim() !== '' && to.trim() !== '' && !Number.isNaN(start.getTime()) && !Number.isNaN(end.getTime());
  if (!valid || start.getTime() > end.getTime()) return { ok: false, error: INVALID_ABSOLUTE_TIME_RANGE };
  return { ok: true, from: start, to: end };
}

/** The instants a range covers at `now`, or the reason it is invalid. */
export function resolveTimeRange(range: TimeRange, now: Date = new Date()): ResolvedTimeRange {
  switch (range.type) {
    case 'relative':
      return resolveRelative(range.range, now);
    case 'mapped':
      return resolveMapped(range.from, range.to, now);
    case 'absolute':
      return resolveAbsolute(range.from, range.to);
  }
}

/** The length of a range in milliseconds at `now`; null when invalid. */
export function timeRangeDurationMs(range: TimeRange, now: Date = new Date()): number | null {
  const resolved = resolveTimeRange(range, now);
  return resolved.ok ? resolved.to.getTime() - resolved.from.getTime() : null;
}

/** Whether two ranges select the same thing (display aside). */
export function isSameTimeRange(a: TimeRange, b: TimeRange): boolean {
  if (a.type === 'relative') return b.type === 'relative' && a.range === b.range;
  if (b.type === 'relative') return false;
  return a.type === b.type && a.from === b.from && a.to === b.to;
}
