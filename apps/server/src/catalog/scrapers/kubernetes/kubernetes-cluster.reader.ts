import { setMaxListeners } from 'node:events';
import type { KubeConfig } from '@kubernetes/client-node';
import { KubernetesApiSession, type KubernetesObject } from './kubernetes-api.session.ts';
import { discoverKubernetesKinds } from './kubernetes-discovery.ts';
import { isExcludedKind } from './kubernetes-exclusions.ts';
import { mapInFlight } from './kubernetes-request-pool.ts';
import type { KubernetesScraperSpec } from './kubernetes-scraper.schema.ts';
import { KUBERNETES_EVENT_KIND, kubernetesListPath, type KubernetesResourceKind } from './kubernetes-scraped-kinds.ts';

export type KubernetesResource = KubernetesObject;

/** What one read of a cluster found: resources by kind, events, and what could not be read. */
export interface ClusterSnapshot {
  resources: { kind: KubernetesResourceKind; resource: KubernetesResource }[];
  events: KubernetesResource[];
  errors: string[];
}

const isNamespaceKind = (kind: KubernetesResourceKind) => kind.kind === 'Namespace' && kind.apiVersion === 'v1';

/**
 * Namespaces are listed whatever the selectors, so that every namespaced item has its namespace as
 * parent; with a `namespace`, only that one. Other kinds take the spec's selectors, and namespaced
 * kinds are listed in the spec's namespace (cluster-scoped kinds still cluster-wide).
 */
function listRequest(kind: KubernetesResourceKind, spec: KubernetesScraperSpec): { path: string; options: { labelSelector?: string | undefined; fieldSelector?: string | undefined } } {
  if (isNamespaceKind(kind)) {
    return { path: kubernetesListPath(kind), options: spec.namespace !== undefined ? { fieldSelector: `metadata.name=${spec.namespace}` } : {} };
  }
  return { path: kubernetesListPath(kind, spec.namespace), options: { labelSelector: spec.selector, fieldSelector: spec.fieldSelector } };
}

/**
 * Reads the cluster a kubeconfig names: discovers every kind it serves, lists each one that is not
 * excluded, and lists the events. Discovery failing (a refused connection or login) is thrown; a kind
 * that cannot be listed (forbidden to this login, say) is reported and the others are kept.
 */
export async function readKubernetesCluster(kubeconfig: KubeConfig, spec: KubernetesScraperSpec, signal: AbortSignal): Promise<ClusterSnapshot> {
  // Each request in flight listens for the scrape being stopped; the default ceiling of 10 would warn.
  setMaxListeners(spec.maxInFlight + 10, signal);
  const session = new KubernetesApiSession(kubeconfig);
  const discovery = await discoverKubernetesKinds(session, signal);
  const kinds = discovery.kinds.filter((kind) => !isExcludedKind(kind.kind, spec.exclusions));
  const snapshot: ClusterSnapshot = { resources: [], events: [], errors: [...discovery.errors] };
  const listed = await mapInFlight(kinds, async (kind) => {
    const { path, options } = listRequest(kind, spec);
    try {
      return { kind, found: await session.list(path, options, signal) };
    } catch (error) {
      if (signal.aborted) throw error;
      return { kind, error: (error as Error).message };
    }
  }, spec.maxInFlight);
  for (const answer of listed) {
    if (answer.error !== undefined) snapshot.errors.push(answer.error);
    else snapshot.resources.push(...answer.found.map((resource) => ({ kind: answer.kind, resource })));
  }
  try {
    snapshot.events = await session.list(kubernetesListPath(KUBERNETES_EVENT_KIND, spec.namespace), {}, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    snapshot.errors.push((error as Error).message);
  }
  return snapshot;
}
