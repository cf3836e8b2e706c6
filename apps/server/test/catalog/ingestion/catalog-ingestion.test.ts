import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogIngestionService, UnknownScraperError } from '#src/catalog/ingestion/catalog-ingestion.service.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { at, deployment, insertScraper, itemByName, scrape } from './ingestion-fixtures.ts';

describe(`CatalogIngestionService (${testDbKind})`, () => {
  let db: TestDb;
  let ingestion: CatalogIngestionService;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    ingestion = new CatalogIngestionService(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  const changesOf = async (configId: string) =>
    (
      await db.query<{ change_type: string; summary: string | null; diff: string | null; patches: unknown; count: number; external_change_id: string | null }>(
        'SELECT change_type, summary, diff, patches, count, external_change_id FROM config_changes WHERE config_id = $1 ORDER BY created_at, id',
        [configId],
      )
    ).rows;

  it('creates new items, leaves unchanged ones alone and records a diff change for changed content', async () => {
    const scraper = await insertScraper(db, 'diffs');
    const first = await ingestion.ingest(scraper, scrape({ items: [deployment('api', 2), deployment('web', 1)] }), { now: at('2026-01-01T10:00:00Z') });
    expect(first).toMatchObject({ created: 2, updated: 0, unchanged: 0, changes: 0, errors: [] });
    const api = await itemByName(db, 'api');
    expect(api).toMatchObject({ source: 'ConfigFile', created_by: null, last_scraped_time: at('2026-01-01T10:00:00Z') });

    const changed = deployment('api', 3);
    (changed.config as { metadata: { labels: Record<string, string> } }).metadata.labels.version = '2';
    const second = await ingestion.ingest(scraper, scrape({ items: [changed, deployment('web', 1)] }), { now: at('2026-01-01T11:00:00Z') });
    expect(second).toMatchObject({ created: 0, updated: 1, unchanged: 1, changes: 1 });

    const [diff, ...others] = await changesOf(api.id);
    expect(others).toEqual([]);
    expect(diff?.change_type).toBe('diff');
    expect(diff?.summary).toBe('metadata.labels.version, spec.replicas');
    expect(diff?.patches).toEqual({ metadata: { labels: { version: '2' } }, spec: { replicas: 3 } });
    expect(diff?.diff).toContain('-    "replicas": 2');
    expect(diff?.diff).toContain('+    "replicas": 3');
    const apiAfter = await itemByName(db, 'api');
    expect(apiAfter.config).toEqual(changed.config);
    expect(apiAfter.last_scraped_time).toEqual(at('2026-01-01T11:00:00Z'));

    const web = await itemByName(db, 'web');
    expect(await changesOf(web.id)).toEqual([]);
    // Seen items are touched even when nothing about them changed.
    expect(web.last_scraped_time).toEqual(at('2026-01-01T11:00:00Z'));
  });

  it('matches an item by any of its external ids', async () => {
    const scraper = await insertScraper(db, 'aliases');
    await ingestion.ingest(scraper, scrape({ items: [deployment('alias', 1, { externalId: ['a-1', 'a-2'] })] }));
    const again = await ingestion.ingest(scraper, scrape({ items: [deployment('alias', 1, { externalId: ['a-2', 'a-1'] })] }));
    expect(again).toMatchObject({ created: 0, updated: 1 });
    expect((await db.query('SELECT 1 FROM config_items WHERE scraper_id = $1', [scraper])).rows).toHaveLength(1);
  });

  it('counts a re-reported change instead of adding a row', async () => {
    const scraper = await insertScraper(db, 'events');
    const item = deployment('events-app', 1);
    const event = { config: { type: item.type, externalId: item.externalId[0]! }, externalChangeId: 'ev-1', changeType: 'BackOff', summary: 'Back-off restarting' };
    await ingestion.ingest(scraper, scrape({ items: [item], changes: [event, event] }), { now: at('2026-01-02T10:00:00Z') });
    const later = await ingestion.ingest(scraper, scrape({ items: [item], changes: [{ ...event, summary: 'Back-off again' }] }), { now: at('2026-01-02T10:05:00Z') });
    expect(later.changes).toBe(1);

    const changes = await changesOf((await itemByName(db, 'events-app')).id);
    expect(changes).toEqual([expect.objectContaining({ change_type: 'BackOff', external_change_id: 'ev-1', count: 3, summary: 'Back-off again' })]);
  });

  it('upserts analysis per item and analyzer and reopens a resolved one', async () => {
    const scraper = await insertScraper(db, 'analysis');
    const item = deployment('insightful', 1);
    const ref = { type: item.type, externalId: item.externalId[0]! };
    const finding = { config: ref, analyzer: 'no-limits', analysisType: 'security', severity: 'high', message: 'no memory limit' };
    await ingestion.ingest(scraper, scrape({ items: [item], analysis: [finding] }), { now: at('2026-01-03T10:00:00Z') });
    const configId = (await itemByName(db, 'insightful')).id;
    await db.query(`UPDATE config_analysis SET status = 'resolved' WHERE config_id = $1`, [configId]);

    const summary = await ingestion.ingest(scraper, scrape({ items: [item], analysis: [{ ...finding, severity: 'critical' }] }), { now: at('2026-01-03T12:00:00Z') });
    expect(summary.analysis).toBe(1);
    const { rows } = await db.query('SELECT analyzer, severity, status, first_observed, last_observed, scraper_id FROM config_analysis WHERE config_id = $1', [configId]);
    expect(rows).toEqual([
      { analyzer: 'no-limits', severity: 'critical', status: 'open', first_observed: at('2026-01-03T10:00:00Z'), last_observed: at('2026-01-03T12:00:00Z'), scraper_id: scraper },
    ]);
  });

  it('links parents (hard relationship and path) and stores soft relationships named by the scraper', async () => {
    const scraper = await insertScraper(db, 'tree');
    const ref = (name: string) => ({ type: 'Kubernetes::Deployment', externalId: `uid-${name}` });
    // Children come before their parents: the order in a scrape does not matter.
    const pod = deployment('tree-pod', 1, { parent: ref('tree-rs') });
    const replicaSet = deployment('tree-rs', 1, { parent: ref('tree-root') });
    const root = deployment('tree-root', 1);
    const service = deployment('tree-svc', 1);
    const summary = await ingestion.ingest(
      scraper,
      scrape({ items: [pod, replicaSet, root, service], relationships: [{ from: ref('tree-svc'), to: ref('tree-pod'), relation: 'selects' }] }),
    );
    expect(summary.errors).toEqual([]);

    const [rootRow, rsRow, podRow, svcRow] = await Promise.all(['tree-root', 'tree-rs', 'tree-pod', 'tree-svc'].map((name) => itemByName(db, name)));
    expect(podRow!.parent_id).toBe(rsRow!.id);
    expect(podRow!.path).toBe(`${rootRow!.id}.${rsRow!.id}`);
    const { rows } = await db.query<{ config_id: string; related_id: string; relation: string; selector_id: string | null }>(
      `SELECT config_id, related_id, relation, selector_id FROM config_relationships
       WHERE related_id = ANY($1::uuid[]) AND deleted_at IS NULL ORDER BY relation, config_id`,
      [[rsRow!.id, podRow!.id]],
    );
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(expect.arrayContaining([
      { config_id: rootRow!.id, related_id: rsRow!.id, relation: 'hard', selector_id: null },
      { config_id: rsRow!.id, related_id: podRow!.id, relation: 'hard', selector_id: null },
      { config_id: svcRow!.id, related_id: podRow!.id, relation: 'selects', selector_id: `scraper:${scraper}` },
    ]));
  });

  it('reports a parent, change or relationship that names an unknown item and stores the rest', async () => {
    const scraper = await insertScraper(db, 'orphans');
    const summary = await ingestion.ingest(
      scraper,
      scrape({
        items: [deployment('orphan', 1, { parent: { type: 'Kubernetes::Namespace', externalId: 'missing' } }), deployment('anonymous', 1, { externalId: [] })],
        changes: [{ config: { type: 'Kubernetes::Pod', externalId: 'nowhere' }, changeType: 'Killing' }],
      }),
    );
    expect(summary.created).toBe(1);
    expect(summary.errors).toEqual([
      'item Kubernetes::Deployment anonymous has no external id',
      'parent Kubernetes::Namespace missing of Kubernetes::Deployment uid-orphan not found',
      'change Killing for unknown item Kubernetes::Pod nowhere',
    ]);
    expect((await itemByName(db, 'orphan')).parent_id).toBeNull();
  });

  it('records a health transition as a change and raises the config health event', async () => {
    const scraper = await insertScraper(db, 'health');
    await ingestion.ingest(scraper, scrape({ items: [deployment('healthy-app', 1, { health: 'healthy' })] }));
    const summary = await ingestion.ingest(scraper, scrape({ items: [deployment('healthy-app', 1, { health: 'unhealthy', status: 'CrashLoopBackOff' })] }));
    expect(summary).toMatchObject({ updated: 1, changes: 1 });
    const item = await itemByName(db, 'healthy-app');
    expect(await changesOf(item.id)).toEqual([expect.objectContaining({ change_type: 'HealthChanged', summary: 'healthy -> unhealthy', diff: null })]);
    const events = await db.query(`SELECT name FROM event_queue WHERE name = 'config.unhealthy' AND event_id = $1`, [item.id]);
    expect(events.rows).toHaveLength(1);
  });

  it('soft-deletes items the source reports gone with their reason, stores costs, and brings a deleted item back', async () => {
    const scraper = await insertScraper(db, 'gone');
    await ingestion.ingest(scraper, scrape({ items: [deployment('costly', 1, { cost: { perMinute: 0.5, total30d: 1234.5 } })] }));
    expect((await itemByName(db, 'costly')).cost_total_30d).toBe('1234.5000');

    const removed = await ingestion.ingest(scraper, scrape({ items: [deployment('costly', 1, { deletedAt: at('2026-01-04T08:00:00Z'), deleteReason: 'Deleted in cluster' })] }));
    expect(removed).toMatchObject({ deleted: 1, updated: 0 });
    expect(await itemByName(db, 'costly')).toMatchObject({ deleted_at: at('2026-01-04T08:00:00Z'), delete_reason: 'Deleted in cluster' });

    await ingestion.ingest(scraper, scrape({ items: [deployment('costly', 1)] }));
    expect(await itemByName(db, 'costly')).toMatchObject({ deleted_at: null, delete_reason: null });
  });

  it('ingests a few hundred items in one run and finds the one that changed on the next', async () => {
    const scraper = await insertScraper(db, 'bulk');
    const many = Array.from({ length: 300 }, (_, index) => deployment(`bulk-${index}`, index % 5));
    expect(await ingestion.ingest(scraper, scrape({ items: many }))).toMatchObject({ created: 300, errors: [] });

    const next = many.map((item, index) => (index === 42 ? deployment('bulk-42', 9) : item));
    expect(await ingestion.ingest(scraper, scrape({ items: next }))).toMatchObject({ created: 0, updated: 1, unchanged: 299, changes: 1 });
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM config_items WHERE scraper_id = $1', [scraper]);
    expect(rows[0]!.n).toBe(300);
  });

  it('refuses a scraper that does not exist and writes nothing', async () => {
    const missing = '00000000-0000-0000-0000-0000000000aa';
    await expect(ingestion.ingest(missing, scrape({ items: [deployment('nowhere', 1)] }))).rejects.toBeInstanceOf(UnknownScraperError);
    expect((await db.query(`SELECT 1 FROM config_items WHERE name = 'nowhere'`)).rows).toEqual([]);
  });
});
