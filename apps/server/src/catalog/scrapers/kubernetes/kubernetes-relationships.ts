import { isPlainObject } from '#src/spec/spec-reader.ts';
import type { ScrapedRelationship } from '../scrape-result.ts';
import type { KubernetesResource } from './kubernetes-cluster.reader.ts';
import { metadataOf } from './kubernetes-item.mapper.ts';
import { kubernetesConfigType } from './kubernetes-scraped-kinds.ts';

type Listed = { kind: { kind: string }; resource: KubernetesResource };

function stringMap(value: unknown): Record<string, string> {
  if (!isPlainObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const uidOf = (resource: KubernetesResource): string | undefined => (typeof metadataOf(resource).uid === 'string' ? (metadataOf(resource).uid as string) : undefined);

/**
 * Soft links the API implies without owner references: a Service to each Pod its selector picks in
 * its namespace, and a Node to each Pod scheduled on it.
 */
export function kubernetesRelationships(listed: Listed[]): ScrapedRelationship[] {
  const pods = listed.filter((l) => l.kind.kind === 'Pod').map((l) => l.resource);
  const nodeUids = new Map(listed.filter((l) => l.kind.kind === 'Node').map((l) => [String(metadataOf(l.resource).name), uidOf(l.resource)]));
  const relationships: ScrapedRelationship[] = [];
  for (const { resource: service } of listed.filter((l) => l.kind.kind === 'Service')) {
    const selector = stringMap(isPlainObject(service.spec) ? service.spec.selector : undefined);
    const serviceUid = uidOf(service);
    if (serviceUid === undefined || Object.keys(selector).length === 0) continue;
    const namespace = metadataOf(service).namespace;
    for (const pod of pods) {
      const labels = stringMap(metadataOf(pod).labels);
      const podUid = uidOf(pod);
      if (podUid === undefined || metadataOf(pod).namespace !== namespace) continue;
      if (!Object.entries(selector).every(([key, value]) => labels[key] === value)) continue;
      relationships.push({ from: { type: kubernetesConfigType('Service'), externalId: serviceUid }, to: { type: kubernetesConfigType('Pod'), externalId: podUid }, relation: 'ServicePod' });
    }
  }
  for (const pod of pods) {
    const nodeName = isPlainObject(pod.spec) ? pod.spec.nodeName : undefined;
    const nodeUid = typeof nodeName === 'string' ? nodeUids.get(nodeName) : undefined;
    const podUid = uidOf(pod);
    if (nodeUid === undefined || podUid === undefined) continue;
    relationships.push({ from: { type: kubernetesConfigType('Node'), externalId: nodeUid }, to: { type: kubernetesConfigType('Pod'), externalId: podUid }, relation: 'NodePod' });
  }
  return relationships;
}
