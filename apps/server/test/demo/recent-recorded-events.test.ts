import { describe, expect, it } from 'vitest';
import { withRecentEvents } from '#src/demo/kubernetes-recording/recent-recorded-events.ts';
import { recordedKubernetesResources } from '#src/demo/recorded-kubernetes-api.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('the demo cluster events', () => {
  it('end two minutes before now, keeping the time between them, and leave every other resource as recorded', () => {
    const recorded = recordedKubernetesResources();
    const recent = withRecentEvents(recorded, NOW);
    const times = (resources: typeof recorded) =>
      resources.filter((resource) => resource.kind === 'Event').map((event) => Date.parse(String(event.lastTimestamp)));
    const before = times(recorded);
    const after = times(recent);
    expect(Math.max(...after)).toBe(NOW.getTime() - 2 * 60_000);
    expect(after.map((time, index) => time - before[index]!)).toEqual(before.map(() => after[0]! - before[0]!));
    const firstEvent = recent.find((resource) => resource.kind === 'Event')!;
    expect(Date.parse(String(firstEvent.metadata.creationTimestamp))).toBeGreaterThan(NOW.getTime() - 2 * 86_400_000);
    expect(recent.filter((resource) => resource.kind !== 'Event')).toEqual(recorded.filter((resource) => resource.kind !== 'Event'));
  });
});
