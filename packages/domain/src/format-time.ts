const AGE_UNITS: [limitSeconds: number, secondsPerUnit: number, suffix: string][] = [
  [60, 1, 's'],
  [3600, 60, 'm'],
  [86_400, 3600, 'h'],
  [Number.POSITIVE_INFINITY, 86_400, 'd'],
];

/** Stored times that mean "never": missing, unreadable, or the empty date 0001-01-01 (spec 000 §5). */
function readTime(time: string | null | undefined): number | undefined {
  if (!time || time.startsWith('0001-01-01')) return undefined;
  const at = Date.parse(time);
  return Number.isNaN(at) ? undefined : at;
}

/** '45s ago', '3m ago', '5h ago', '12d ago'; empty for a time that means never. */
export function formatTimeAgo(time: string | null | undefined, now: number = Date.now()): string {
  const at = readTime(time);
  if (at === undefined) return '';
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  const [, perUnit, suffix] = AGE_UNITS.find(([limit]) => seconds < limit)!;
  return `${Math.floor(seconds / perUnit)}${suffix} ago`;
}

// One date format everywhere (docs/UI.md), whatever the browser's locale: 'Nov 26, 2026, 03:27:50'
// in the reader's time zone. The month's name keeps day and month unambiguous.
const TIMESTAMP = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const CLOCK = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A stored timestamp as 'Nov 26, 2026, 03:27:50' in the reader's time zone; empty for a time that means never. */
export function formatTimestamp(time: string | number | null | undefined): string {
  const at = typeof time === 'number' ? time : readTime(time);
  return at === undefined ? '' : TIMESTAMP.format(at);
}

/** The time of day as '03:27', for chart axes. */
export function formatClockTime(at: number): string {
  return CLOCK.format(at);
}
