const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The ranges a check's detail steps through, each with the longest last-run age it covers. */
const STEPS: [range: string, upToMs: number][] = [
  ['1h', HOUR_MS],
  ['3h', 3 * HOUR_MS],
  ['6h', 6 * HOUR_MS],
  ['12h', 12 * HOUR_MS],
  ['1d', DAY_MS],
  ['2d', 2 * DAY_MS],
  ['3d', 3 * DAY_MS],
  ['1w', 7 * DAY_MS],
  ['2w', 14 * DAY_MS],
  ['3w', 21 * DAY_MS],
  ['1mo', 30 * DAY_MS],
  ['2mo', 60 * DAY_MS],
  ['3mo', 90 * DAY_MS],
  ['6mo', 180 * DAY_MS],
  ['1y', 365 * DAY_MS],
  ['2y', 2 * 365 * DAY_MS],
  ['3y', 3 * 365 * DAY_MS],
];

/**
 * The detail's time range from the age of the check's last run (spec 001 §2.2), so an old run
 * still shows up: under 60 minutes 1h, under 3 hours 3h, and so on up to 5y.
 */
export function defaultCheckTimeRange(lastRuntime: string | null | undefined, now: number = Date.now()): string {
  const at = lastRuntime ? Date.parse(lastRuntime) : Number.NaN;
  if (Number.isNaN(at)) return '1h';
  const age = now - at;
  return STEPS.find(([, upTo]) => age < upTo)?.[0] ?? '5y';
}
