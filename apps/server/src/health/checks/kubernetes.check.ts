import { isPlainObject } from '#src/spec/spec-reader.ts';
import { defineCheckType, type CheckType, type ProbeContext, type ProbeResult } from './check-type.ts';
import { resolveKubernetesAccess } from './kubernetes-access.ts';
import { listKubernetesResources } from '#src/protocols/kubernetes/kubernetes-api.client.ts';
import { findKubernetesKind, kubernetesListPath, type KubernetesKind } from './kubernetes-kinds.ts';
import type { KubernetesAccess } from '#src/protocols/kubernetes/kubernetes-kubeconfig.ts';
import { kubernetesResourceStatus, type KubernetesResourceStatus } from '#src/protocols/kubernetes/kubernetes-resource-status.ts';
import { kubernetesCheckSchema, kubernetesEndpoint, type KubernetesCheckSpec, type KubernetesSelector } from './kubernetes-check.schema.ts';

export type { KubernetesCheckSpec } from './kubernetes-check.schema.ts';

type Resource = Record<string, unknown>;

const MAX_NAMES_SHOWN = 5;
const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration';

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${escaped}$`);
}

function metadataOf(resource: Resource): Record<string, unknown> {
  return isPlainObject(resource.metadata) ? resource.metadata : {};
}

const nameOf = (resource: Resource) => String(metadataOf(resource).name ?? '');
const namespaceOf = (resource: Resource) => (typeof metadataOf(resource).namespace === 'string' ? (metadataOf(resource).namespace as string) : undefined);
const displayName = (resource: Resource) => [namespaceOf(resource), nameOf(resource)].filter(Boolean).join('/');

/** The resource as the check's expressions see it: without bookkeeping, and never a secret's values. */
function forData(kind: KubernetesKind, resource: Resource, healthStatus: KubernetesResourceStatus): Resource {
  const { managedFields: _managed, annotations, ...metadata } = metadataOf(resource);
  const keptAnnotations = isPlainObject(annotations) ? Object.fromEntries(Object.entries(annotations).filter(([key]) => key !== LAST_APPLIED)) : annotations;
  const { data: _data, stringData: _stringData, ...rest } = resource;
  const body = kind.kind === 'Secret' ? rest : resource;
  return { ...body, apiVersion: kind.apiVersion, kind: kind.kind, metadata: { ...metadata, ...(keptAnnotations ? { annotations: keptAnnotations } : {}) }, healthStatus };
}

function resourceFieldSelector(selector: KubernetesSelector): string | undefined {
  const parts = [selector.name !== undefined ? `metadata.name=${selector.name}` : undefined, selector.fieldSelector].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(',') : undefined;
}

/** The namespaces to look in; `[undefined]` means all of them at once (or a cluster-wide kind). */
async function namespacesToSearch(spec: KubernetesCheckSpec, kind: KubernetesKind, access: KubernetesAccess, signal: AbortSignal): Promise<(string | undefined)[]> {
  const { name, labelSelector, fieldSelector } = spec.namespaceSelector;
  if (!kind.namespaced) return [undefined];
  if (name !== undefined) return [name];
  if (labelSelector === undefined && fieldSelector === undefined) return [undefined];
  const namespaces = await listKubernetesResources(access, '/api/v1/namespaces', { labelSelector, fieldSelector }, signal);
  return namespaces.map(nameOf);
}

function summary(label: string, failed: { resource: Resource; status: KubernetesResourceStatus }[], total: number, kind: string): string {
  const shown = failed.slice(0, MAX_NAMES_SHOWN).map(({ resource, status }) => `${displayName(resource)} (${status.message || status.status})`);
  const more = failed.length > MAX_NAMES_SHOWN ? ` and ${failed.length - MAX_NAMES_SHOWN} more` : '';
  return `${failed.length} of ${total} ${kind} ${label}: ${shown.join(', ')}${more}`;
}

async function probe(spec: KubernetesCheckSpec, context: ProbeContext): Promise<ProbeResult> {
  const kindInfo = findKubernetesKind(spec.kind);
  if (!kindInfo) return { pass: false, message: `${spec.kind} is not supported`, error: `${spec.kind} is not supported`, data: {} };
  let found: Resource[] = [];
  try {
    const access = await resolveKubernetesAccess(spec, context);
    const namespaces = await namespacesToSearch(spec, kindInfo, access, context.signal);
    const options = { labelSelector: spec.resource.labelSelector, fieldSelector: resourceFieldSelector(spec.resource) };
    for (const namespace of namespaces) {
      found.push(...(await listKubernetesResources(access, kubernetesListPath(kindInfo, namespace), options, context.signal)));
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { pass: false, message: reason, error: reason, data: {} };
  }
  const ignored = spec.ignore.map(globToRegExp);
  found = found.filter((resource) => !ignored.some((pattern) => pattern.test(nameOf(resource))));
  const judged = found.map((resource) => ({ resource, status: kubernetesResourceStatus(kindInfo.kind, resource) }));
  const data = { resources: judged.map(({ resource, status }) => forData(kindInfo, resource, status)) };
  const kind = kindInfo.kind;
  if (judged.length === 0) {
    const where = kubernetesEndpoint(kind, spec.namespaceSelector, spec.resource);
    return { pass: false, message: `no ${kind} matched (${where})`, data };
  }
  const problems: string[] = [];
  const notReady = judged.filter(({ status }) => !status.ready);
  if (spec.ready && notReady.length > 0) problems.push(summary('not ready', notReady, judged.length, kind));
  const unhealthy = judged.filter(({ status }) => !status.healthy);
  if (spec.healthy && unhealthy.length > 0) problems.push(summary('unhealthy', unhealthy, judged.length, kind));
  if (problems.length > 0) return { pass: false, message: problems.join('; '), data };
  const verdicts = [spec.ready ? 'all ready' : undefined, spec.healthy ? 'all healthy' : undefined].filter(Boolean);
  return { pass: true, message: [`${judged.length} ${kind} found`, ...verdicts].join(', '), data };
}

/**
 * Lists resources of one kind in the namespaces the `namespaceSelector` picks, narrowed by the
 * `resource` selector and `ignore` patterns. Fails when none match, and with `ready: true` /
 * `healthy: true` when any is not ready / reports a failing condition. Data: `resources`, each
 * with its `healthStatus` ({ready, healthy, status, message}).
 */
export const kubernetesCheck: CheckType<KubernetesCheckSpec> = defineCheckType({
  type: 'kubernetes',
  schema: kubernetesCheckSchema,
  examples: [{ name: 'pods ready', kind: 'Pod', namespaceSelector: { name: 'default' }, ready: true }],
  endpoint: (spec) => kubernetesEndpoint(spec.kind, spec.namespaceSelector, spec.resource),
  run: probe,
});
