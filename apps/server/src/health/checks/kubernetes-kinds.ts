/** Where the Kubernetes API lists one kind of resource. */
export interface KubernetesKind {
  kind: string;
  /** `v1` for the core group, `apps/v1`, `batch/v1`, ... */
  apiVersion: string;
  /** The resource name in API paths (`pods`, `deployments`). */
  plural: string;
  namespaced: boolean;
}

const KINDS: readonly KubernetesKind[] = [
  { kind: 'Pod', apiVersion: 'v1', plural: 'pods', namespaced: true },
  { kind: 'Service', apiVersion: 'v1', plural: 'services', namespaced: true },
  { kind: 'ConfigMap', apiVersion: 'v1', plural: 'configmaps', namespaced: true },
  { kind: 'Secret', apiVersion: 'v1', plural: 'secrets', namespaced: true },
  { kind: 'PersistentVolumeClaim', apiVersion: 'v1', plural: 'persistentvolumeclaims', namespaced: true },
  { kind: 'Namespace', apiVersion: 'v1', plural: 'namespaces', namespaced: false },
  { kind: 'Node', apiVersion: 'v1', plural: 'nodes', namespaced: false },
  { kind: 'Deployment', apiVersion: 'apps/v1', plural: 'deployments', namespaced: true },
  { kind: 'StatefulSet', apiVersion: 'apps/v1', plural: 'statefulsets', namespaced: true },
  { kind: 'DaemonSet', apiVersion: 'apps/v1', plural: 'daemonsets', namespaced: true },
  { kind: 'ReplicaSet', apiVersion: 'apps/v1', plural: 'replicasets', namespaced: true },
  { kind: 'Job', apiVersion: 'batch/v1', plural: 'jobs', namespaced: true },
  { kind: 'CronJob', apiVersion: 'batch/v1', plural: 'cronjobs', namespaced: true },
];

export const SUPPORTED_KUBERNETES_KINDS = KINDS.map((k) => k.kind);

/** The kind named in a spec (`Pod`, `pod`, `pods`), or undefined when it is not one we can list. */
export function findKubernetesKind(name: string): KubernetesKind | undefined {
  const wanted = name.trim().toLowerCase();
  return KINDS.find((k) => k.kind.toLowerCase() === wanted || k.plural === wanted);
}

/** The list path: in one namespace, or across all of them when `namespace` is undefined. */
export function kubernetesListPath(kind: KubernetesKind, namespace?: string): string {
  const prefix = kind.apiVersion === 'v1' ? '/api/v1' : `/apis/${kind.apiVersion}`;
  const scope = kind.namespaced && namespace !== undefined ? `/namespaces/${encodeURIComponent(namespace)}` : '';
  return `${prefix}${scope}/${kind.plural}`;
}
