import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { ago, DAY, insertAnalysis, insertChange, insertItem } from '../summary/catalog-fixtures.ts';

type Json = Record<string, unknown>;

describe(`catalog views through /api/db (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;
  const ids: Record<string, string> = {};
  let scraperId = '';

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
    const { rows } = await t.db.query<{ id: string }>(`INSERT INTO config_scrapers (name, spec) VALUES ('cluster scraper', '{"kubernetes": []}') RETURNING id`);
    scraperId = rows[0]!.id;
    ids.node = await insertItem(t.db, { type: 'Kubernetes::Node', name: 'node-1', labels: { zone: 'a' }, tags: { cluster: 'prod' } });
    ids.pod = await insertItem(t.db, { type: 'Kubernetes::Pod', name: 'api-1', parentId: ids.node, labels: { app: 'api', zone: 'a' }, tags: { namespace: 'payments', cluster: 'prod' }, cost30d: 12.5 });
    ids.gone = await insertItem(t.db, { type: 'Kubernetes::Job', name: 'old-job', labels: { app: 'batch' }, tags: { namespace: 'jobs' }, deleted: true });
    await t.db.query('UPDATE config_items SET scraper_id = $1 WHERE id = $2', [scraperId, ids.pod]);
    await insertChange(t.db, ids.pod, { changeType: 'diff', at: ago(DAY) });
    await insertChange(t.db, ids.pod, { changeType: 'Pulled', at: ago(3 * DAY) });
    await insertChange(t.db, ids.pod, { changeType: 'diff', at: ago(10 * DAY) });
    await insertChange(t.db, ids.gone, { changeType: 'Completed', at: ago(DAY) });
    await insertAnalysis(t.db, ids.pod, { analysisType: 'security', severity: 'critical' });
    await insertAnalysis(t.db, ids.pod, { analysisType: 'security', severity: 'low' });
    await insertAnalysis(t.db, ids.pod, { analysisType: 'cost', severity: 'low', status: 'resolved' });
    await insertAnalysis(t.db, ids.node, { analysisType: 'reliability', severity: 'high' });
    await insertAnalysis(t.db, ids.gone, { analysisType: 'security', severity: 'high' });

    // A chain of 12 soft links from the node, and one link back to the start to make a cycle.
    let previous = ids.node;
    for (let i = 1; i <= 12; i += 1) {
      const next = await insertItem(t.db, { type: i % 2 ? 'AWS::Instance' : 'AWS::Volume', name: `hop-${i}` });
      await t.db.query(`INSERT INTO config_relationships (config_id, related_id, relation) VALUES ($1, $2, 'uses')`, [previous, next]);
      ids[`hop${i}`] = next;
      previous = next;
    }
    await t.db.query(`INSERT INTO config_relationships (config_id, related_id, relation) VALUES ($1, $2, 'uses')`, [ids.hop3, ids.node]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async <T = Json[]>(path: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/db/${path}`, headers: viewer.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it('configs: items without their content, namespace from tags, 7-day changes, open analyses and costs', async () => {
    const [pod] = await get(`configs?id=eq.${ids.pod}`);
    expect(pod).not.toHaveProperty('config');
    expect(pod).toMatchObject({ name: 'api-1', namespace: 'payments', changes: 2, analysis: { security: 2 }, cost_total_30d: 12.5 });
    const live = await get('configs?deleted_at=is.null&type=like.Kubernetes*&select=name&order=name');
    expect(live.map((r) => r.name)).toEqual(['api-1', 'node-1']);
  });

  it('config_detail: the content, summary counts, scraper and agent', async () => {
    const [detail] = await get(`config_detail?id=eq.${ids.pod}`);
    expect(detail).toMatchObject({
      config: { spec: {} },
      scraper: { id: scraperId, name: 'cluster scraper' },
      agent: { id: '00000000-0000-0000-0000-000000000000' },
      summary: { relationships: 1, analysis: 2, changes: 3, playbook_runs: 0, checks: 0 },
    });
  });

  it('config_labels, config_tags, config_types and change_types list the distinct values of live items', async () => {
    const labels = await get('config_labels?order=key,value');
    expect(labels).toEqual([{ key: 'app', value: 'api' }, { key: 'zone', value: 'a' }]);
    const tags = await get('config_tags?order=key,value');
    expect(tags).toEqual([{ key: 'cluster', value: 'prod' }, { key: 'namespace', value: 'payments' }]);
    const types = await get('config_types?order=type&type=like.Kubernetes*');
    expect(types.map((r) => r.type)).toEqual(['Kubernetes::Node', 'Kubernetes::Pod']);
    const changeTypes = await get('change_types?order=change_type');
    expect(changeTypes.map((r) => r.change_type)).toEqual(['Completed', 'diff', 'Pulled'].sort());
  });

  it('config_analysis_items: filtered, sorted and paged analyses of live items with their config', async () => {
    const open = await get('config_analysis_items?status=eq.open&order=severity.asc&select=severity,config_type,config');
    expect(open.map((r) => r.severity)).toEqual(['critical', 'high', 'low']);
    expect(open[0]).toMatchObject({ config_type: 'Kubernetes::Pod', config: { id: ids.pod, name: 'api-1' } });
    const page = await get('config_analysis_items?config_type=eq.Kubernetes::Pod&order=severity.asc&limit=1&offset=1&select=severity,status');
    expect(page).toEqual([{ severity: 'low', status: 'open' }]);
  });

  it('related_configs_recursive: each direction, depth limited, safe on cycles and filterable', async () => {
    const rpc = (query: string) => get<Json[]>(`rpc/related_configs_recursive?config_id=${ids.node}&include_deleted_configs=false&${query}`);
    const outgoing = await rpc('type_filter=outgoing&max_depth=10');
    const outNames = outgoing.map((r) => r.name).sort();
    expect(outNames).toEqual(['api-1', ...Array.from({ length: 10 }, (_, i) => `hop-${i + 1}`)].sort());
    expect(outgoing.find((r) => r.name === 'hop-10')?.depth).toBe(10);
    const incoming = await rpc('type_filter=incoming&max_depth=10');
    // hop-3 links back to the node, so walking incoming links goes round the cycle once and stops.
    expect(incoming.map((r) => r.name).sort()).toEqual(['hop-1', 'hop-2', 'hop-3']);
    const all = await rpc('type_filter=all&max_depth=2');
    expect(all.map((r) => r.name).sort()).toEqual(['api-1', 'hop-1', 'hop-2', 'hop-3']);
    const volumes = await rpc('type_filter=outgoing&max_depth=10&type=eq.AWS::Volume&select=name&order=name');
    expect(volumes.map((r) => r.name)).toEqual(['hop-10', 'hop-2', 'hop-4', 'hop-6', 'hop-8']);
    const hardOnly = await rpc('type_filter=outgoing&max_depth=10&outgoing_relation=hard');
    expect(hardOnly.map((r) => r.name)).toEqual(['api-1']);
  });
});
