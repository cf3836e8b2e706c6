import type { ScrapeResult } from '../scrapers/scrape-result.ts';

/** What one ingestion did, for job_history and the Run Now answer. */
export interface IngestSummary {
  created: number;
  updated: number;
  unchanged: number;
  /** Items the source reported gone (soft-deleted). */
  deleted: number;
  changes: number;
  analysis: number;
  /** Problems with single records (an unknown parent, a change for an unknown item): nothing else stops. */
  errors: string[];
}

/**
 * Stores what a scraper (or an agent's push) found: items matched by (type, external id) within the
 * scraper, content changes as diff changes, reported changes, analysis and relationships.
 */
export interface CatalogIngestion {
  ingest(scraperId: string, result: ScrapeResult, options?: { now?: Date | undefined }): Promise<IngestSummary>;
}
