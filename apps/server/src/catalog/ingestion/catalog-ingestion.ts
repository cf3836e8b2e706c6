import type { ScrapeSummary } from '@vigil/domain';
import type { ScrapeResult } from '../scrapers/scrape-result.ts';

/** What one ingestion did, for job_history and the Run Now answer (the shape the web app reads). */
export type IngestSummary = ScrapeSummary;

/**
 * Stores what a scraper (or an agent's push) found: items matched by (type, external id) within the
 * scraper, content changes as diff changes, reported changes, analysis and relationships.
 */
export interface CatalogIngestion {
  ingest(scraperId: string, result: ScrapeResult, options?: { now?: Date | undefined }): Promise<IngestSummary>;
}
