import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kubernetesScraper, type KubernetesScraperSpec } from '#src/catalog/scrapers/kubernetes/kubernetes.scraper.ts';
import type { ScrapedItem, ScrapeResult } from '#src/catalog/scrapers/scrape-result.ts';
import type { ScraperContext } from '#src/catalog/scrapers/scraper-type.ts';
import { recordedKubernetesResources, startRecordedKubernetesApi, type RecordedKubernetesApi } from '#src/demo/recorded-kubernetes-api.ts';

function context(connections: Record<string, Record<string, unknown>> = {}): ScraperContext {
  return {
    signal: AbortSignal.timeout(10_000),
    scraperId: 'scraper-under-test',
    resolveConnection: async (reference) => (connections[reference] ? { type: 'kubernetes', properties: connections[reference] } : undefined),
  };
}

function parsed(raw: unknown): KubernetesScraperSpec {
  const outcome = kubernetesScraper.parse(raw, 'spec.kubernetes[0]');
  if (!('spec' in outcome)) throw new Error(`spec rejected: ${JSON.stringify(outcome.issues)}`);
  return outcome.spec;
}

const byName = (result: ScrapeResult, type: string, name: string): ScrapedItem => {
  const found = result.items.find((item) => item.type === type && item.name === name);
  if (!found) throw new Error(`no ${type} ${name} among ${result.items.map((i) => `${i.type} ${i.name}`).join(', ')}`);
  return found;
};
const idOf = (item: ScrapedItem) => item.externalId[0];

describe('kubernetes scraper against the recorded cluster', () => {
  let api: RecordedKubernetesApi;
  let result: ScrapeResult;

  beforeAll(async () => {
    api = await startRecordedKubernetesApi();
    result = await kubernetesScraper.run(parsed({ clusterName: 'demo', kubeconfig: api.kubeconfig }), context());
  });
  afterAll(async () => {
    await api.close();
  });

  it('finds every resource as Kubernetes::<Kind> items named by the resource, identified by its uid', () => {
    const counts: Record<string, number> = {};
    for (const item of result.items) counts[item.type] = (counts[item.type] ?? 0) + 1;
    expect(counts).toEqual({
      'Kubernetes::Namespace': 2,
      'Kubernetes::Node': 1,
      'Kubernetes::Deployment': 3,
      'Kubernetes::ReplicaSet': 3,
      'Kubernetes::Pod': 4,
      'Kubernetes::Service': 3,
      'Kubernetes::ConfigMap': 1,
      'Kubernetes::Certificate': 2,
      'Kubernetes::ClusterIssuer': 1,
    });
    const storefront = byName(result, 'Kubernetes::Deployment', 'storefront');
    expect(storefront).toMatchObject({ configClass: 'Deployment', tags: { cluster: 'demo', namespace: 'shop' }, labels: { app: 'storefront' } });
    expect(idOf(storefront)).toMatch(/^6f1c2ac0-/);
    expect(result.errors).toEqual([]);
  });

  it('stores the object with its kind but without managedFields', () => {
    const node = byName(result, 'Kubernetes::Node', 'demo-node-1');
    const config = node.config as { kind: string; metadata: Record<string, unknown> };
    expect(config.kind).toBe('Node');
    expect(config.metadata.managedFields).toBeUndefined();
    expect(config.metadata.name).toBe('demo-node-1');
    expect(node.tags).toEqual({ cluster: 'demo' });
  });

  it('judges health from status conditions, and leaves kinds without them unknown', () => {
    const crashing = result.items.find((item) => item.type === 'Kubernetes::Pod' && item.name.startsWith('payments-api-'));
    expect(crashing).toMatchObject({ health: 'unhealthy', status: 'CrashLoopBackOff', ready: false });
    expect(byName(result, 'Kubernetes::Deployment', 'payments-api')).toMatchObject({ health: 'warning', status: '0/1 available', ready: false });
    expect(byName(result, 'Kubernetes::Deployment', 'storefront')).toMatchObject({ health: 'healthy', status: '2/2 available', ready: true });
    expect(byName(result, 'Kubernetes::Node', 'demo-node-1')).toMatchObject({ health: 'healthy', status: 'Ready' });
    expect(byName(result, 'Kubernetes::Service', 'cart').health).toBe('unknown');
  });

  it('makes owners parents: Pod -> ReplicaSet -> Deployment -> Namespace', () => {
    const deployment = byName(result, 'Kubernetes::Deployment', 'storefront');
    const replicaSet = byName(result, 'Kubernetes::ReplicaSet', 'storefront-7c9f6d5b8');
    const pod = byName(result, 'Kubernetes::Pod', 'storefront-7c9f6d5b8-x7k2p');
    const namespace = byName(result, 'Kubernetes::Namespace', 'shop');
    expect(pod.parent).toEqual({ type: 'Kubernetes::ReplicaSet', externalId: idOf(replicaSet) });
    expect(replicaSet.parent).toEqual({ type: 'Kubernetes::Deployment', externalId: idOf(deployment) });
    expect(deployment.parent).toEqual({ type: 'Kubernetes::Namespace', externalId: idOf(namespace) });
    expect(namespace.parent).toBeUndefined();
  });

  it('links each Service to the Pods its selector picks, in its own namespace only', () => {
    const service = byName(result, 'Kubernetes::Service', 'storefront');
    const linked = result.relationships.filter((r) => r.relation === 'ServicePod' && r.from.externalId === idOf(service)).map((r) => r.to.externalId);
    const storefrontPods = result.items.filter((i) => i.type === 'Kubernetes::Pod' && i.name.startsWith('storefront-')).map(idOf);
    expect(linked.sort()).toEqual(storefrontPods.sort());
    expect(storefrontPods).toHaveLength(2);
    expect(result.relationships.filter((r) => r.relation === 'ServicePod')).toHaveLength(4);
  });

  it('records events as changes of the object they are about', () => {
    const crashing = result.items.find((item) => item.type === 'Kubernetes::Pod' && item.name.startsWith('payments-api-'))!;
    const backOff = result.changes.find((change) => change.changeType === 'BackOff');
    expect(backOff).toMatchObject({
      config: { type: 'Kubernetes::Pod', externalId: idOf(crashing) },
      severity: 'medium',
      summary: expect.stringContaining('Back-off restarting failed container payments-api'),
      createdAt: new Date('2025-03-04T07:41:12Z'),
    });
    expect(backOff?.externalChangeId).toMatch(/^6f1c2a90-/);
    const scaling = result.changes.filter((change) => change.changeType === 'ScalingReplicaSet');
    expect(scaling).toHaveLength(3);
    expect(scaling.every((change) => change.severity === 'info' && change.config.type === 'Kubernetes::Deployment')).toBe(true);
  });

  it('scrapes one namespace only, keeping its namespace item, when namespace is set', async () => {
    const scoped = await kubernetesScraper.run(parsed({ kubeconfig: api.kubeconfig, namespace: 'payments' }), context());
    const namespaced = scoped.items.filter((item) => item.tags?.namespace !== undefined);
    expect(new Set(namespaced.map((item) => item.tags?.namespace))).toEqual(new Set(['payments']));
    expect(scoped.items.filter((item) => item.type === 'Kubernetes::Namespace').map((item) => item.name)).toEqual(['payments']);
    expect(scoped.items.filter((item) => item.type === 'Kubernetes::Pod')).toHaveLength(1);
    expect(scoped.changes.map((change) => change.changeType).sort()).toEqual(['BackOff', 'ScalingReplicaSet']);
    expect(scoped.items.find((i) => i.type === 'Kubernetes::Deployment')?.tags).toEqual({ cluster: 'kubernetes', namespace: 'payments' });
    expect(scoped.items.filter((i) => i.type === 'Kubernetes::Certificate').map((i) => i.name)).toEqual(['payments-api-tls']);
    // Cluster-scoped kinds do not live in a namespace, so a namespaced scrape still lists them.
    expect(scoped.items.filter((i) => i.type === 'Kubernetes::Node' || i.type === 'Kubernetes::ClusterIssuer').map((i) => i.name).sort()).toEqual(['demo-node-1', 'letsencrypt']);
  });

  it('narrows by label selector and leaves out exclusions and excluded event reasons', async () => {
    const narrowed = await kubernetesScraper.run(
      parsed({ kubeconfig: api.kubeconfig, selector: 'app=storefront', exclusions: { kind: ['ReplicaSet'] }, event: { exclusions: ['Pulled'] } }),
      context(),
    );
    const names = narrowed.items.filter((i) => i.type !== 'Kubernetes::Namespace' && i.type !== 'Kubernetes::Node').map((i) => `${i.type} ${i.name}`);
    expect(names.sort()).toEqual([
      'Kubernetes::Certificate storefront-tls',
      'Kubernetes::ConfigMap storefront-settings',
      'Kubernetes::Deployment storefront',
      'Kubernetes::Pod storefront-7c9f6d5b8-q9d4m',
      'Kubernetes::Pod storefront-7c9f6d5b8-x7k2p',
      'Kubernetes::Service storefront',
    ]);
    expect(narrowed.changes.map((c) => c.changeType)).toEqual(['ScalingReplicaSet']);
  });

  it('reports the crash-looping pod and its deployment as insights', () => {
    const crashing = result.items.find((item) => item.type === 'Kubernetes::Pod' && item.name.startsWith('payments-api-'))!;
    const deployment = byName(result, 'Kubernetes::Deployment', 'payments-api');
    const about = (id: string | undefined) => result.analysis.filter((insight) => insight.config.externalId === id).map((i) => [i.analyzer, i.analysisType, i.severity, i.summary]);
    expect(about(idOf(crashing))).toEqual([
      ['kubernetes/CrashLoopBackOff', 'availability', 'high', 'Container payments-api in CrashLoopBackOff'],
      ['kubernetes/RestartCount', 'reliability', 'medium', 'Container payments-api restarted 14 times'],
    ]);
    expect(about(idOf(deployment))).toEqual([['kubernetes/UnavailableReplicas', 'availability', 'high', '0 of 1 replicas available']]);
    expect(result.analysis).toHaveLength(3);
  });

  it('keeps everything when an exclusion names nothing to match', async () => {
    const kept = await kubernetesScraper.run(parsed({ kubeconfig: api.kubeconfig, exclusions: {} }), context());
    expect(kept.items).toHaveLength(result.items.length);
  });

  it('sees a change in the cluster between two scrapes as a different config of the same item', async () => {
    const later = await startRecordedKubernetesApi();
    try {
      const spec = parsed({ kubeconfig: later.kubeconfig });
      const before = byName(await kubernetesScraper.run(spec, context()), 'Kubernetes::Deployment', 'cart');
      const resources = recordedKubernetesResources();
      const cart = resources.find((r) => r.kind === 'Deployment' && r.metadata.name === 'cart')!;
      (cart.spec as { replicas: number }).replicas = 3;
      later.load(resources);
      const after = byName(await kubernetesScraper.run(spec, context()), 'Kubernetes::Deployment', 'cart');
      expect(idOf(after)).toBe(idOf(before));
      expect((before.config as { spec: { replicas: number } }).spec.replicas).toBe(1);
      expect((after.config as { spec: { replicas: number } }).spec.replicas).toBe(3);
      expect(after).toMatchObject({ status: '1/3 available', health: 'warning' });
    } finally {
      await later.close();
    }
  });

  it('reads the kubeconfig from a connection', async () => {
    const viaConnection = await kubernetesScraper.run(parsed({ connection: 'connection://default/demo-cluster' }), context({ 'connection://default/demo-cluster': { kubeconfig: api.kubeconfig } }));
    expect(viaConnection.items.length).toBe(result.items.length);
  });
});

describe('kubernetes scraper failures', () => {
  let closedPort: number;
  let placeholder: Server;

  beforeAll(async () => {
    placeholder = createServer();
    await new Promise<void>((done) => placeholder.listen(0, '127.0.0.1', done));
    closedPort = (placeholder.address() as { port: number }).port;
    await new Promise<void>((done) => placeholder.close(() => done()));
  });

  it('fails the run when the kubeconfig cannot be used', async () => {
    await expect(kubernetesScraper.run(parsed({ kubeconfig: 'apiVersion: v1\nkind: Config\nclusters: []\n' }), context())).rejects.toThrow('the kubeconfig has no contexts');
    await expect(kubernetesScraper.run(parsed({ kubeconfig: '/nowhere/kubeconfig.yaml' }), context())).rejects.toThrow('the kubeconfig file /nowhere/kubeconfig.yaml cannot be read');
  });

  it('fails the run when the API server refuses the connection or the login', async () => {
    const api = await startRecordedKubernetesApi();
    try {
      const refused = api.kubeconfig.replace(api.url, `http://127.0.0.1:${closedPort}`);
      await expect(kubernetesScraper.run(parsed({ kubeconfig: refused }), context())).rejects.toThrow(`cannot reach the Kubernetes API at http://127.0.0.1:${closedPort}: connect ECONNREFUSED`);
      const plainHttp = api.kubeconfig.replace('      insecure-skip-tls-verify: true\n', '');
      await expect(kubernetesScraper.run(parsed({ kubeconfig: plainHttp }), context())).rejects.toThrow(`cluster recorded of the kubeconfig is served over plain HTTP (${api.url})`);
      const wrongToken = api.kubeconfig.replace('recorded-cluster-token', 'stolen');
      await expect(kubernetesScraper.run(parsed({ kubeconfig: wrongToken }), context())).rejects.toThrow('401 Unauthorized');
    } finally {
      await api.close();
    }
  });

  it('refuses a kubeconfig whose login would run a command on this server', async () => {
    const api = await startRecordedKubernetesApi();
    try {
      const exec = api.kubeconfig.replace('      token: recorded-cluster-token', '      exec:\n        apiVersion: client.authentication.k8s.io/v1\n        command: touch\n        args: [/tmp/owned]');
      await expect(kubernetesScraper.run(parsed({ kubeconfig: exec }), context())).rejects.toThrow('user recorded of the kubeconfig logs in with exec, which is not supported');
      expect(api.requests()).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it('fails the run when a connection is missing or holds no kubeconfig', async () => {
    await expect(kubernetesScraper.run(parsed({ connection: 'connection://default/none' }), context())).rejects.toThrow('connection connection://default/none was not found');
    await expect(kubernetesScraper.run(parsed({ connection: 'c' }), context({ c: { url: 'x' } }))).rejects.toThrow('connection c holds no kubeconfig');
  });
});
