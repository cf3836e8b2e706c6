import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { ago, DAY, insertChange, insertItem } from '../summary/catalog-fixtures.ts';

interface Change {
  id: string;
  config_id: string;
  name: string;
  type: string;
  change_type: string;
  severity: string;
  summary: string | null;
  created_at: string;
  config: { id: string; name: string; type: string };
}
interface Page {
  summary: Record<string, number>;
  total: number;
  changes: Change[];
}

describe(`POST /api/catalog/changes (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
    // cluster -> node -> pod -> (deleted) sidecar, linked by parent ids.
    ids.cluster = await insertItem(t.db, { type: 'Kubernetes::Cluster', name: 'prod-cluster' });
    ids.node = await insertItem(t.db, { type: 'Kubernetes::Node', name: 'node-1', parentId: ids.cluster });
    ids.pod = await insertItem(t.db, { type: 'Kubernetes::Pod', name: 'api-1', parentId: ids.node });
    ids.gone = await insertItem(t.db, { type: 'Kubernetes::Pod', name: 'old-pod', parentId: ids.pod, deleted: true });
    ids.other = await insertItem(t.db, { type: 'AWS::EC2::Instance', name: 'vm-1' });

    await insertChange(t.db, ids.cluster, { changeType: 'UpgradeStarted', summary: 'cluster upgrade', at: ago(5 * DAY), tags: { env: 'prod' } });
    await insertChange(t.db, ids.node, { changeType: 'diff', summary: 'node diff', severity: 'low', at: ago(4 * DAY), tags: { env: 'prod' } });
    await insertChange(t.db, ids.pod, { changeType: 'diff', summary: 'pod diff', severity: 'high', at: ago(3 * DAY), externalCreatedBy: 'deployer', tags: { env: 'dev' } });
    await insertChange(t.db, ids.pod, { changeType: 'Pulled', summary: 'pod pulled', at: ago(2 * DAY) });
    await insertChange(t.db, ids.gone, { changeType: 'diff', summary: 'gone diff', at: ago(DAY) });
    await insertChange(t.db, ids.other, { changeType: 'diff', summary: 'vm diff', at: ago(40 * DAY) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = async (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/catalog/changes', headers: { ...viewer.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const page = async (body: Record<string, unknown>): Promise<Page> => {
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const summaries = (p: Page) => p.changes.map((c) => c.summary);

  it('lists the changes of live configs newest first with their config name and type, and counts them', async () => {
    const result = await page({ page: 1, page_size: 200, sort_by: '-created_at', include_deleted_configs: false });
    expect(summaries(result)).toEqual(['pod pulled', 'pod diff', 'node diff', 'cluster upgrade', 'vm diff']);
    expect(result.total).toBe(5);
    expect(result.summary).toEqual({ Pulled: 1, diff: 3, UpgradeStarted: 1 });
    expect(result.changes[0]).toMatchObject({ name: 'api-1', type: 'Kubernetes::Pod', config: { id: ids.pod, name: 'api-1' } });
    const withDeleted = await page({ include_deleted_configs: true });
    expect(summaries(withDeleted)[0]).toBe('gone diff');
    expect(withDeleted.total).toBe(6);
  });

  it('pages on the server and sorts by any column either way', async () => {
    const second = await page({ page: 2, page_size: 2, sort_by: 'created_at' });
    expect(summaries(second)).toEqual(['node diff', 'pod diff']);
    expect(second.total).toBe(5);
    const byName = await page({ sortBy: 'name', sortOrder: 'desc', pageSize: 1 });
    expect(byName.changes.map((c) => c.name)).toEqual(['vm-1']);
  });

  it('filters by config type, change type (with exclusion), severity, creator, tags and time range', async () => {
    expect(summaries(await page({ config_type: 'Kubernetes::Pod' }))).toEqual(['pod pulled', 'pod diff']);
    expect(summaries(await page({ type: '!diff' }))).toEqual(['pod pulled', 'cluster upgrade']);
    expect(summaries(await page({ severity: 'high,low' }))).toEqual(['pod diff', 'node diff']);
    expect(summaries(await page({ created_by: 'deployer' }))).toEqual(['pod diff']);
    expect(summaries(await page({ tags: 'env=prod' }))).toEqual(['node diff', 'cluster upgrade']);
    expect(summaries(await page({ tags: [{ key: 'env', value: 'prod', exclude: true }] }))).toEqual(['pod pulled', 'pod diff', 'vm diff']);
    const from = ago(4.5 * DAY).toISOString();
    const to = ago(2.5 * DAY).toISOString();
    expect(summaries(await page({ from, to }))).toEqual(['pod diff', 'node diff']);
    expect(summaries(await page({ arbitraryFilter: { summary: 'vm diff' } }))).toEqual(['vm diff']);
  });

  it('follows relationships upstream, downstream or both from one config', async () => {
    expect(summaries(await page({ id: ids.pod }))).toEqual(['pod pulled', 'pod diff']);
    expect(summaries(await page({ id: ids.pod, recursive: 'upstream', depth: 5 }))).toEqual(['pod pulled', 'pod diff', 'node diff', 'cluster upgrade']);
    expect(summaries(await page({ id: ids.pod, recursive: 'upstream', depth: 1 }))).toEqual(['pod pulled', 'pod diff', 'node diff']);
    expect(summaries(await page({ id: ids.node, recursive: 'downstream' }))).toEqual(['pod pulled', 'pod diff', 'node diff']);
    expect(summaries(await page({ id: ids.node, recursive: 'downstream', include_deleted_configs: true }))).toEqual(['gone diff', 'pod pulled', 'pod diff', 'node diff']);
    expect(summaries(await page({ config_id: ids.node, type_filter: 'all', changeType: 'diff' }))).toEqual(['pod diff', 'node diff']);
  });

  it('answers 400 with the reason for bad input', async () => {
    const cases: [unknown, RegExp][] = [
      [{ id: 'not-a-uuid' }, /id must be a config id/],
      [{ recursive: 'all' }, /recursive needs id/],
      [{ id: ids.pod, recursive: 'sideways' }, /recursive must be/],
      [{ page: 0 }, /page must be/],
      [{ page_size: 100000 }, /page_size must be/],
      [{ depth: 11, id: ids.pod, recursive: 'all' }, /depth must be/],
      [{ sort_by: '-password' }, /sort_by must be one of/],
      [{ from: 'yesterday' }, /from must be an ISO date-time/],
      [{ from: ago(DAY).toISOString(), to: ago(2 * DAY).toISOString() }, /from must not be after to/],
      [{ tags: 'env' }, /tags must be key=value/],
      [{ arbitraryFilter: { config: 'x' } }, /arbitraryFilter\.config/],
      [{ include_deleted_configs: 'no' }, /include_deleted_configs/],
      [{ pagesize: 5 }, /Unknown field\(s\): pagesize/],
    ];
    for (const [body, reason] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(reason);
    }
  });
});
