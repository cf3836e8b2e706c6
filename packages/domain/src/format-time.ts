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

/** A stored timestamp in the reader's locale; empty for a time that means never. */
export function formatTimestamp(time: string | null | undefined): string {
  const at = readTime(time);
  return at === undefined ? '' : new Date(at).toLocaleString();
}
