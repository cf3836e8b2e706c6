/** Spec 001 §9: how often the list refreshes by itself; '' (None) never. */
export const REFRESH_OPTIONS = [
  { value: '15s', label: '15s' },
  { value: '30s', label: '30s' },
  { value: '60s', label: '60s' },
  { value: '2m', label: '2m' },
  { value: '3m', label: '3m' },
  { value: '5m', label: '5m' },
  { value: '10m', label: '10m' },
  { value: '15m', label: '15m' },
] as const;

/** '30s' or '2m' in milliseconds; null for None or anything not offered. */
export function refreshIntervalMs(value: string | null): number | null {
  if (!value || !REFRESH_OPTIONS.some((option) => option.value === value)) return null;
  const amount = Number(value.slice(0, -1));
  return value.endsWith('m') ? amount * 60_000 : amount * 1000;
}
