import { evaluateDateMath, isTimeUnit, shiftDate } from '@vigil/domain';
import { badRequest } from '#src/rbac/service-error.ts';

/** How far back a search reads when `start` is not given. */
export const DEFAULT_LOG_START = 'now-1h';

const RELATIVE = /^-?(\d+)(ms|s|m|h|d|w|M|y)$/;

/**
 * A time of a search: `now`-based date math (`now-15m`), a span back from now (`15m`, `-2h`, `1d`),
 * or an ISO 8601 time. Anything else is refused with 400 naming the field.
 */
export function readLogTime(field: 'start' | 'end', value: string, now: Date): Date {
  const text = value.trim();
  if (text.startsWith('now')) {
    const date = evaluateDateMath(text, now);
    if (date) return date;
  }
  const relative = RELATIVE.exec(text);
  if (relative && isTimeUnit(relative[2]!)) return shiftDate(now, -Number(relative[1]), relative[2]);
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) {
    const time = Date.parse(text);
    if (!Number.isNaN(time)) return new Date(time);
  }
  throw badRequest(`${field} must be a time: now-1h, 15m, 2d or an ISO 8601 time (got "${value}")`);
}

/** The range a search covers: `start` (an hour back by default) to `end` (now by default), start first. */
export function readLogRange(start: string | null | undefined, end: string | null | undefined, now = new Date()): { start: Date; end: Date } {
  const range = { start: readLogTime('start', start || DEFAULT_LOG_START, now), end: end ? readLogTime('end', end, now) : now };
  if (range.start.getTime() > range.end.getTime()) throw badRequest('start must be before end');
  return range;
}
