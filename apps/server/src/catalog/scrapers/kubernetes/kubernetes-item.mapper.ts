import { kubernetesResourceStatus } from '#src/protocols/kubernetes/kubernetes-resource-status.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { extractConfigItems } from '../base/config-item-extractor.ts';
import type { ConfigHealth, ConfigRef, ScrapedItem } from '../scrape-result.ts';
import type { KubernetesResource } from './kubernetes-cluster.reader.ts';
import type { KubernetesScraperSpec } from './kubernetes-scraper.schema.ts';
import { KINDS_WITH_HEALTH, kubernetesConfigType, type KubernetesResourceKind } from './kubernetes-scraped-kinds.ts';

type Metadata = Record<string, unknown>;

export function metadataOf(resource: KubernetesResource): Metadata {
  return isPlainObject(resource.metadata) ? resource.metadata : {};
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The resource as stored: with its kind and apiVersion (lists leave them out), without managedFields. */
function storedConfig(kind: KubernetesResourceKind, resource: KubernetesResource): KubernetesResource {
  const { managedFields: _managed, ...metadata } = metadataOf(resource);
  return { apiVersion: kind.apiVersion, kind: kind.kind, ...resource, metadata };
}

/** The controlling owner (ReplicaSet of a Pod, Deployment of a ReplicaSet), else the namespace. */
function parentOf(metadata: Metadata, namespaceUids: ReadonlyMap<string, string>): ConfigRef | undefined {
  const owners = Array.isArray(metadata.ownerReferences) ? metadata.ownerReferences.filter(isPlainObject) : [];
  const owner = owners.find((o) => o.controller === true) ?? owners[0];
  if (owner && text(owner.kind) && text(owner.uid)) return { type: kubernetesConfigType(owner.kind as string), externalId: owner.uid as string };
  const namespace = text(metadata.namespace);
  const namespaceUid = namespace === undefined ? undefined : namespaceUids.get(namespace);
  return namespaceUid === undefined ? undefined : { type: kubernetesConfigType('Namespace'), externalId: namespaceUid };
}

/** A `Ready` condition, as custom resources (certificates, issuers, ...) commonly report their state. */
function readyConditionHealth(resource: KubernetesResource): Pick<ScrapedItem, 'health' | 'status' | 'ready' | 'description'> | undefined {
  const status = isPlainObject(resource.status) ? resource.status : {};
  const conditions = Array.isArray(status.conditions) ? status.conditions.filter(isPlainObject) : [];
  const ready = conditions.find((condition) => condition.type === 'Ready');
  if (!ready) return undefined;
  const description = text(ready.message);
  if (ready.status === 'True') return { health: 'healthy', status: 'Ready', ready: true, description };
  const health: ConfigHealth = ready.status === 'False' ? 'unhealthy' : 'warning';
  return { health, status: text(ready.reason) ?? 'NotReady', ready: false, description };
}

function healthOf(kind: string, resource: KubernetesResource): Pick<ScrapedItem, 'health' | 'status' | 'ready' | 'description'> {
  if (!KINDS_WITH_HEALTH.has(kind)) return readyConditionHealth(resource) ?? { health: 'unknown' };
  const judged = kubernetesResourceStatus(kind, resource);
  const health: ConfigHealth = !judged.healthy ? 'unhealthy' : judged.ready ? 'healthy' : 'warning';
  return { health, status: judged.status, ready: judged.ready, description: judged.message || undefined };
}

function dateOf(value: unknown): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/**
 * The catalog items of one resource: `Kubernetes::<Kind>` identified by its uid, named by its name,
 * tagged with its cluster and namespace, labelled with its labels, with health from its status
 * conditions and its owner (or namespace) as parent. The spec's base fields may override id, name
 * and type as for any scraper.
 */
export function kubernetesItems(
  kind: KubernetesResourceKind,
  resource: KubernetesResource,
  spec: KubernetesScraperSpec,
  namespaceUids: ReadonlyMap<string, string>,
): { items: ScrapedItem[]; errors: string[] } {
  const metadata = metadataOf(resource);
  const namespace = text(metadata.namespace);
  const config = storedConfig(kind, resource);
  const defaults = { id: text(metadata.uid), name: text(metadata.name), type: kubernetesConfigType(kind.kind), class: kind.kind };
  const { items, errors } = extractConfigItems([{ config, defaults }], spec);
  const tags = { ...spec.tags, cluster: spec.clusterName, ...(namespace !== undefined ? { namespace } : {}) };
  const enriched = items.map((item) => ({
    ...item,
    tags,
    ...healthOf(kind.kind, resource),
    parent: parentOf(metadata, namespaceUids),
    createdAt: dateOf(metadata.creationTimestamp),
  }));
  return { items: enriched, errors };
}
