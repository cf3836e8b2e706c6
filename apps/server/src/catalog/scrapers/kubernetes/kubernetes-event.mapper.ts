import { isPlainObject } from '#src/spec/spec-reader.ts';
import type { ScrapedChange } from '../scrape-result.ts';
import type { KubernetesResource } from './kubernetes-cluster.reader.ts';
import { metadataOf } from './kubernetes-item.mapper.ts';
import { kubernetesConfigType } from './kubernetes-scraped-kinds.ts';
import { kubernetesNamePattern } from './kubernetes-name-pattern.ts';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function timeOf(event: KubernetesResource): Date | undefined {
  const value = text(event.lastTimestamp) ?? text(event.eventTime) ?? text(event.firstTimestamp) ?? text(metadataOf(event).creationTimestamp);
  const date = value === undefined ? undefined : new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/**
 * Events as changes reported by the cluster, on the object they are about: the event's uid makes a
 * repeated event the same change, its reason is the change type, Warning events are `medium` and
 * others `info`. Events with an excluded reason, or about no object we know by uid, are dropped.
 */
export function kubernetesEventChanges(events: KubernetesResource[], excludedReasons: string[]): ScrapedChange[] {
  const excluded = excludedReasons.map(kubernetesNamePattern);
  const changes: ScrapedChange[] = [];
  for (const event of events) {
    const involved = isPlainObject(event.involvedObject) ? event.involvedObject : {};
    const reason = text(event.reason) ?? 'Event';
    const kind = text(involved.kind);
    const uid = text(involved.uid);
    if (kind === undefined || uid === undefined || excluded.some((pattern) => pattern.test(reason))) continue;
    const source = isPlainObject(event.source) ? text(event.source.component) : undefined;
    changes.push({
      config: { type: kubernetesConfigType(kind), externalId: uid },
      externalChangeId: text(metadataOf(event).uid),
      changeType: reason,
      severity: event.type === 'Warning' ? 'medium' : 'info',
      source: `kubernetes/${source ?? text(event.reportingComponent) ?? 'events'}`,
      summary: text(event.message),
      details: { type: event.type, count: event.count, involvedObject: involved },
      createdAt: timeOf(event),
      externalCreatedBy: source,
    });
  }
  return changes;
}
