import { describe, expect, it } from 'vitest';
import { applyEntryTransform } from '#src/catalog/scrapers/transform/transform-pipeline.ts';
import { change, item, resultOf, transformOf } from './transform-support.ts';

describe('transforming reported changes', () => {
  const node = item('Kubernetes::Node', 'n1', { kind: 'Node', metadata: { name: 'node-1' } });
  const pod = item('Kubernetes::Pod', 'p1', { kind: 'Pod', metadata: { name: 'web-1' } });

  it('drops the changes an exclusion matches; one that fails on a change keeps it', async () => {
    const transform = transformOf({
      transform: { changes: { exclude: ['config_type == "Kubernetes::Node" && details.message == "status.images"', 'details.reason == "Pulled"'] } },
    });
    const changes = [
      change('Kubernetes::Node', 'n1', 'ImagesChanged', { details: { message: 'status.images' } }),
      change('Kubernetes::Pod', 'p1', 'Pulled', { details: { reason: 'Pulled' } }),
      change('Kubernetes::Pod', 'p1', 'Killing', { details: { reason: 'Killing' } }),
      change('Kubernetes::Pod', 'p1', 'Unknown'),
    ];
    const out = await applyEntryTransform(resultOf([node, pod], changes), transform);
    expect(out.changes.map((c) => c.changeType)).toEqual(['Killing', 'Unknown']);
    expect(out.errors).toEqual([]);
  });

  it('maps matching changes to a type, severity and summary; ignore drops them and delete marks their item deleted', async () => {
    const transform = transformOf({
      transform: {
        changes: {
          mapping: [
            { filter: "change.change_type == 'BackOff' && config.kind == 'Pod'", type: 'PodCrashLooping', severity: 'high', summary: '{{ .config.metadata.name }} keeps restarting' },
            { filter: "change.change_type == 'Scheduled'", action: 'ignore' },
            { filter: "change.change_type == 'NodeGone'", action: 'delete' },
          ],
        },
      },
    });
    const goneAt = new Date('2024-05-01T10:00:00Z');
    const changes = [
      change('Kubernetes::Pod', 'p1', 'BackOff', { summary: 'Back-off restarting failed container' }),
      change('Kubernetes::Pod', 'p1', 'Scheduled'),
      change('Kubernetes::Node', 'n1', 'NodeGone', { createdAt: goneAt }),
    ];
    const out = await applyEntryTransform(resultOf([node, pod], changes), transform);
    expect(out.changes.map((c) => [c.changeType, c.severity, c.summary])).toEqual([
      ['PodCrashLooping', 'high', 'web-1 keeps restarting'],
      ['NodeGone', undefined, undefined],
    ]);
    expect(out.items.map((i) => [i.externalId[0], i.deletedAt?.toISOString(), i.deleteReason])).toEqual([
      ['n1', goneAt.toISOString(), 'FROM_CHANGE'],
      ['p1', undefined, undefined],
    ]);
  });
});
