import { listKubernetesResources } from '../../../health/checks/kubernetes-api.client.ts';
import { kubernetesListPath, type KubernetesKind } from '../../../health/checks/kubernetes-kinds.ts';
import type { KubernetesAccess } from '../../../health/checks/kubernetes-kubeconfig.ts';
import type { KubernetesScraperSpec } from './kubernetes-scraper-spec.reader.ts';
import { KUBERNETES_EVENT_KIND, SCRAPED_KUBERNETES_KINDS } from './kubernetes-scraped-kinds.ts';

export type KubernetesResource = Record<string, unknown>;

/** What one read of a cluster found: resources by kind, events, and kinds that could not be listed. */
export interface ClusterSnapshot {
  resources: { kind: KubernetesKind; resource: KubernetesResource }[];
  events: KubernetesResource[];
  errors: string[];
}

/**
 * Lists every scraped kind (in the spec's namespace, or all of them) with the spec's selectors, and
 * the events. The namespaces are read first: when that fails the cluster cannot be read at all and
 * the error is thrown; a kind that fails later is reported and the others are kept.
 */
export async function readKubernetesCluster(access: KubernetesAccess, spec: KubernetesScraperSpec, signal: AbortSignal): Promise<ClusterSnapshot> {
  const options = { labelSelector: spec.selector, fieldSelector: spec.fieldSelector };
  const snapshot: ClusterSnapshot = { resources: [], events: [], errors: [] };
  const [namespaceKind, ...others] = SCRAPED_KUBERNETES_KINDS;
  const namespaceOptions = spec.namespace !== undefined ? { fieldSelector: `metadata.name=${spec.namespace}` } : {};
  const namespaces = await listKubernetesResources(access, kubernetesListPath(namespaceKind!), namespaceOptions, signal);
  snapshot.resources.push(...namespaces.map((resource) => ({ kind: namespaceKind!, resource })));
  for (const kind of others) {
    signal.throwIfAborted();
    try {
      const found = await listKubernetesResources(access, kubernetesListPath(kind, spec.namespace), options, signal);
      snapshot.resources.push(...found.map((resource) => ({ kind, resource })));
    } catch (error) {
      if (signal.aborted) throw error;
      if (!/ 404 /.test((error as Error).message)) snapshot.errors.push((error as Error).message);
    }
  }
  try {
    snapshot.events = await listKubernetesResources(access, kubernetesListPath(KUBERNETES_EVENT_KIND, spec.namespace), {}, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    snapshot.errors.push((error as Error).message);
  }
  return snapshot;
}
