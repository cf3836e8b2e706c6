import type { ResolvedConnection } from '../../health/checks/check-type.ts';
import type { SpecIssue } from '../../health/spec/spec-issue.ts';
import type { ScrapeResult } from './scrape-result.ts';

export interface ScraperContext {
  /** Aborted when the run's timeout passes or the server stops. */
  signal: AbortSignal;
  /** The scraper resource being run (config_scrapers.id). */
  scraperId: string;
  /** Looks a connection up by `connection://<namespace>/<name>` or name. */
  resolveConnection(reference: string): Promise<ResolvedConnection | undefined>;
}

/**
 * One kind of scraper (file, http, sql, kubernetes, ...): validates its entries of a scraper spec and
 * scrapes them. Each type lives in its own folder and is listed once in the registry.
 */
export interface ScraperType<Spec = unknown> {
  /** The key of the list in a scraper spec (`file`, `http`, `sql`, `kubernetes`). */
  readonly type: string;
  /** Validates one entry of the type's list; every issue names its field under `path` (e.g. `spec.file[0].paths`). */
  parse(raw: unknown, path: string): { spec: Spec } | { issues: SpecIssue[] };
  scrape(spec: Spec, context: ScraperContext): Promise<ScrapeResult>;
}
