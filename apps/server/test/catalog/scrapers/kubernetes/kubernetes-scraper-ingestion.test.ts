import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogIngestionService } from '#src/catalog/ingestion/catalog-ingestion.service.ts';
import { kubernetesScraper } from '#src/catalog/scrapers/kubernetes/kubernetes.scraper.ts';
import type { ScraperContext } from '#src/catalog/scrapers/scraper-type.ts';
import { recordedKubernetesResources, startRecordedKubernetesApi, type RecordedKubernetesApi } from '#src/demo/recorded-kubernetes-api.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { insertScraper } from '#test/catalog/ingestion/ingestion-fixtures.ts';

const context: ScraperContext = { signal: AbortSignal.timeout(10_000), scraperId: 'scraper-under-test', resolveConnection: async () => undefined };

describe(`kubernetes scrape stored in the catalog (${testDbKind})`, () => {
  let db: TestDb;
  let api: RecordedKubernetesApi;
  let scraperId: string;

  const scrapeAndStore = async (now: string) => {
    const outcome = kubernetesScraper.parse({ clusterName: 'demo', kubeconfig: api.kubeconfig }, 'spec.kubernetes[0]');
    if (!('spec' in outcome)) throw new Error('spec rejected');
    const result = await kubernetesScraper.run(outcome.spec, context);
    return new CatalogIngestionService(db).ingest(scraperId, result, { now: new Date(now) });
  };
  const idOf = async (type: string, name: string) =>
    (await db.query<{ id: string }>('SELECT id FROM config_items WHERE type = $1 AND name = $2 AND deleted_at IS NULL', [type, name])).rows[0]?.id;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    api = await startRecordedKubernetesApi();
    scraperId = await insertScraper(db, 'demo-cluster', null);
  });
  afterAll(async () => {
    await api?.close();
    await db?.close();
  });

  it('stores every discovered kind, the owner chain as parents, soft links and events, and never a secret', async () => {
    const summary = await scrapeAndStore('2025-03-04T08:00:00Z');
    expect(summary).toMatchObject({ created: 20, errors: [] });
    const { rows: types } = await db.query<{ type: string }>('SELECT DISTINCT type FROM config_items ORDER BY type');
    expect(types.map((row) => row.type)).toEqual([
      'Kubernetes::Certificate',
      'Kubernetes::ClusterIssuer',
      'Kubernetes::ConfigMap',
      'Kubernetes::Deployment',
      'Kubernetes::Namespace',
      'Kubernetes::Node',
      'Kubernetes::Pod',
      'Kubernetes::ReplicaSet',
      'Kubernetes::Service',
    ]);
    const pod = await idOf('Kubernetes::Pod', 'storefront-7c9f6d5b8-x7k2p');
    const { rows: parents } = await db.query<{ parent: string }>(
      `SELECT p.name AS parent FROM config_items c JOIN config_items p ON p.id = c.parent_id WHERE c.id = $1
       UNION ALL SELECT g.name FROM config_items c JOIN config_items p ON p.id = c.parent_id JOIN config_items g ON g.id = p.parent_id WHERE c.id = $1`,
      [pod],
    );
    expect(parents.map((row) => row.parent)).toEqual(['storefront-7c9f6d5b8', 'storefront']);
    const { rows: links } = await db.query<{ name: string }>(
      `SELECT s.name FROM config_relationships r JOIN config_items s ON s.id = r.config_id WHERE r.related_id = $1 AND r.relation = 'ServicePod'`,
      [pod],
    );
    expect(links.map((row) => row.name)).toEqual(['storefront']);
    const { rows: backOff } = await db.query<{ name: string; severity: string }>(
      `SELECT i.name, c.severity FROM config_changes c JOIN config_items i ON i.id = c.config_id WHERE c.change_type = 'BackOff'`,
    );
    expect(backOff).toEqual([{ name: 'payments-api-84b6c7d9f-x7k2p', severity: 'medium' }]);
  });

  it('opens insights for the crash-looping pod and its deployment', async () => {
    const { rows } = await db.query<{ name: string; analyzer: string; analysis_type: string; severity: string; status: string }>(
      `SELECT i.name, a.analyzer, a.analysis_type, a.severity, a.status FROM config_analysis a JOIN config_items i ON i.id = a.config_id ORDER BY i.name, a.analyzer`,
    );
    expect(rows).toEqual([
      { name: 'payments-api', analyzer: 'kubernetes/UnavailableReplicas', analysis_type: 'availability', severity: 'high', status: 'open' },
      { name: 'payments-api-84b6c7d9f-x7k2p', analyzer: 'kubernetes/CrashLoopBackOff', analysis_type: 'availability', severity: 'high', status: 'open' },
      { name: 'payments-api-84b6c7d9f-x7k2p', analyzer: 'kubernetes/RestartCount', analysis_type: 'reliability', severity: 'medium', status: 'open' },
    ]);
  });

  it('records a change of the cluster between two scrapes as a diff of the same item, with its new health and insight', async () => {
    const resources = recordedKubernetesResources();
    const cart = resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'cart')!;
    (cart.spec as { replicas: number }).replicas = 3;
    api.load(resources);
    const summary = await scrapeAndStore('2025-03-04T09:00:00Z');
    expect(summary).toMatchObject({ created: 0, updated: 1, errors: [] });
    const { rows } = await db.query<{ change_type: string; summary: string }>(
      `SELECT c.change_type, c.summary FROM config_changes c JOIN config_items i ON i.id = c.config_id
       WHERE i.type = 'Kubernetes::Deployment' AND i.name = 'cart' AND c.change_type <> 'ScalingReplicaSet' ORDER BY c.change_type`,
    );
    expect(rows).toEqual([
      { change_type: 'HealthChanged', summary: 'healthy -> warning' },
      { change_type: 'diff', summary: 'spec.replicas' },
    ]);
    const { rows: insights } = await db.query<{ analyzer: string; severity: string; summary: string }>(
      `SELECT a.analyzer, a.severity, a.summary FROM config_analysis a JOIN config_items i ON i.id = a.config_id WHERE i.type = 'Kubernetes::Deployment' AND i.name = 'cart'`,
    );
    expect(insights).toEqual([{ analyzer: 'kubernetes/UnavailableReplicas', severity: 'medium', summary: '1 of 3 replicas available' }]);
  });
});
