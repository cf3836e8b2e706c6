import { emptyScrapeResult, type ScrapeResult } from '../scrape-result.ts';
import { defineScraperType, type ScraperContext, type ScraperType } from '../scraper-type.ts';
import { readKubernetesCluster } from './kubernetes-cluster.reader.ts';
import { kubernetesEventChanges } from './kubernetes-event.mapper.ts';
import { isExcludedResource } from './kubernetes-exclusions.ts';
import { kubernetesInsights } from './kubernetes-insights.ts';
import { kubernetesItems, metadataOf } from './kubernetes-item.mapper.ts';
import { kubernetesRelationships } from './kubernetes-relationships.ts';
import { resolveScraperAccess } from './kubernetes-scraper-access.ts';
import { kubernetesScraperSchema, type KubernetesScraperSpec } from './kubernetes-scraper.schema.ts';

export type { KubernetesScraperSpec } from './kubernetes-scraper.schema.ts';

async function scrape(spec: KubernetesScraperSpec, context: ScraperContext): Promise<ScrapeResult> {
  const kubeconfig = await resolveScraperAccess(spec, context);
  const snapshot = await readKubernetesCluster(kubeconfig, spec, context.signal);
  // A group served in two versions (an old alias and its successor) lists the same objects twice.
  const seen = new Set<string>();
  const kept = snapshot.resources.filter(({ kind, resource }) => {
    const key = `${kind.kind}/${String(metadataOf(resource).uid ?? `${kind.apiVersion}/${String(metadataOf(resource).namespace)}/${String(metadataOf(resource).name)}`)}`;
    if (seen.has(key) || isExcludedResource(kind.kind, resource, spec.exclusions)) return false;
    seen.add(key);
    return true;
  });
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
  result.analysis = kubernetesInsights(kept).filter((insight) => isKnown(insight.config));
  return result;
}

/**
 * Scrapes a Kubernetes cluster through `@kubernetes/client-node`: every kind discovery finds (custom
 * resources included; Secrets and the noisy kinds of docs/decisions/0014 excepted) becomes
 * `Kubernetes::<Kind>` items with health, owner parents and Service/Node to Pod links; events become
 * changes and resources in trouble insights. A kubeconfig that cannot be used or a server that
 * cannot be reached fails the run; a kind that cannot be listed is reported and the rest kept.
 */
export const kubernetesScraper: ScraperType<KubernetesScraperSpec> = defineScraperType({
  type: 'kubernetes',
  schema: kubernetesScraperSchema,
  examples: [{ clusterName: 'local', kubeconfig: '/etc/vigil/kubeconfig.yaml' }],
  run: scrape,
});
