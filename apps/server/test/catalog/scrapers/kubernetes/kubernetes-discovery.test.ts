import { afterEach, describe, expect, it } from 'vitest';
import { kubernetesScraper, type KubernetesScraperSpec } from '#src/catalog/scrapers/kubernetes/kubernetes.scraper.ts';
import type { ScrapeResult } from '#src/catalog/scrapers/scrape-result.ts';
import type { ScraperContext } from '#src/catalog/scrapers/scraper-type.ts';
import { recordedKubernetesResources, startRecordedKubernetesApi, type RecordedKubernetesApi, type RecordedKubernetesApiOptions } from '#src/demo/recorded-kubernetes-api.ts';

const context: ScraperContext = { signal: AbortSignal.timeout(10_000), scraperId: 'scraper-under-test', resolveConnection: async () => undefined };

function parsed(raw: Record<string, unknown>): KubernetesScraperSpec {
  const outcome = kubernetesScraper.parse(raw, 'spec.kubernetes[0]');
  if (!('spec' in outcome)) throw new Error(`spec rejected: ${JSON.stringify(outcome.issues)}`);
  return outcome.spec;
}

const typesOf = (result: ScrapeResult) => new Set(result.items.map((item) => item.type));

describe('kubernetes scraper discovery', () => {
  let api: RecordedKubernetesApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  async function scrapeCluster(options: RecordedKubernetesApiOptions = {}, spec: Record<string, unknown> = {}): Promise<ScrapeResult> {
    api = await startRecordedKubernetesApi(options);
    return kubernetesScraper.run(parsed({ clusterName: 'demo', kubeconfig: api.kubeconfig, ...spec }), context);
  }

  it('finds custom resources the cluster advertises and makes them items, with health from their Ready condition', async () => {
    const result = await scrapeCluster();
    const certificates = result.items.filter((item) => item.type === 'Kubernetes::Certificate');
    expect(certificates.map((item) => [item.name, item.health, item.status, item.tags?.namespace])).toEqual([
      ['storefront-tls', 'healthy', 'Ready', 'shop'],
      ['payments-api-tls', 'unhealthy', 'DoesNotExist', 'payments'],
    ]);
    expect(certificates[1]).toMatchObject({ configClass: 'Certificate', ready: false, description: 'Issuing certificate as Secret does not exist' });
    expect(certificates[0]!.config).toMatchObject({ apiVersion: 'cert-manager.io/v1', kind: 'Certificate', spec: { secretName: 'storefront-tls' } });
    const shop = result.items.find((item) => item.type === 'Kubernetes::Namespace' && item.name === 'shop')!;
    expect(certificates[0]!.parent).toEqual({ type: 'Kubernetes::Namespace', externalId: shop.externalId[0] });
    const issuer = result.items.find((item) => item.type === 'Kubernetes::ClusterIssuer');
    expect(issuer).toMatchObject({ name: 'letsencrypt', health: 'healthy', tags: { cluster: 'demo' } });
    expect(issuer?.parent).toBeUndefined();
  });

  it('lists a kind loaded into the cluster later, once it is advertised', async () => {
    const resources = recordedKubernetesResources();
    resources.push({ apiVersion: 'cert-manager.io/v1', kind: 'Issuer', metadata: { name: 'shop-ca', namespace: 'shop', uid: 'issuer-1' }, spec: { ca: { secretName: 'shop-ca' } } });
    const result = await scrapeCluster({ resources });
    expect(result.items.filter((item) => item.type === 'Kubernetes::Issuer').map((item) => item.name)).toEqual(['shop-ca']);
  });

  it('never asks for secrets, events as items, leases, metrics, subresources or kinds that cannot be listed', async () => {
    const result = await scrapeCluster();
    expect([...typesOf(result)].filter((type) => /Secret|Lease|Metrics|Event|Review|Binding|ComponentStatus/.test(type))).toEqual([]);
    const asked = api!.requests().map((path) => path.split('?')[0]!);
    expect(asked.filter((path) => /secrets|leases|metrics\.k8s\.io|componentstatuses|bindings|reviews|\/log$|\/status$|\/scale$|endpoints/.test(path))).toEqual([]);
    // Only the preferred version of a group is read: autoscaling/v2, not v1.
    expect(asked).toContain('/apis/autoscaling/v2');
    expect(asked.filter((path) => path.startsWith('/apis/autoscaling/v1'))).toEqual([]);
    // Events are read once, as changes.
    expect(asked.filter((path) => path.endsWith('/events'))).toEqual(['/api/v1/events']);
    expect(result.changes.length).toBeGreaterThan(0);
  });

  it('reports a kind this login may not list and keeps all the others', async () => {
    const complete = await scrapeCluster();
    await api!.close();
    const result = await scrapeCluster({ forbidden: ['configmaps'] });
    expect(result.errors).toEqual([
      'the Kubernetes API refused GET /api/v1/configmaps: 403 Forbidden: configmaps is forbidden: User "system:serviceaccount:vigil:scraper" cannot list resource "configmaps" in API group "" at the cluster scope',
    ]);
    expect(typesOf(result).has('Kubernetes::ConfigMap')).toBe(false);
    expect(result.items).toHaveLength(complete.items.length - 1);
    expect(result.analysis).toHaveLength(complete.analysis.length);
  });

  it('does not list a kind an exclusion leaves out entirely', async () => {
    const result = await scrapeCluster({}, { exclusions: { kind: ['Certificate', 'Cluster*'] } });
    expect([...typesOf(result)].filter((type) => type.includes('Certificate') || type.includes('Cluster'))).toEqual([]);
    const asked = api!.requests().map((path) => path.split('?')[0]!);
    expect(asked.filter((path) => path.endsWith('/certificates') || path.endsWith('/clusterissuers'))).toEqual([]);
    expect(asked).toContain('/apis/cert-manager.io/v1/certificaterequests');
  });

  it('follows the continue token when the server answers in small pages', async () => {
    const whole = await scrapeCluster();
    await api!.close();
    const paged = await scrapeCluster({ pageSize: 1 });
    const keys = (result: ScrapeResult) => result.items.map((item) => `${item.type}/${item.externalId[0]}`).sort();
    expect(keys(paged)).toEqual(keys(whole));
    expect(paged.changes).toHaveLength(whole.changes.length);
    expect(api!.requests().filter((path) => path.startsWith('/api/v1/pods?')).length).toBe(4);
  });
});
