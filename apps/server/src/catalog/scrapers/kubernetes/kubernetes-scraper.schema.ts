import { z } from 'zod';
import type { SecretValue } from '#src/connections/probe-credentials.ts';
import { secretValueSchema } from '#src/connections/secret-value.schema.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { ignoredKey, specChoice, specNumber, specObject, specString, specStringMap } from '#src/spec/spec-schema.ts';
import type { BaseScraperSpec } from '../base/base-scraper-spec.ts';
import { baseScraperShape } from '../base/base-scraper.schema.ts';

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

const DEFAULT_CLUSTER_NAME = 'kubernetes';
export const DEFAULT_MAX_IN_FLIGHT = 64;

/** A list refused as a whole (with `reason`) unless every entry is text; `single` also takes one text as a list of it. */
function textList(reason: string, options: { single?: boolean } = {}): z.ZodType<string[] | undefined, string | string[] | null | undefined> {
  return z.preprocess(
    (value, context) => {
      if (value === undefined || value === null) return undefined;
      const list = options.single && typeof value === 'string' ? [value] : value;
      if (!Array.isArray(list) || list.some((entry) => typeof entry !== 'string')) context.addIssue({ code: 'custom', message: reason });
      return list;
    },
    z.array(z.string()).optional(),
  );
}

const stringList = () => textList('must be a list of strings', { single: true });

const exclusionSchema = specObject({ name: stringList(), namespace: stringList(), kind: stringList(), labels: specStringMap() });

/** `exclusions` is a list of names (older specs) or `{name, namespace, kind, labels}`. */
const exclusionsSchema = specChoice('must be an object', [
  [Array.isArray, textList('must be a list of names or {name, namespace, kind, labels}')],
  [isPlainObject, exclusionSchema],
]).transform((exclusions): KubernetesExclusion[] => {
  if (exclusions === undefined) return [];
  return Array.isArray(exclusions) ? [{ name: exclusions }] : [exclusions];
});

const EVENT_REASONS = 'must be a list of event reasons';

const eventSchema = specObject({
  exclusions: specChoice(EVENT_REASONS, [
    [Array.isArray, textList(EVENT_REASONS)],
    [isPlainObject, specObject({ reason: stringList(), name: ignoredKey(), namespace: ignoredKey(), kind: ignoredKey() })],
  ]),
  severityKeywords: ignoredKey(),
})
  .nullish()
  .transform((event): string[] => {
    const exclusions = event?.exclusions;
    if (exclusions === undefined) return [];
    return Array.isArray(exclusions) ? exclusions : (exclusions.reason ?? []);
  });

const namespaceSchema = specString().refine((namespace) => namespace === undefined || /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(namespace), {
  error: 'must be a Kubernetes namespace name (lower-case letters, digits and -)',
});

const inFlightSchema = () => specNumber({ integer: true, min: 1 });

/**
 * One `kubernetes` entry of a scraper spec, as config-db spells it. `maxInflight` is config-db's
 * spelling of `maxInFlight`. Accepted so that existing ScrapeConfigs load, changing nothing here yet:
 * `relationships` (a list), `watch`, `useCache`, `allowIncomplete`, `scope`, `since`, `retention`,
 * `format`, `schedule`, `health`, `status`. (The transform fields are read and applied for every
 * type: see baseScraperShape.)
 */
export const kubernetesScraperSchema = specObject({
  ...baseScraperShape,
  clusterName: specString(),
  namespace: namespaceSchema,
  selector: specString(),
  fieldSelector: specString(),
  kubeconfig: secretValueSchema,
  connection: specString(),
  exclusions: exclusionsSchema,
  event: eventSchema,
  maxInflight: inFlightSchema(),
  maxInFlight: inFlightSchema(),
  relationships: z.array(z.unknown(), { error: 'must be a list' }).nullish(),
  watch: ignoredKey(),
  useCache: ignoredKey(),
  allowIncomplete: ignoredKey(),
  scope: ignoredKey(),
  since: ignoredKey(),
  retention: ignoredKey(),
  format: ignoredKey(),
  schedule: ignoredKey(),
  health: ignoredKey(),
  status: ignoredKey(),
}).transform(
  ({ event, maxInflight, relationships: _relationships, watch: _watch, useCache: _useCache, allowIncomplete: _allowIncomplete, scope: _scope, since: _since, retention: _retention, format: _format, schedule: _schedule, health: _health, status: _status, ...entry }): KubernetesScraperSpec => ({
    ...entry,
    clusterName: entry.clusterName ?? DEFAULT_CLUSTER_NAME,
    eventExclusions: event,
    maxInFlight: maxInflight ?? entry.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT,
  }),
);
