import type { RecordedResource } from '../recorded-kubernetes-api.ts';

const EVENT_TIME_FIELDS = ['firstTimestamp', 'lastTimestamp', 'eventTime'] as const;
/** How long before `now` the newest recorded event is made to have happened. */
const NEWEST_EVENT_AGE_MS = 2 * 60_000;

function shifted(value: unknown, byMs: number): unknown {
  if (typeof value !== 'string') return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time + byMs).toISOString().replace('.000Z', 'Z');
}

/**
 * The recording's events moved forward together, so that the newest happened two minutes before
 * `now`: a new demo workspace shows them in the catalog's default time ranges (the last 2 days)
 * instead of on the day they were recorded. Only events move: the scraped items' content stays the
 * same from one start to the next, so a restart records no changes of its own.
 */
export function withRecentEvents(resources: RecordedResource[], now: Date): RecordedResource[] {
  const events = resources.filter((resource) => resource.kind === 'Event');
  const newest = Math.max(...events.map((event) => Date.parse(String(event.lastTimestamp ?? event.metadata.creationTimestamp))).filter(Number.isFinite));
  if (!Number.isFinite(newest)) return resources;
  const byMs = now.getTime() - NEWEST_EVENT_AGE_MS - newest;
  return resources.map((resource) => {
    if (resource.kind !== 'Event') return resource;
    const event: RecordedResource = { ...resource, metadata: { ...resource.metadata, creationTimestamp: shifted(resource.metadata.creationTimestamp, byMs) } };
    for (const field of EVENT_TIME_FIELDS) if (field in event) event[field] = shifted(event[field], byMs);
    return event;
  });
}
