import { isPlainObject } from '../../../health/spec/spec-reader.ts';
import { emptyScrapeResult, type ScrapeResult } from '../scrape-result.ts';
import type { ScraperContext, ScraperType } from '../scraper-type.ts';
import { readKubernetesCluster, type KubernetesResource } from './kubernetes-cluster.reader.ts';
import { kubernetesEventChanges } from './kubernetes-event.mapper.ts';
import { kubernetesItems, metadataOf } from './kubernetes-item.mapper.ts';
import { kubernetesRelationships } from './kubernetes-relationships.ts';
import { resolveScraperAccess } from './kubernetes-scraper-access.ts';
import { parseKubernetesScraperSpec, type KubernetesExclusion, type KubernetesScraperSpec } from './kubernetes-scraper-spec.reader.ts';
import { kubernetesNamePattern } from './kubernetes-name-pattern.ts';

export type { KubernetesScraperSpec } from './kubernetes-scraper-spec.reader.ts';

function anyMatches(patterns: string[] | undefined, value: unknown): boolean {
  return patterns === undefined || patterns.some((p) => kubernetesNamePattern(p).test(typeof value === 'string' ? value : ''));
}

function isExcluded(kind: string, resource: KubernetesResource, exclusions: KubernetesExclusion[]): boolean {
  const metadata = metadataOf(resource);
  const labels = isPlainObject(metadata.labels) ? metadata.labels : {};
  const hasCriteria = (e: KubernetesExclusion) => e.name !== undefined || e.namespace !== undefined || e.kind !== undefined || e.labels !== undefined;
  return exclusions.some(
    (e) =>
      hasCriteria(e) &&
      anyMatches(e.name, metadata.name) &&
      anyMatches(e.namespace, metadata.namespace) &&
      anyMatches(e.kind, kind) &&
      Object.entries(e.labels ?? {}).every(([key, value]) => labels[key] === value),
  );
}

async function scrape(spec: KubernetesScraperSpec, context: ScraperContext): Promise<ScrapeResult> {
  const access = await resolveScraperAccess(spec, context);
  const snapshot = await readKubernetesCluster(access, spec, context.signal);
  const kept = snapshot.resources.filter(({ kind, resource }) => !isExcluded(kind.kind, resource, spec.exclusions));
  const namespaceUids = new Map(
    kept.filter(({ kind }) => kind.kind === 'Namespace').map(({ resource }) => [String(metadataOf(resource).name), String(metadataOf(resource).uid)]),
  );
  const result = emptyScrapeResult();
  result.errors.push(...snapshot.errors);
  for (const { kind, resource } of kept) {
    const { items, errors } = kubernetesItems(kind, resource, spec, namespaceUids);
    result.items.push(...items);
    result.errors.push(...errors);
  }
  const known = new Set(result.items.map((item) => `${item.type}/${item.externalId[0]}`));
  const isKnown = (ref: { type: string; externalId: string }) => known.has(`${ref.type}/${ref.externalId}`);
  result.relationships = kubernetesRelationships(kept).filter((r) => isKnown(r.from) && isKnown(r.to));
  result.changes = kubernetesEventChanges(snapshot.events, spec.eventExclusions).filter((change) => isKnown(change.config));
  return result;
}

/**
 * Scrapes a Kubernetes cluster: every common kind (Secrets excepted) becomes `Kubernetes::<Kind>`
 * items with health, owner parents and Service/Node to Pod links, and events become changes. A
 * kubeconfig that cannot be used or a server that cannot be reached fails the run.
 */
export const kubernetesScraper: ScraperType<KubernetesScraperSpec> = {
  type: 'kubernetes',
  parse: parseKubernetesScraperSpec,
  scrape,
};
