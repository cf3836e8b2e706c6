import type { KubernetesKind } from '../../../health/checks/kubernetes-kinds.ts';

/**
 * The kinds a scrape lists: the common built-in ones of every cluster. Secrets are left out so that
 * their values are never stored; events are read separately, as changes.
 */
export const SCRAPED_KUBERNETES_KINDS: readonly KubernetesKind[] = [
  { kind: 'Namespace', apiVersion: 'v1', plural: 'namespaces', namespaced: false },
  { kind: 'Node', apiVersion: 'v1', plural: 'nodes', namespaced: false },
  { kind: 'PersistentVolume', apiVersion: 'v1', plural: 'persistentvolumes', namespaced: false },
  { kind: 'StorageClass', apiVersion: 'storage.k8s.io/v1', plural: 'storageclasses', namespaced: false },
  { kind: 'Pod', apiVersion: 'v1', plural: 'pods', namespaced: true },
  { kind: 'Service', apiVersion: 'v1', plural: 'services', namespaced: true },
  { kind: 'ConfigMap', apiVersion: 'v1', plural: 'configmaps', namespaced: true },
  { kind: 'ServiceAccount', apiVersion: 'v1', plural: 'serviceaccounts', namespaced: true },
  { kind: 'PersistentVolumeClaim', apiVersion: 'v1', plural: 'persistentvolumeclaims', namespaced: true },
  { kind: 'Deployment', apiVersion: 'apps/v1', plural: 'deployments', namespaced: true },
  { kind: 'ReplicaSet', apiVersion: 'apps/v1', plural: 'replicasets', namespaced: true },
  { kind: 'StatefulSet', apiVersion: 'apps/v1', plural: 'statefulsets', namespaced: true },
  { kind: 'DaemonSet', apiVersion: 'apps/v1', plural: 'daemonsets', namespaced: true },
  { kind: 'Job', apiVersion: 'batch/v1', plural: 'jobs', namespaced: true },
  { kind: 'CronJob', apiVersion: 'batch/v1', plural: 'cronjobs', namespaced: true },
  { kind: 'Ingress', apiVersion: 'networking.k8s.io/v1', plural: 'ingresses', namespaced: true },
  { kind: 'HorizontalPodAutoscaler', apiVersion: 'autoscaling/v2', plural: 'horizontalpodautoscalers', namespaced: true },
];

export const KUBERNETES_EVENT_KIND: KubernetesKind = { kind: 'Event', apiVersion: 'v1', plural: 'events', namespaced: true };

/** Kinds whose status conditions say whether they are healthy; the health of others is unknown. */
export const KINDS_WITH_HEALTH = new Set(['Pod', 'Deployment', 'ReplicaSet', 'StatefulSet', 'DaemonSet', 'Node', 'Job']);

/** `Kubernetes::Pod` */
export function kubernetesConfigType(kind: string): string {
  return `Kubernetes::${kind}`;
}
