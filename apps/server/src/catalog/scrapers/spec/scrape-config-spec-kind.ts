import type { SpecKind } from '#src/spec/spec-kind-schema.ts';
import { SCRAPER_REGISTRY } from '../scraper-registry.ts';
import { SCRAPER_API_VERSION, SCRAPER_KIND } from './parse-scraper-spec.ts';

const acceptedNotActedOn = 'accepted from config-db and not acted on yet';

/** The ScrapeConfig document for editors: its fields as `parseScraperSpec` reads them, and every scraper type's list. */
export const SCRAPE_CONFIG_SPEC_KIND: SpecKind = {
  kind: SCRAPER_KIND,
  apiVersion: SCRAPER_API_VERSION,
  description: 'A scraper: lists of scrapers whose items the catalog stores, on a schedule (every 60 minutes by default).',
  specFields: {
    schedule: { type: 'string', description: 'A cron expression or @every duration, at most every 30 seconds' },
    retention: { description: acceptedNotActedOn },
    full: { description: acceptedNotActedOn },
    logLevel: { description: acceptedNotActedOn },
  },
  registry: SCRAPER_REGISTRY,
};
