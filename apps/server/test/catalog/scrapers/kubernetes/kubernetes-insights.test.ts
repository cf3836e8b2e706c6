import { describe, expect, it } from 'vitest';
import { kubernetesInsights, RESTART_THRESHOLD } from '#src/catalog/scrapers/kubernetes/kubernetes-insights.ts';

type Container = { name: string; restartCount?: number; state?: Record<string, unknown> };

function pod(containers: Container[], init: Container[] = []) {
  return {
    kind: { kind: 'Pod' },
    resource: { metadata: { name: 'orders-7d9-abcde', namespace: 'shop', uid: 'pod-1' }, status: { phase: 'Running', initContainerStatuses: init, containerStatuses: containers } },
  };
}
const waiting = (reason: string, message = '') => ({ waiting: { reason, message } });
const running = { running: { startedAt: '2025-03-03T09:00:00Z' } };

function workload(kind: string, replicas: number | undefined, status: Record<string, unknown>) {
  return { kind: { kind }, resource: { metadata: { name: 'orders', namespace: 'shop', uid: `${kind}-1` }, spec: replicas === undefined ? {} : { replicas }, status } };
}

describe('kubernetes insights', () => {
  it('reports a container stuck waiting as a high availability insight naming the container and the reason', () => {
    const insights = kubernetesInsights([pod([{ name: 'orders', restartCount: 2, state: waiting('CrashLoopBackOff', 'back-off 40s restarting failed container') }])]);
    expect(insights).toEqual([
      {
        config: { type: 'Kubernetes::Pod', externalId: 'pod-1' },
        analyzer: 'kubernetes/CrashLoopBackOff',
        analysisType: 'availability',
        severity: 'high',
        summary: 'Container orders in CrashLoopBackOff',
        message: 'Container orders of pod shop/orders-7d9-abcde is waiting in CrashLoopBackOff: back-off 40s restarting failed container',
        analysis: { reason: 'CrashLoopBackOff', containers: [{ name: 'orders', message: 'back-off 40s restarting failed container' }] },
        source: 'kubernetes',
      },
    ]);
  });

  it('groups containers stuck for the same reason, init containers included, and keeps reasons apart', () => {
    const insights = kubernetesInsights([
      pod([{ name: 'app', state: waiting('ImagePullBackOff') }, { name: 'sidecar', state: waiting('ImagePullBackOff') }], [{ name: 'migrate', state: waiting('ErrImagePull') }]),
    ]);
    expect(insights.map((i) => [i.analyzer, i.summary])).toEqual([
      ['kubernetes/ErrImagePull', 'Container migrate in ErrImagePull'],
      ['kubernetes/ImagePullBackOff', 'Containers app, sidecar in ImagePullBackOff'],
    ]);
  });

  it('says nothing about containers that run, start normally or restarted only a few times', () => {
    expect(kubernetesInsights([pod([{ name: 'a', restartCount: RESTART_THRESHOLD, state: running }, { name: 'b', state: waiting('ContainerCreating') }])])).toEqual([]);
  });

  it('reports containers restarted more than the threshold as a medium reliability insight', () => {
    const insights = kubernetesInsights([pod([{ name: 'orders', restartCount: RESTART_THRESHOLD + 1, state: running }])]);
    expect(insights).toEqual([
      expect.objectContaining({
        analyzer: 'kubernetes/RestartCount',
        analysisType: 'reliability',
        severity: 'medium',
        summary: `Container orders restarted ${RESTART_THRESHOLD + 1} times`,
        message: `In pod shop/orders-7d9-abcde, container orders restarted ${RESTART_THRESHOLD + 1} times (more than ${RESTART_THRESHOLD})`,
      }),
    ]);
  });

  it('reports workloads short of replicas: high when none is available, medium when some are', () => {
    const insights = kubernetesInsights([
      workload('Deployment', 3, { availableReplicas: 0 }),
      workload('StatefulSet', 3, { readyReplicas: 2 }),
      workload('Deployment', undefined, { availableReplicas: 1 }),
      workload('Deployment', 0, {}),
      workload('DaemonSet', 3, {}),
    ]);
    expect(insights.map((i) => [i.config.type, i.analyzer, i.analysisType, i.severity, i.summary])).toEqual([
      ['Kubernetes::Deployment', 'kubernetes/UnavailableReplicas', 'availability', 'high', '0 of 3 replicas available'],
      ['Kubernetes::StatefulSet', 'kubernetes/UnavailableReplicas', 'availability', 'medium', '2 of 3 replicas ready'],
    ]);
  });

  it('skips resources without a uid, which cannot be matched to an item', () => {
    const nameless = pod([{ name: 'orders', state: waiting('CrashLoopBackOff') }]);
    delete (nameless.resource.metadata as { uid?: string }).uid;
    expect(kubernetesInsights([nameless])).toEqual([]);
  });
});
