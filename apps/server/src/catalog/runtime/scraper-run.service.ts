import type { JobStatus } from '@vigil/domain';
import type { Db } from '#src/db/db.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import type { ScriptRunner } from '#src/exec/script-runner.ts';
import { JobHistoryRepository } from '#src/jobs/job-history.repository.ts';
import type { CatalogIngestion, IngestSummary } from '../ingestion/catalog-ingestion.ts';
import { emptyScrapeResult, type ScrapeResult } from '../scrapers/scrape-result.ts';
import { parseScraperSpec, type ScraperTypeLookup } from '../scrapers/spec/parse-scraper-spec.ts';
import { storedConfigLookup } from '../scrapers/transform/config-selector.repository.ts';
import { applyEntryTransform } from '../scrapers/transform/transform-pipeline.ts';
import type { ScraperEntry, ScraperSpec } from '../scrapers/spec/scraper-spec.types.ts';
import type { ScraperRecord } from './scraper.repository.ts';

/** The `job_history.name` of a scraper's run, as the job history screens of this product class show it. */
export const SCRAPER_RUN_JOB = 'ConfigScraper';

/** The `job_history.resource_type` of a scraper's run. */
export const SCRAPER_RESOURCE_TYPE = 'config_scraper';

/** How long one entry of a scraper may take before it counts as an error of the run. */
export const DEFAULT_ENTRY_TIMEOUT_MS = 5 * 60_000;

export interface ScraperRunDependencies {
  db: Db;
  ingestion: CatalogIngestion;
  findType: ScraperTypeLookup;
  resolveConnection(reference: string): Promise<ResolvedConnection | undefined>;
  /** Written on job_history rows: which server ran the job. */
  hostname: string;
  entryTimeoutMs?: number | undefined;
  /** Runs exec entries' scripts; without it they fail with the reason. */
  scripts?: ScriptRunner | undefined;
}

/** What a run did, as job_history stores it and Run Now answers it. */
export interface ScraperRunOutcome {
  /** STALE: interrupted by the server stopping; nothing was stored. */
  status: JobStatus;
  /** Items the run found and handed to the catalog. */
  successCount: number;
  errorCount: number;
  errors: string[];
  summary?: IngestSummary | undefined;
  /** The job_history row written (none for an interrupted run). */
  jobId?: string | undefined;
  durationMillis: number;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function mergeResults(results: ScrapeResult[]): ScrapeResult {
  const merged = emptyScrapeResult();
  for (const result of results) {
    merged.items.push(...result.items);
    merged.changes.push(...result.changes);
    merged.analysis.push(...result.analysis);
    merged.relationships.push(...result.relationships);
  }
  return merged;
}

/** SUCCESS without errors, FAILED when nothing could be scraped, WARNING in between. */
export function scraperJobStatus(scrapedEntries: number, errors: number): JobStatus {
  if (errors === 0) return 'SUCCESS';
  return scrapedEntries === 0 ? 'FAILED' : 'WARNING';
}

/**
 * Runs a scraper: every entry of every type in its spec, side by side, each bounded by a timeout so
 * one slow or failing source is an error of the run and never stops the others; then stores what
 * was found through the catalog ingestion and writes the job.
 */
export class ScraperRunService {
  constructor(private readonly deps: ScraperRunDependencies) {}

  async run(scraper: ScraperRecord, options: { signal?: AbortSignal | undefined } = {}): Promise<ScraperRunOutcome> {
    const timeStart = new Date();
    let spec: ScraperSpec;
    try {
      spec = parseScraperSpec(scraper.spec, this.deps.findType);
    } catch (error) {
      return this.finish(scraper, timeStart, { status: 'FAILED', successCount: 0, errors: [`invalid spec: ${reasonOf(error)}`] });
    }
    const settled = await Promise.all(spec.entries.map((entry) => this.scrapeEntry(scraper, entry, options.signal)));
    if (options.signal?.aborted) {
      return { status: 'STALE', successCount: 0, errorCount: 0, errors: ['interrupted: the server stopped during the run'], durationMillis: Date.now() - timeStart.getTime() };
    }
    const scraped = settled.flatMap((s) => (s.result ? [s.result] : []));
    const errors = settled.flatMap((s) => s.errors);
    const merged = mergeResults(scraped);
    let summary: IngestSummary;
    try {
      summary = await this.deps.ingestion.ingest(scraper.id, { ...merged, errors });
    } catch (error) {
      errors.push(`storing the results failed: ${reasonOf(error)}`);
      return this.finish(scraper, timeStart, { status: 'FAILED', successCount: 0, errors });
    }
    errors.push(...summary.errors);
    const status = scraperJobStatus(scraped.length, errors.length);
    return this.finish(scraper, timeStart, { status, successCount: merged.items.length, errors, summary });
  }

  /** One entry's scrape; what it reports as errors and what it throws are named by the entry's path. */
  private async scrapeEntry(scraper: ScraperRecord, entry: ScraperEntry, outer: AbortSignal | undefined): Promise<{ result?: ScrapeResult; errors: string[] }> {
    const type = this.deps.findType(entry.type);
    if (!type) return { errors: [`${entry.path}: scraper type ${entry.type} is not available`] };
    const timeoutMs = this.deps.entryTimeoutMs ?? DEFAULT_ENTRY_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = outer ? AbortSignal.any([outer, timeout]) : timeout;
    let onAbort: (() => void) | undefined;
    const stopped = new Promise<never>((_resolve, reject) => {
      onAbort = () => reject(new Error(timeout.aborted ? `timed out after ${timeoutMs} ms` : 'interrupted'));
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const scrape = type.run(entry.spec, { signal, scraperId: scraper.id, resolveConnection: (reference) => this.deps.resolveConnection(reference), scripts: this.deps.scripts });
      const scraped = await Promise.race([scrape, stopped]);
      const result = await applyEntryTransform(scraped, entry.transform, { signal, findConfigs: storedConfigLookup(this.deps.db) });
      return { result, errors: result.errors.map((error) => `${entry.path}: ${error}`) };
    } catch (error) {
      return { errors: [`${entry.path}: ${reasonOf(error)}`] };
    } finally {
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
  }

  private async finish(
    scraper: ScraperRecord,
    timeStart: Date,
    outcome: { status: JobStatus; successCount: number; errors: string[]; summary?: IngestSummary | undefined },
  ): Promise<ScraperRunOutcome> {
    const timeEnd = new Date();
    const details: Record<string, unknown> = {};
    if (outcome.errors.length > 0) details.errors = outcome.errors;
    if (outcome.summary) details.scrape_summary = outcome.summary;
    const jobId = await new JobHistoryRepository(this.deps.db).insert({
      name: SCRAPER_RUN_JOB,
      resourceType: SCRAPER_RESOURCE_TYPE,
      resourceId: scraper.id,
      status: outcome.status,
      successCount: outcome.successCount,
      errorCount: outcome.errors.length,
      details: Object.keys(details).length > 0 ? details : null,
      hostname: this.deps.hostname,
      timeStart,
      timeEnd,
      agentId: scraper.agentId,
    });
    return { ...outcome, errorCount: outcome.errors.length, jobId, durationMillis: Math.max(0, timeEnd.getTime() - timeStart.getTime()) };
  }
}
