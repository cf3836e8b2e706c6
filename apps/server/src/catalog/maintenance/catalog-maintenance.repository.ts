import type { Queryable } from '#src/db/db.ts';

/** Ages out what scrapers no longer report: stale items and analysis no longer observed. */
export class CatalogMaintenanceRepository {
  constructor(private readonly db: Queryable) {}

  /** Soft-deletes scraped items not seen since `cutoff` as STALE; answers how many. */
  async deleteItemsNotScrapedSince(cutoff: Date, now: Date): Promise<number> {
    const { rowCount } = await this.db.query(
      `UPDATE config_items SET deleted_at = $2::timestamptz, delete_reason = 'STALE'
       WHERE scraper_id IS NOT NULL AND deleted_at IS NULL
         AND coalesce(last_scraped_time, updated_at, created_at) < $1::timestamptz`,
      [cutoff, now],
    );
    return rowCount;
  }

  /** Resolves open analysis last observed before `cutoff`; answers how many. */
  async resolveAnalysisNotObservedSince(cutoff: Date): Promise<number> {
    const { rowCount } = await this.db.query(
      `UPDATE config_analysis SET status = 'resolved'
       WHERE status = 'open' AND coalesce(last_observed, first_observed) < $1::timestamptz`,
      [cutoff],
    );
    return rowCount;
  }
}
