import { hostname } from 'node:os';
import type { Db } from '../../db/db.ts';
import { createConnectionResolver } from '../../health/embedded-database/connection-resolver.ts';
import type { CatalogIngestion } from '../ingestion/catalog-ingestion.ts';
import { findScraperType } from '../scrapers/scraper-registry.ts';
import type { ScraperTypeLookup } from '../scrapers/spec/parse-scraper-spec.ts';
import { ScraperRunService } from './scraper-run.service.ts';

/** What the scraper runtime is built from: the catalog's ingestion, and the types (the registry unless replaced). */
export interface ScraperRuntimeParts {
  ingestion: CatalogIngestion;
  types?: ScraperTypeLookup | undefined;
  entryTimeoutMs?: number | undefined;
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
  });
  return { runs, findType };
}
