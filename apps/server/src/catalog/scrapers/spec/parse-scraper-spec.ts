import { parse as parseYaml } from 'yaml';
import { SpecError, type SpecIssue } from '../../../health/spec/spec-issue.ts';
import { isPlainObject, SpecReader } from '../../../health/spec/spec-reader.ts';
import { findScraperType } from '../scraper-registry.ts';
import type { ScraperType } from '../scraper-type.ts';
import { DEFAULT_SCRAPER_SCHEDULE, scraperSchedule } from './scraper-schedule.ts';
import type { ScraperEntry, ScraperMetadata, ScraperSpec } from './scraper-spec.types.ts';

export const SCRAPER_API_VERSION = 'configs.flanksource.com/v1';
export const SCRAPER_KIND = 'ScrapeConfig';

/** The namespace of a scraper whose metadata names none. */
export const DEFAULT_SCRAPER_NAMESPACE = 'default';

/** Looks a scraper type up by its key in a spec. */
export type ScraperTypeLookup = (type: string) => ScraperType | undefined;

/** Spec fields other than scraper lists. `retention` and `full` are accepted and not acted on yet. */
const SCRAPER_FIELDS = ['schedule', 'retention', 'full'];

/** config-db scraper lists this server cannot run yet: named as such rather than as unknown. */
export const UNSUPPORTED_SCRAPER_TYPES = new Set([
  'aws', 'azure', 'azureDevops', 'clickhouse', 'exec', 'gcp', 'githubActions', 'gitHubActions',
  'kubernetesFile', 'logs', 'openSearch', 'pubsub', 'slack', 'sql_server', 'terraform', 'trivy',
]);

/** Standard Kubernetes object metadata that exported documents carry; only name, namespace and labels are used. */
const IGNORED_METADATA_KEYS = [
  'annotations', 'uid', 'resourceVersion', 'generation', 'creationTimestamp', 'deletionTimestamp',
  'managedFields', 'finalizers', 'ownerReferences', 'generateName',
];

function readText(input: string, issues: SpecIssue[]): unknown {
  try {
    return parseYaml(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    issues.push({ path: 'spec', message: `not valid YAML or JSON: ${reason}` });
    return undefined;
  }
}

function isWholeDocument(value: Record<string, unknown>): boolean {
  return 'apiVersion' in value || 'kind' in value || 'metadata' in value;
}

function readDocument(document: SpecReader): { spec: unknown; metadata?: ScraperMetadata } {
  if (document.raw('apiVersion') !== SCRAPER_API_VERSION) document.issue('apiVersion', `must be ${SCRAPER_API_VERSION}`);
  if (document.raw('kind') !== SCRAPER_KIND) document.issue('kind', `must be ${SCRAPER_KIND}`);
  document.ignore('status');
  const spec = document.raw('spec');
  if (spec === undefined) document.issue('spec', 'spec is required');
  let metadata: ScraperMetadata | undefined;
  const meta = document.nested('metadata');
  if (meta) {
    meta.ignore(...IGNORED_METADATA_KEYS);
    metadata = { name: meta.string('name'), namespace: meta.string('namespace') ?? DEFAULT_SCRAPER_NAMESPACE, labels: meta.stringMap('labels') };
    meta.finish();
  }
  document.finish();
  return metadata ? { spec, metadata } : { spec };
}

function readSchedule(spec: SpecReader): string {
  const schedule = spec.string('schedule');
  try {
    scraperSchedule(schedule);
  } catch (error) {
    spec.issue('schedule', error instanceof Error ? error.message : String(error));
  }
  return schedule ?? DEFAULT_SCRAPER_SCHEDULE;
}

function readEntries(spec: SpecReader, key: string, lookup: ScraperTypeLookup, entries: ScraperEntry[]): void {
  const type = lookup(key);
  if (!type) {
    spec.raw(key);
    spec.issue(key, UNSUPPORTED_SCRAPER_TYPES.has(key) ? 'scraper type not supported yet' : 'unknown key');
    return;
  }
  const list = spec.list(key) ?? [];
  list.forEach((entry, index) => {
    const path = `${spec.fieldPath(key)}[${index}]`;
    const result = type.parse(entry, path);
    if ('issues' in result) spec.issues.push(...result.issues);
    else entries.push({ type: key, spec: result.spec, path });
  });
}

/**
 * Validates a scraper: YAML or JSON text, or an already parsed object; a whole
 * `configs.flanksource.com/v1` ScrapeConfig document or its bare spec. Throws a `SpecError` naming
 * every issue found. Without `schedule` the scraper runs every 60 minutes; none may run more often
 * than every 30 seconds.
 */
export function parseScraperSpec(input: string | unknown, lookup: ScraperTypeLookup = findScraperType): ScraperSpec {
  const issues: SpecIssue[] = [];
  const value = typeof input === 'string' ? readText(input, issues) : input;
  if (issues.length > 0) throw new SpecError(issues);

  let rawSpec: unknown = value;
  let metadata: ScraperMetadata | undefined;
  if (isPlainObject(value) && isWholeDocument(value)) {
    const document = SpecReader.of(value, '', issues);
    if (document) ({ spec: rawSpec, metadata } = readDocument(document));
    if (rawSpec === undefined) throw new SpecError(issues);
  }
  const spec = SpecReader.of(rawSpec, 'spec', issues);
  if (!spec) throw new SpecError(issues);

  const schedule = readSchedule(spec);
  spec.ignore(...SCRAPER_FIELDS);
  const entries: ScraperEntry[] = [];
  for (const key of spec.keys()) {
    if (!SCRAPER_FIELDS.includes(key)) readEntries(spec, key, lookup, entries);
  }
  spec.finish();
  if (entries.length === 0 && issues.length === 0) issues.push({ path: 'spec', message: 'has no scrapers: add a list such as file, http, sql or kubernetes' });
  if (issues.length > 0) throw new SpecError(issues);
  return { schedule, entries, metadata };
}
