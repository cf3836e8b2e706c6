/** One kind of resource the cluster serves, as discovery describes it. */
export interface KubernetesResourceKind {
  kind: string;
  /** `v1` for the core group, `apps/v1`, `cert-manager.io/v1`, ... */
  apiVersion: string;
  /** The resource name in API paths (`pods`, `certificates`). */
  plural: string;
  namespaced: boolean;
}

/**
 * Resources never listed, by name in any group (see docs/decisions/0014): secrets so that their values
 * are never stored; events, read separately as changes; leases and endpoints, rewritten every few
 * seconds or at every pod restart, which would turn into endless changes; componentstatuses,
 * deprecated and answered by probing the control plane.
 */
export const EXCLUDED_RESOURCES: ReadonlySet<string> = new Set(['secrets', 'events', 'leases', 'endpoints', 'endpointslices', 'componentstatuses']);

/** Groups never listed: metrics are live samples, not configuration. */
export const EXCLUDED_GROUPS: ReadonlySet<string> = new Set(['metrics.k8s.io']);

/** Where the events are listed; they become changes rather than items. */
export const KUBERNETES_EVENT_KIND: KubernetesResourceKind = { kind: 'Event', apiVersion: 'v1', plural: 'events', namespaced: true };

/** Kinds whose spec and status say whether they are healthy; others are judged by a `Ready` condition if they have one. */
export const KINDS_WITH_HEALTH = new Set(['Pod', 'Deployment', 'ReplicaSet', 'StatefulSet', 'DaemonSet', 'Node', 'Job']);

/** `Kubernetes::Pod` */
export function kubernetesConfigType(kind: string): string {
  return `Kubernetes::${kind}`;
}

/** The list path: in one namespace, or across all of them when `namespace` is undefined. */
export function kubernetesListPath(kind: KubernetesResourceKind, namespace?: string): string {
  const prefix = kind.apiVersion.includes('/') ? `/apis/${kind.apiVersion}` : `/api/${kind.apiVersion}`;
  const scope = kind.namespaced && namespace !== undefined ? `/namespaces/${encodeURIComponent(namespace)}` : '';
  return `${prefix}${scope}/${kind.plural}`;
}
