import type { Db } from '#src/db/db.ts';
import { notFound } from '#src/rbac/service-error.ts';
import { ScraperRepository } from './scraper.repository.ts';
import type { ScraperRunOutcome, ScraperRunService } from './scraper-run.service.ts';

/** Scrapers on demand. */
export class ScraperService {
  constructor(
    private readonly db: Db,
    private readonly runs: ScraperRunService,
  ) {}

  /** Runs a scraper now, as its current spec defines it, and records the job like a scheduled run (its next scheduled run stays as it was). */
  async runNow(scraperId: string): Promise<{ name: string; outcome: ScraperRunOutcome }> {
    const scraper = await new ScraperRepository(this.db).findLive(scraperId);
    if (!scraper) throw notFound(`Scraper ${scraperId} not found`);
    return { name: scraper.name, outcome: await this.runs.run(scraper) };
  }
}
