/** The refresh-rate menu's choices (spec 000 §9); 'none' means no polling. */
export const REFRESH_RATES = ['none', '15s', '30s', '60s', '2m', '3m', '5m', '10m', '15m'] as const;
export type RefreshRate = (typeof REFRESH_RATES)[number];

/** Where the chosen rate is remembered in the browser. */
export const REFRESH_RATE_STORAGE_KEY = 'healthPageRefreshRate';

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** A duration such as '30s', '2m', '1h', '1d' or '1w' in ms; null for 'none' or anything else. */
export function refreshRateMs(rate: string): number | null {
  const match = /^(\d+)([smhdw])$/.exec(rate);
  if (!match) return null;
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

export function isRefreshRate(value: unknown): value is RefreshRate {
  return typeof value === 'string' && (REFRESH_RATES as readonly string[]).includes(value);
}

/** Fast rates make no sense over long ranges: 15s and 30s from 60 minutes, 2m and 3m from 180. */
export function isRefreshRateDisabled(rate: RefreshRate, rangeMinutes: number): boolean {
  if (rate === '15s' || rate === '30s') return rangeMinutes >= 60;
  if (rate === '2m' || rate === '3m') return rangeMinutes >= 180;
  return false;
}

/** The rate in effect: the chosen one, or when that is disabled the next allowed one, or 'none'. */
export function effectiveRefreshRate(chosen: RefreshRate, rangeMinutes: number): RefreshRate {
  if (!isRefreshRateDisabled(chosen, rangeMinutes)) return chosen;
  const later = REFRESH_RATES.slice(REFRESH_RATES.indexOf(chosen) + 1);
  return later.find((rate) => !isRefreshRateDisabled(rate, rangeMinutes)) ?? 'none';
}
