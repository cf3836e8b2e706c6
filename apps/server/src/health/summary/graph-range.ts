import { evaluateDateMath, parseRelativeRange, shiftDate } from '@vigil/domain';
import { badRequest } from '#src/rbac/service-error.ts';
import { RETENTION_DAYS } from '../rollup/retention-days.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type GraphSource = 'raw' | 'hourly' | 'daily';

export interface GraphRange {
  start: Date;
  end: Date;
  /** Width of one status bucket in seconds. */
  bucketSeconds: number;
  /** The table the range is read from: raw statuses while they are still kept, else a rollup. */
  source: GraphSource;
}

/** An instant given as ISO 8601, `now`, date math (`now-1h`, `now-1d/d`) or a bare span meaning that long ago (`1h`, `7d`). */
export function parseInstant(text: string, now: Date, name: string): Date {
  const value = text.trim();
  if (value.startsWith('now')) {
    const evaluated = evaluateDateMath(value, now);
    if (evaluated) return evaluated;
  } else {
    const relative = parseRelativeRange(value);
    if (relative && relative.direction === 'past') return shiftDate(now, -relative.amount, relative.unit);
    if (/^\d{4}-\d{2}-\d{2}/.test(value)) {
      const instant = new Date(value);
      if (!Number.isNaN(instant.getTime())) return instant;
    }
  }
  throw badRequest(`${name} must be an ISO 8601 time, "now", date math such as "now-1h", or a span such as "1h" (got "${text}")`);
}

/** The bucket width for a range (contract §3): 1m up to 2h, 15m up to 24h, 1h up to 7d, else 4h. */
export function bucketSecondsFor(spanMs: number): number {
  if (spanMs <= 2 * HOUR_MS) return 60;
  if (spanMs <= DAY_MS) return 15 * 60;
  if (spanMs <= 7 * DAY_MS) return 60 * 60;
  return 4 * 60 * 60;
}

function sourceFor(start: Date, now: Date): GraphSource {
  const age = now.getTime() - start.getTime();
  if (age <= RETENTION_DAYS.raw * DAY_MS) return 'raw';
  if (age <= RETENTION_DAYS.hourly * DAY_MS) return 'hourly';
  return 'daily';
}

/** The range of a graph request; start defaults to one hour ago and end to now. */
export function resolveGraphRange(start: string | undefined, end: string | undefined, now: Date): GraphRange {
  const from = start === undefined || start.trim() === '' ? new Date(now.getTime() - HOUR_MS) : parseInstant(start, now, 'start');
  const to = end === undefined || end.trim() === '' ? new Date(now.getTime()) : parseInstant(end, now, 'end');
  if (from.getTime() >= to.getTime()) throw badRequest(`start (${from.toISOString()}) must be before end (${to.toISOString()})`);
  const span = to.getTime() - from.getTime();
  const source = sourceFor(from, now);
  // A rollup row cannot be split: buckets are never finer than the rows they are made of.
  const finest = source === 'raw' ? 0 : source === 'hourly' ? 3600 : 86_400;
  return { start: from, end: to, bucketSeconds: Math.max(bucketSecondsFor(span), finest), source };
}
