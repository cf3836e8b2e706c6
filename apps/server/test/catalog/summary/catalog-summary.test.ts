import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { ago, DAY, insertAnalysis, insertChange, insertItem } from './catalog-fixtures.ts';

interface Row {
  [group: string]: unknown;
  count: number;
  health: { healthy: number; unhealthy: number; warning: number; unknown: number };
  changes: number;
  analysis: Record<string, number>;
  cost_total_30d: number | null;
}

describe(`POST /api/catalog/summary (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
    const pods = await Promise.all([
      insertItem(t.db, { type: 'Kubernetes::Pod', name: 'api-1', health: 'healthy', tags: { namespace: 'prod', cluster: 'a' }, labels: { app: 'api' }, cost30d: 10 }),
      insertItem(t.db, { type: 'Kubernetes::Pod', name: 'api-2', health: 'unhealthy', tags: { namespace: 'prod', cluster: 'b' }, labels: { app: 'api' }, cost30d: 5.5 }),
      insertItem(t.db, { type: 'Kubernetes::Pod', name: 'web-1', health: 'warning', tags: { namespace: 'dev' }, labels: { app: 'web' } }),
      insertItem(t.db, { type: 'Kubernetes::Pod', name: 'odd-1', tags: { namespace: 'dev' } }),
    ]);
    const node = await insertItem(t.db, { type: 'Kubernetes::Node', name: 'node-1', health: 'healthy', tags: { cluster: 'a' } });
    await insertItem(t.db, { type: 'Kubernetes::Node', name: 'node-gone', health: 'healthy', deleted: true });
    await insertChange(t.db, pods[0]!, { at: ago(DAY) });
    await insertChange(t.db, pods[0]!, { at: ago(2 * DAY) });
    await insertChange(t.db, pods[1]!, { at: ago(3 * DAY) });
    await insertChange(t.db, pods[1]!, { at: ago(40 * DAY) });
    await insertChange(t.db, node, { at: ago(DAY) });
    await insertAnalysis(t.db, pods[0]!, { analysisType: 'security', severity: 'critical' });
    await insertAnalysis(t.db, pods[1]!, { analysisType: 'security', severity: 'high' });
    await insertAnalysis(t.db, pods[1]!, { analysisType: 'cost', severity: 'high' });
    await insertAnalysis(t.db, pods[2]!, { analysisType: 'cost', status: 'resolved' });
    await insertAnalysis(t.db, pods[3]!, { analysisType: 'cost', lastObserved: ago(45 * DAY) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = async (body: unknown, headers: Record<string, string> = viewer.headers) =>
    t.app.inject({ method: 'POST', url: '/api/catalog/summary', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const webBody = { groupBy: ['config_class', 'type'], tags: [], filter: {}, changes: { since: '30d' }, analysis: { since: '30d' }, cost: '30d', deleted: false };

  it('groups by type and class with health, changes, analysis and cost of live items', async () => {
    const response = await post(webBody);
    expect(response.statusCode).toBe(200);
    const rows = response.json<Row[]>();
    expect(rows).toHaveLength(2);
    const pod = rows.find((r) => r.type === 'Kubernetes::Pod')!;
    expect(pod).toMatchObject({
      config_class: 'Pod',
      count: 4,
      health: { healthy: 1, unhealthy: 1, warning: 1, unknown: 1 },
      changes: 3,
      analysis: { security: 2, cost: 1 },
      cost_total_30d: 15.5,
    });
    const node = rows.find((r) => r.type === 'Kubernetes::Node')!;
    expect(node).toMatchObject({ config_class: 'Node', count: 1, changes: 1, analysis: {}, cost_total_30d: null });
  });

  it('counts deleted items when asked', async () => {
    const rows = (await post({ ...webBody, deleted: true })).json<Row[]>();
    expect(rows.find((r) => r.type === 'Kubernetes::Node')?.count).toBe(2);
  });

  it('groups by a tag with the __tag suffix dropped, and by a label key', async () => {
    const byTag = (await post({ groupBy: ['namespace__tag'] })).json<Row[]>();
    expect(byTag.map((r) => [r.namespace, r.count])).toEqual([['dev', 2], ['prod', 2], [null, 1]]);
    const byLabel = (await post({ groupBy: ['app'] })).json<Row[]>();
    expect(byLabel.map((r) => [r.app, r.count])).toEqual([['api', 2], ['web', 1], [null, 2]]);
  });

  it('filters by tags (with exclusion), labels, health and status', async () => {
    const included = (await post({ ...webBody, tags: [{ key: 'namespace', value: 'prod' }] })).json<Row[]>();
    expect(included.map((r) => [r.type, r.count])).toEqual([['Kubernetes::Pod', 2]]);
    const excluded = (await post({ ...webBody, tags: [{ key: 'namespace', value: 'prod', exclude: true }] })).json<Row[]>();
    expect(excluded.map((r) => [r.type, r.count])).toEqual([['Kubernetes::Node', 1], ['Kubernetes::Pod', 2]]);
    const labelled = (await post({ ...webBody, filter: { label: 'app=api,!cluster' } })).json<Row[]>();
    expect(labelled.map((r) => [r.type, r.count])).toEqual([['Kubernetes::Pod', 2]]);
    const notApi = (await post({ ...webBody, filter: { label: '!app=api' } })).json<Row[]>();
    expect(notApi.find((r) => r.type === 'Kubernetes::Pod')?.count).toBe(2);
    const healthy = (await post({ ...webBody, health: 'healthy,warning' })).json<Row[]>();
    expect(healthy.map((r) => [r.type, r.count])).toEqual([['Kubernetes::Node', 1], ['Kubernetes::Pod', 2]]);
    const notHealthy = (await post({ ...webBody, health: '!healthy' })).json<Row[]>();
    expect(notHealthy.map((r) => [r.type, r.count])).toEqual([['Kubernetes::Pod', 3]]);
  });

  it('counts analysis by severity and narrows the windows', async () => {
    const bySeverity = (await post({ groupBy: ['type'], analysis: { since: '30d', groupBy: 'severity' }, changes: { since: '36h' } })).json<Row[]>();
    const pod = bySeverity.find((r) => r.type === 'Kubernetes::Pod')!;
    expect(pod.analysis).toEqual({ critical: 1, high: 2 });
    expect(pod.changes).toBe(1);
  });

  it('answers 400 naming the bad field and 401 without a caller', async () => {
    const cases: [unknown, RegExp][] = [
      [{ groupBy: 'type' }, /groupBy/],
      [{ groupBy: ['bad key!'] }, /groupBy\[0\]/],
      [{ changes: { since: 'yesterday' } }, /changes\.since/],
      [{ cost: '90d' }, /cost/],
      [{ deleted: 'yes' }, /deleted/],
      [{ tags: [{ key: 'namespace', exclude: 'no' }] }, /tags\[0\]\.exclude/],
      [{ groupby: ['type'] }, /Unknown field\(s\): groupby/],
      [[1, 2], /JSON object/],
    ];
    for (const [body, reason] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(reason);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/catalog/summary', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
