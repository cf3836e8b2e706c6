import type { AbsoluteTimeRange } from '@vigil/domain';

/** How many absolute ranges 'Recently used' keeps (spec 000 §2.8). */
export const RECENT_RANGES_LIMIT = 5;

const STORAGE_KEY = 'timeRangePicker.recentlyUsed';

function isAbsoluteRange(value: unknown): value is AbsoluteTimeRange {
  if (!value || typeof value !== 'object') return false;
  const range = value as Record<string, unknown>;
  return (
    range.type === 'absolute' &&
    typeof range.display === 'string' &&
    typeof range.from === 'string' &&
    typeof range.to === 'string'
  );
}

/** The remembered absolute ranges, most recent first; damaged storage reads as none. */
export function loadRecentRanges(): AbsoluteTimeRange[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isAbsoluteRange).slice(0, RECENT_RANGES_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts a range first (once), keeps the last 5, and returns the new list. */
export function rememberRecentRange(range: AbsoluteTimeRange): AbsoluteTimeRange[] {
  const others = loadRecentRanges().filter((known) => known.from !== range.from || known.to !== range.to);
  const next = [range, ...others].slice(0, RECENT_RANGES_LIMIT);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage disabled or full: the list just is not kept.
  }
  return next;
}
