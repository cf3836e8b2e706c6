import { hostname } from 'node:os';
import { DEFAULT_EXEC_USER } from '#src/config.ts';
import type { Db } from '#src/db/db.ts';
import { ScriptRunner } from '#src/exec/script-runner.ts';
import { createConnectionResolver } from '#src/connections/connection-resolver.ts';
import type { CatalogIngestion } from '../ingestion/catalog-ingestion.ts';
import { findScraperType } from '../scrapers/scraper-registry.ts';
import type { ScraperTypeLookup } from '../scrapers/spec/parse-scraper-spec.ts';
import { ScraperRunService } from './scraper-run.service.ts';

/** What the scraper runtime is built from: the catalog's ingestion, and the types (the registry unless replaced). */
export interface ScraperRuntimeParts {
  ingestion: CatalogIngestion;
  types?: ScraperTypeLookup | undefined;
  entryTimeoutMs?: number | undefined;
  /** Runs exec scrapers' scripts; the server gives the one its EXEC and EXEC_USER configure. Default: exec on, as the default EXEC_USER. */
  scripts?: ScriptRunner | undefined;
}

export interface ScraperRuns {
  runs: ScraperRunService;
  findType: ScraperTypeLookup;
}

/** The scraper run service wired to its collaborators. */
export function createScraperRuns(db: Db, parts: ScraperRuntimeParts): ScraperRuns {
  const findType = parts.types ?? findScraperType;
  const runs = new ScraperRunService({
    db,
    ingestion: parts.ingestion,
    findType,
    resolveConnection: createConnectionResolver(db),
    hostname: hostname(),
    entryTimeoutMs: parts.entryTimeoutMs,
    scripts: parts.scripts ?? ScriptRunner.forConfig({ exec: true, execUser: DEFAULT_EXEC_USER }),
  });
  return { runs, findType };
}
