import { isPlainObject } from '#src/spec/spec-reader.ts';
import type { ScrapedAnalysis } from '../scrape-result.ts';
import type { KubernetesResource } from './kubernetes-cluster.reader.ts';
import { metadataOf } from './kubernetes-item.mapper.ts';
import { kubernetesConfigType } from './kubernetes-scraped-kinds.ts';

type Listed = { kind: { kind: string }; resource: KubernetesResource };
type Obj = Record<string, unknown>;

/** Waiting reasons a container does not recover from by itself. */
const STUCK_REASONS = new Set(['CrashLoopBackOff', 'ImagePullBackOff', 'ErrImagePull', 'InvalidImageName', 'CreateContainerConfigError', 'CreateContainerError', 'RunContainerError']);
/** Restarts above this many are worth a look even when the container runs now. */
export const RESTART_THRESHOLD = 5;
const SOURCE = 'kubernetes';

const obj = (value: unknown): Obj => (isPlainObject(value) ? value : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const list = (value: unknown): Obj[] => (Array.isArray(value) ? value.filter(isPlainObject) : []);

function describe(resource: KubernetesResource): string {
  const { namespace, name } = metadataOf(resource);
  return typeof namespace === 'string' ? `${namespace}/${text(name)}` : text(name);
}

/**
 * One insight per stuck reason (analyses are kept one per item and analyzer, so several containers
 * stuck for the same reason share one), and one for containers restarted too often.
 */
function podInsights(pod: KubernetesResource, uid: string): ScrapedAnalysis[] {
  const status = obj(pod.status);
  const containers = [...list(status.initContainerStatuses), ...list(status.containerStatuses)];
  const config = { type: kubernetesConfigType('Pod'), externalId: uid };
  const insights: ScrapedAnalysis[] = [];
  const stuck = new Map<string, { name: string; message: string }[]>();
  for (const container of containers) {
    const waiting = obj(obj(container.state).waiting);
    const reason = text(waiting.reason);
    if (STUCK_REASONS.has(reason)) stuck.set(reason, [...(stuck.get(reason) ?? []), { name: text(container.name), message: text(waiting.message) }]);
  }
  for (const [reason, found] of stuck) {
    const names = found.map((c) => c.name).join(', ');
    insights.push({
      config,
      analyzer: `${SOURCE}/${reason}`,
      analysisType: 'availability',
      severity: 'high',
      summary: `${found.length === 1 ? 'Container' : 'Containers'} ${names} in ${reason}`,
      message: `${found.length === 1 ? 'Container' : 'Containers'} ${names} of pod ${describe(pod)} ${found.length === 1 ? 'is' : 'are'} waiting in ${reason}${found[0]!.message ? `: ${found[0]!.message}` : ''}`,
      analysis: { reason, containers: found },
      source: SOURCE,
    });
  }
  const restarted = containers.filter((c) => count(c.restartCount) > RESTART_THRESHOLD).map((c) => ({ name: text(c.name), restarts: count(c.restartCount) }));
  if (restarted.length > 0) {
    const phrases = restarted.map((c) => `${c.name} restarted ${c.restarts} times`).join(', ');
    insights.push({
      config,
      analyzer: `${SOURCE}/RestartCount`,
      analysisType: 'reliability',
      severity: 'medium',
      summary: `Container ${phrases}`,
      message: `In pod ${describe(pod)}, container ${phrases} (more than ${RESTART_THRESHOLD})`,
      analysis: { threshold: RESTART_THRESHOLD, containers: restarted },
      source: SOURCE,
    });
  }
  return insights;
}

/** A Deployment or StatefulSet with fewer replicas available than it asks for: high when none is. */
function replicaInsight(kind: string, resource: KubernetesResource, uid: string): ScrapedAnalysis | undefined {
  const wanted = count(obj(resource.spec).replicas, 1);
  const status = obj(resource.status);
  const available = count(kind === 'Deployment' ? status.availableReplicas : status.readyReplicas);
  if (available >= wanted) return undefined;
  const word = kind === 'Deployment' ? 'available' : 'ready';
  return {
    config: { type: kubernetesConfigType(kind), externalId: uid },
    analyzer: `${SOURCE}/UnavailableReplicas`,
    analysisType: 'availability',
    severity: available === 0 ? 'high' : 'medium',
    summary: `${available} of ${wanted} replicas ${word}`,
    message: `${kind} ${describe(resource)} has ${available} of ${wanted} replicas ${word}`,
    analysis: { wanted, [word]: available },
    source: SOURCE,
  };
}

/**
 * What is in trouble in a scraped cluster: containers stuck waiting (crash loops, images that cannot
 * be pulled), containers restarted more than RESTART_THRESHOLD times, and workloads short of replicas.
 */
export function kubernetesInsights(listed: Listed[]): ScrapedAnalysis[] {
  const insights: ScrapedAnalysis[] = [];
  for (const { kind, resource } of listed) {
    const uid = metadataOf(resource).uid;
    if (typeof uid !== 'string' || uid === '') continue;
    if (kind.kind === 'Pod') insights.push(...podInsights(resource, uid));
    if (kind.kind === 'Deployment' || kind.kind === 'StatefulSet') {
      const insight = replicaInsight(kind.kind, resource, uid);
      if (insight) insights.push(insight);
    }
  }
  return insights;
}
