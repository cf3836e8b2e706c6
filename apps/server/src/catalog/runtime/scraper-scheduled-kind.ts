import { nextRun } from '#src/jobs/schedule.ts';
import type { ScheduledKind } from '#src/jobs/resource-scheduler.service.ts';
import { DEFAULT_SCRAPER_SCHEDULE, scraperSchedule } from '../scrapers/spec/scraper-schedule.ts';
import { parseScraperSpec, type ScraperTypeLookup } from '../scrapers/spec/parse-scraper-spec.ts';
import { scraperRecordOf, type ScraperRecord, type ScraperRow } from './scraper.repository.ts';
import { SCRAPER_RESOURCE_TYPE, SCRAPER_RUN_JOB, type ScraperRunService } from './scraper-run.service.ts';

/**
 * Scrapers as the generic scheduler sees them. A spec that cannot be read is tried again at the
 * default schedule (its run records why it failed).
 */
export function scraperScheduledKind(runs: ScraperRunService, findType: ScraperTypeLookup): ScheduledKind<ScraperRecord> {
  return {
    type: SCRAPER_RESOURCE_TYPE,
    jobName: SCRAPER_RUN_JOB,
    skipReason: 'the previous run of this scraper had not finished',
    recordOf: (row) => scraperRecordOf(row as ScraperRow),
    nextRunAfter(scraper, now) {
      try {
        return nextRun(scraperSchedule(parseScraperSpec(scraper.spec, findType).schedule), now);
      } catch {
        return nextRun(scraperSchedule(DEFAULT_SCRAPER_SCHEDULE), now);
      }
    },
    async run(scraper, { signal }) {
      const outcome = await runs.run(scraper, { signal });
      return outcome.status === 'STALE';
    },
  };
}
