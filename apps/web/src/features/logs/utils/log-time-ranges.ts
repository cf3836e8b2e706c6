import { COMMON_RELATIVE_RANGES, parseRelativeRange } from '@vigil/domain';

/** How far back a search reads when the address names no `start` (the server's own default too). */
export const DEFAULT_LOG_START = '1h';

/** Spec 002 §9's time range options, 15 minutes to 5 years back. */
export const LOG_TIME_RANGES = COMMON_RELATIVE_RANGES.map((range) => ({ value: range.range, label: range.display }));

/**
 * `start` as /api/logs reads it: a span of the picker (`1mo`) as date math from now (`now-1M`);
 * anything else (an ISO time from a link) as written, for the server to accept or name.
 */
export function logSearchStart(start: string): string {
  const parts = parseRelativeRange(start);
  if (!parts || parts.direction !== 'past') return start;
  return `now-${parts.amount}${parts.unit}`;
}
