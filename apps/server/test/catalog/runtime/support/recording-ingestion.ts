import type { CatalogIngestion, IngestSummary } from '#src/catalog/ingestion/catalog-ingestion.ts';
import type { ScrapeResult } from '#src/catalog/scrapers/scrape-result.ts';

/** Stands in for the catalog: remembers what each run handed over and answers a summary of it. */
export class RecordingIngestion implements CatalogIngestion {
  readonly received: { scraperId: string; result: ScrapeResult }[] = [];
  failWith: Error | undefined;

  async ingest(scraperId: string, result: ScrapeResult): Promise<IngestSummary> {
    if (this.failWith) throw this.failWith;
    this.received.push({ scraperId, result });
    return { created: result.items.length, updated: 0, unchanged: 0, deleted: 0, changes: result.changes.length, analysis: result.analysis.length, errors: [] };
  }
}
