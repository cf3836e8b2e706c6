import { isPlainObject } from '#src/spec/spec-reader.ts';
import type { KubernetesObject } from './kubernetes-api.session.ts';
import { metadataOf } from './kubernetes-item.mapper.ts';
import { kubernetesNamePattern } from './kubernetes-name-pattern.ts';
import type { KubernetesExclusion } from './kubernetes-scraper.schema.ts';

function anyMatches(patterns: string[] | undefined, value: unknown): boolean {
  return patterns === undefined || patterns.some((p) => kubernetesNamePattern(p).test(typeof value === 'string' ? value : ''));
}

const hasCriteria = (e: KubernetesExclusion) => e.name !== undefined || e.namespace !== undefined || e.kind !== undefined || e.labels !== undefined;

/** Whether a resource of `kind` is left out: every field an exclusion gives must match. */
export function isExcludedResource(kind: string, resource: KubernetesObject, exclusions: KubernetesExclusion[]): boolean {
  const metadata = metadataOf(resource);
  const labels = isPlainObject(metadata.labels) ? metadata.labels : {};
  return exclusions.some(
    (e) =>
      hasCriteria(e) &&
      anyMatches(e.name, metadata.name) &&
      anyMatches(e.namespace, metadata.namespace) &&
      anyMatches(e.kind, kind) &&
      Object.entries(e.labels ?? {}).every(([key, value]) => labels[key] === value),
  );
}

/** Whether every resource of `kind` is left out, so that it need not be listed at all. */
export function isExcludedKind(kind: string, exclusions: KubernetesExclusion[]): boolean {
  return exclusions.some((e) => e.kind !== undefined && e.name === undefined && e.namespace === undefined && e.labels === undefined && anyMatches(e.kind, kind));
}
