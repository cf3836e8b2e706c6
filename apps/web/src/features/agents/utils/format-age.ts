const UNITS: [limitSeconds: number, secondsPerUnit: number, suffix: string][] = [
  [60, 1, 's'],
  [3600, 60, 'm'],
  [86_400, 3600, 'h'],
  [Number.POSITIVE_INFINITY, 86_400, 'd'],
];

/** '45s ago', '3m ago', '5h ago', '12d ago'; empty for a missing or unreadable time. */
export function formatAge(time: string | null | undefined, now: number = Date.now()): string {
  if (!time) return '';
  const at = Date.parse(time);
  if (Number.isNaN(at)) return '';
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  const [, perUnit, suffix] = UNITS.find(([limit]) => seconds < limit)!;
  return `${Math.floor(seconds / perUnit)}${suffix} ago`;
}
