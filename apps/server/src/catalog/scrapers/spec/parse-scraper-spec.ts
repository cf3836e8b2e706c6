import { SpecError } from '#src/spec/spec-issue.ts';
import type { SpecReader } from '#src/spec/spec-reader.ts';
import { readResourceSpecDocument } from '#src/spec/resource-spec-document.ts';
import { findScraperType } from '../scraper-registry.ts';
import { readEntryTransform } from '../transform/entry-transform.reader.ts';
import type { ScraperType } from '../scraper-type.ts';
import { DEFAULT_KUBERNETES_SCRAPER_SCHEDULE, DEFAULT_SCRAPER_SCHEDULE, scraperSchedule } from './scraper-schedule.ts';
import type { ScraperEntry, ScraperSpec } from './scraper-spec.types.ts';

export const SCRAPER_API_VERSION = 'configs.flanksource.com/v1';
export const SCRAPER_KIND = 'ScrapeConfig';

/** The namespace of a scraper whose metadata names none. */
export const DEFAULT_SCRAPER_NAMESPACE = 'default';

/** Looks a scraper type up by its key in a spec. */
export type ScraperTypeLookup = (type: string) => ScraperType | undefined;

/** Spec fields other than scraper lists. `retention`, `full` and `logLevel` are accepted and not acted on yet. */
const SCRAPER_FIELDS = ['schedule', 'retention', 'full', 'logLevel'];

/** config-db scraper lists this server cannot run yet: named as such rather than as unknown. */
export const UNSUPPORTED_SCRAPER_TYPES = new Set([
  'aws', 'azure', 'azureDevops', 'clickhouse', 'gcp', 'githubActions', 'gitHubActions',
  'kubernetesFile', 'logs', 'openSearch', 'pubsub', 'slack', 'sql_server', 'terraform', 'trivy',
]);

function readSchedule(spec: SpecReader): string | undefined {
  const schedule = spec.string('schedule');
  try {
    scraperSchedule(schedule);
  } catch (error) {
    spec.issue('schedule', error instanceof Error ? error.message : String(error));
  }
  return schedule;
}

function defaultSchedule(entries: readonly ScraperEntry[]): string {
  const kubernetesOnly = entries.length > 0 && entries.every((entry) => entry.type === 'kubernetes');
  return kubernetesOnly ? DEFAULT_KUBERNETES_SCRAPER_SCHEDULE : DEFAULT_SCRAPER_SCHEDULE;
}

function readEntries(spec: SpecReader, key: string, lookup: ScraperTypeLookup, entries: ScraperEntry[]): void {
  const type = lookup(key);
  if (!type) {
    spec.raw(key);
    spec.issue(key, UNSUPPORTED_SCRAPER_TYPES.has(key) ? 'not supported yet (a scraper type)' : 'unknown key');
    return;
  }
  const list = spec.list(key) ?? [];
  list.forEach((entry, index) => {
    const path = `${spec.fieldPath(key)}[${index}]`;
    const result = type.parse(entry, path);
    // The transform fields are the same for every type: read here, applied after the type's scrape.
    const { transform, issues } = readEntryTransform(entry, path);
    spec.issues.push(...issues);
    if ('issues' in result) spec.issues.push(...result.issues);
    else if (issues.length === 0) entries.push({ type: key, spec: result.spec, path, ...(transform ? { transform } : {}) });
  });
}

/**
 * Validates a scraper: YAML or JSON text, or an already parsed object; a whole
 * `configs.flanksource.com/v1` ScrapeConfig document or its bare spec. Throws a `SpecError` naming
 * every issue found. Without `schedule` the scraper runs every 60 minutes (every 30 minutes when it
 * only scrapes kubernetes clusters); none may run more often than every 30 seconds.
 */
export function parseScraperSpec(input: string | unknown, lookup: ScraperTypeLookup = findScraperType): ScraperSpec {
  const { spec, metadata, issues } = readResourceSpecDocument(input, {
    apiVersion: SCRAPER_API_VERSION, kind: SCRAPER_KIND, defaultNamespace: DEFAULT_SCRAPER_NAMESPACE,
  });
  const schedule = readSchedule(spec);
  spec.ignore(...SCRAPER_FIELDS);
  const entries: ScraperEntry[] = [];
  for (const key of spec.keys()) {
    if (!SCRAPER_FIELDS.includes(key)) readEntries(spec, key, lookup, entries);
  }
  spec.finish();
  if (entries.length === 0 && issues.length === 0) issues.push({ path: 'spec', message: 'has no scrapers: add a list such as file, http, sql or kubernetes' });
  if (issues.length > 0) throw new SpecError(issues);
  return { schedule: schedule ?? defaultSchedule(entries), entries, metadata };
}
