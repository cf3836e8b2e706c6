import { usableSchedule, type Schedule, type ScheduleRules } from '#src/jobs/schedule.ts';

/** A scraper whose spec names no schedule runs this often. */
export const DEFAULT_SCRAPER_SCHEDULE = '@every 60m';

/** A scraper of kubernetes clusters only, without a schedule, runs this often (clusters change faster). */
export const DEFAULT_KUBERNETES_SCRAPER_SCHEDULE = '@every 30m';

/** Scrapes are heavy for their sources: none may run more often than this. */
export const MIN_SCRAPER_INTERVAL_MS = 30_000;

const SCRAPER_SCHEDULE_RULES: ScheduleRules = { minIntervalMs: MIN_SCRAPER_INTERVAL_MS, resource: 'a scraper' };

/**
 * A scraper's schedule, or the reason it cannot be used: it must parse, fire, and not run more often
 * than every 30 seconds. Throws an Error whose message says why.
 */
export function scraperSchedule(text: string | undefined): Schedule {
  return usableSchedule(text ?? DEFAULT_SCRAPER_SCHEDULE, SCRAPER_SCHEDULE_RULES);
}
