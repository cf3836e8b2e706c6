const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The 'ago' badge beside a check's health: only when its last run is between 1 hour and 7 days
 * old (spec 001 §2.2), e.g. '3h ago' or '2d ago'; otherwise null.
 */
export function lastRunAgoBadge(lastRuntime: string | null | undefined, now: Date = new Date()): string | null {
  if (!lastRuntime) return null;
  const ran = new Date(lastRuntime).getTime();
  if (Number.isNaN(ran)) return null;
  const age = now.getTime() - ran;
  if (age < HOUR_MS || age > 7 * DAY_MS) return null;
  return age < DAY_MS ? `${Math.floor(age / HOUR_MS)}h ago` : `${Math.floor(age / DAY_MS)}d ago`;
}
