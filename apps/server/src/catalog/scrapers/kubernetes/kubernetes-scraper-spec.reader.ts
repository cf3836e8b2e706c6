import { readSecret, type SecretValue } from '../../../health/checks/probe-credentials.ts';
import type { SpecIssue } from '../../../health/spec/spec-issue.ts';
import { isPlainObject, SpecReader } from '../../../health/spec/spec-reader.ts';
import type { BaseScraperSpec } from '../base/base-scraper-spec.ts';
import { readScraperEntryBase } from '../base/scraper-entry-base.reader.ts';

/** Resources left out of a scrape: every given field must match (names and kinds may use `*`). */
export interface KubernetesExclusion {
  name?: string[] | undefined;
  namespace?: string[] | undefined;
  kind?: string[] | undefined;
  labels?: Record<string, string> | undefined;
}

/** A `kubernetes` entry of a scraper spec, as config-db spells it. */
export interface KubernetesScraperSpec extends BaseScraperSpec {
  /** Added as the `cluster` tag of every item; defaults to `kubernetes`. */
  clusterName: string;
  /** Only this namespace (cluster-wide kinds are still scraped); all namespaces when absent. */
  namespace?: string | undefined;
  /** A label selector every listed resource must match. */
  selector?: string | undefined;
  fieldSelector?: string | undefined;
  kubeconfig?: SecretValue | undefined;
  /** A connection whose `kubeconfig` property holds the kubeconfig. */
  connection?: string | undefined;
  exclusions: KubernetesExclusion[];
  /** Event reasons (or `*` patterns) that are not recorded as changes. */
  eventExclusions: string[];
  /** List requests sent at once (config-db's `maxInflight`). */
  maxInFlight: number;
}

/**
 * Accepted so that existing ScrapeConfigs load; they change nothing here yet. (The transform fields
 * are read and applied for every type: see readScraperEntryBase.)
 */
const ACCEPTED_FIELDS = ['relationships', 'watch', 'useCache', 'allowIncomplete', 'scope', 'since', 'retention', 'format', 'schedule', 'health', 'status'];
const DEFAULT_CLUSTER_NAME = 'kubernetes';
export const DEFAULT_MAX_IN_FLIGHT = 64;

function stringList(reader: SpecReader, key: string): string[] | undefined {
  const value = reader.raw(key);
  if (value === undefined) return undefined;
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.some((entry) => typeof entry !== 'string')) {
    reader.issue(key, 'must be a list of strings');
    return undefined;
  }
  return list as string[];
}

/** `exclusions` is a list of names (older specs) or `{name, namespace, kind, labels}`. */
function readExclusions(reader: SpecReader): KubernetesExclusion[] {
  const value = reader.raw('exclusions');
  if (value === undefined) return [];
  if (Array.isArray(value)) {
    if (value.every((entry) => typeof entry === 'string')) return [{ name: value as string[] }];
    reader.issue('exclusions', 'must be a list of names or {name, namespace, kind, labels}');
    return [];
  }
  const nested = SpecReader.of(value, reader.fieldPath('exclusions'), reader.issues);
  if (!nested) return [];
  const exclusion = { name: stringList(nested, 'name'), namespace: stringList(nested, 'namespace'), kind: stringList(nested, 'kind'), labels: nested.stringMap('labels') };
  nested.finish();
  return [exclusion];
}

function readEventExclusions(reader: SpecReader): string[] {
  const event = reader.nested('event');
  if (!event) return [];
  const exclusions = event.raw('exclusions');
  event.ignore('severityKeywords');
  let reasons: string[] = [];
  if (Array.isArray(exclusions)) {
    if (exclusions.every((entry) => typeof entry === 'string')) reasons = exclusions as string[];
    else event.issue('exclusions', 'must be a list of event reasons');
  } else if (isPlainObject(exclusions)) {
    const nested = SpecReader.of(exclusions, event.fieldPath('exclusions'), event.issues)!;
    reasons = stringList(nested, 'reason') ?? [];
    nested.ignore('name', 'namespace', 'kind');
    nested.finish();
  } else if (exclusions !== undefined) {
    event.issue('exclusions', 'must be a list of event reasons');
  }
  event.finish();
  return reasons;
}

/** Validates one `kubernetes` entry; every issue is named under `path` (e.g. `spec.kubernetes[0].namespace`). */
export function parseKubernetesScraperSpec(raw: unknown, path: string): { spec: KubernetesScraperSpec } | { issues: SpecIssue[] } {
  const issues: SpecIssue[] = [];
  const reader = SpecReader.of(raw, path, issues);
  if (!reader) return { issues };
  const base = readScraperEntryBase(reader);
  const spec: KubernetesScraperSpec = {
    ...base,
    clusterName: reader.string('clusterName') ?? DEFAULT_CLUSTER_NAME,
    namespace: reader.string('namespace'),
    selector: reader.string('selector'),
    fieldSelector: reader.string('fieldSelector'),
    kubeconfig: readSecret(reader, 'kubeconfig'),
    connection: reader.string('connection'),
    exclusions: readExclusions(reader),
    eventExclusions: readEventExclusions(reader),
    maxInFlight: reader.number('maxInflight', { integer: true, min: 1 }) ?? reader.number('maxInFlight', { integer: true, min: 1 }) ?? DEFAULT_MAX_IN_FLIGHT,
  };
  if (spec.namespace !== undefined && !/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(spec.namespace)) {
    reader.issue('namespace', 'must be a Kubernetes namespace name (lower-case letters, digits and -)');
  }
  const relationships = reader.raw('relationships');
  if (relationships !== undefined && !Array.isArray(relationships)) reader.issue('relationships', 'must be a list');
  reader.ignore(...ACCEPTED_FIELDS);
  reader.finish();
  return issues.length > 0 ? { issues } : { spec };
}
