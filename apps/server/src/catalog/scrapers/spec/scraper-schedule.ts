import { nextRun, parseSchedule, type Schedule } from '../../../jobs/schedule.ts';

/** A scraper whose spec names no schedule runs this often. */
export const DEFAULT_SCRAPER_SCHEDULE = '@every 60m';

/** A scraper of kubernetes clusters only, without a schedule, runs this often (clusters change faster). */
export const DEFAULT_KUBERNETES_SCRAPER_SCHEDULE = '@every 30m';

/** Scrapes are heavy for their sources: none may run more often than this. */
export const MIN_SCRAPER_INTERVAL_MS = 30_000;

/** The shortest gap between two runs of a cron pattern, looked at over its next few runs. */
function shortestCronGapMs(schedule: Schedule, from: Date): number {
  let shortest = Number.POSITIVE_INFINITY;
  let previous = nextRun(schedule, from);
  for (let i = 0; i < 5; i += 1) {
    const next = nextRun(schedule, previous);
    shortest = Math.min(shortest, next.getTime() - previous.getTime());
    previous = next;
  }
  return shortest;
}

/**
 * A scraper's schedule, or the reason it cannot be used: it must parse, and may not run more often
 * than every 30 seconds. Throws an Error whose message says why.
 */
export function scraperSchedule(text: string | undefined): Schedule {
  const schedule = parseSchedule(text ?? DEFAULT_SCRAPER_SCHEDULE);
  const gap = schedule.kind === 'interval' ? schedule.intervalMs : shortestCronGapMs(schedule, new Date());
  if (gap < MIN_SCRAPER_INTERVAL_MS) {
    throw new Error(`'${schedule.text}' runs more often than every 30s, the shortest schedule a scraper may have`);
  }
  return schedule;
}
