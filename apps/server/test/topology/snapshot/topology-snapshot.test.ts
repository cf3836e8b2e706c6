import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { insertComponent, insertTopology } from '../rollup/topology-fixtures.ts';
import { readZip } from './zip-reader.ts';

interface Node {
  id: string;
  name: string;
  components: Node[];
}
interface Check {
  name: string;
  component_ids: string[];
  statuses: { status: boolean; message: string | null }[];
  more_statuses: boolean;
}
interface Config {
  name: string;
  component_ids?: string[];
  related_to?: { config_id: string; relation: string; direction: string }[];
  changes: { summary: string }[];
  insights: { summary: string; status: string }[];
}

const MINUTE = 60_000;

describe(`GET /api/snapshot/topology/:id (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;
  const ids: Record<string, string> = {};

  const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

  beforeAll(async () => {
    // At info the server keeps its own log lines, which the api component's log selector reads.
    t = await startAccessTestApp({ env: { LOG_LEVEL: 'info' } });
    viewer = await t.person({ roles: ['viewer'] });
    const db = t.db;
    const topology = await insertTopology(db, 'shop');
    ids.shop = await insertComponent(db, { name: 'Shop', type: 'Application', topologyId: topology });
    ids.api = await insertComponent(db, { name: 'api', topologyId: topology, parentId: ids.shop });
    ids.apiPod = await insertComponent(db, { name: 'api-pod', type: 'Pod', topologyId: topology, parentId: ids.api });
    ids.database = await insertComponent(db, { name: 'database', topologyId: topology, parentId: ids.shop });
    ids.other = await insertComponent(db, { name: 'Other', topologyId: topology });
    ids.gone = await insertComponent(db, { name: 'gone', topologyId: topology, parentId: ids.shop });
    await db.query('UPDATE components SET deleted_at = now() WHERE id = $1', [ids.gone]);
    await db.query('UPDATE components SET log_selectors = $2::jsonb WHERE id = $1', [ids.api, JSON.stringify([{ name: 'server log', type: 'server' }])]);

    const canary = await db.query<{ id: string }>("INSERT INTO canaries (name, spec) VALUES ('shop-checks', '{}'::jsonb) RETURNING id");
    const check = async (name: string, componentId: string) => {
      const { rows } = await db.query<{ id: string }>("INSERT INTO checks (canary_id, type, name, status) VALUES ($1, 'http', $2, 'healthy') RETURNING id", [canary.rows[0]!.id, name]);
      await db.query('INSERT INTO check_component_relationships (component_id, check_id, canary_id) VALUES ($1, $2, $3)', [componentId, rows[0]!.id, canary.rows[0]!.id]);
      return rows[0]!.id;
    };
    ids.apiHttp = await check('api-http', ids.api);
    ids.otherHttp = await check('other-http', ids.other);
    const status = (checkId: string, minutes: number, passed: boolean, message: string) =>
      db.query('INSERT INTO check_statuses (check_id, time, status, message, duration) VALUES ($1, $2::timestamptz, $3, $4, 12)', [checkId, ago(minutes), passed, message]);
    await status(ids.apiHttp, 5, true, 'five minutes ago');
    await status(ids.apiHttp, 60, false, 'an hour ago');
    await status(ids.apiHttp, 3 * 24 * 60, true, 'three days ago');
    await status(ids.otherHttp, 1, true, 'not in the snapshot');

    const item = async (name: string, type = 'Postgres::Database') => {
      const { rows } = await db.query<{ id: string }>('INSERT INTO config_items (name, type, config_class, config) VALUES ($1, $2, $3, $4::jsonb) RETURNING id', [
        name,
        type,
        type.split('::')[1],
        JSON.stringify({ name }),
      ]);
      return rows[0]!.id;
    };
    ids.shopDb = await item('shop-db');
    ids.volume = await item('shop-db-volume', 'Kubernetes::PersistentVolume');
    ids.backups = await item('shop-db-backups', 'AWS::S3::Bucket');
    ids.unrelated = await item('unrelated');
    await db.query('INSERT INTO config_component_relationships (component_id, config_id) VALUES ($1, $2)', [ids.database, ids.shopDb]);
    await db.query("INSERT INTO config_relationships (config_id, related_id, relation) VALUES ($1, $2, 'mounts'), ($3, $1, 'backs-up')", [ids.shopDb, ids.volume, ids.backups]);
    const change = (configId: string, minutes: number, summary: string) =>
      db.query("INSERT INTO config_changes (config_id, change_type, summary, created_at) VALUES ($1, 'diff', $2, $3::timestamptz)", [configId, summary, ago(minutes)]);
    await change(ids.shopDb, 2, 'resized');
    await change(ids.shopDb, 2 * 24 * 60, 'upgraded');
    await change(ids.volume, 3, 'volume grew');
    const insight = (configId: string, summary: string, status: string, minutes: number) =>
      db.query("INSERT INTO config_analysis (config_id, analyzer, analysis_type, severity, summary, status, last_observed) VALUES ($1, 'test', 'security', 'high', $2, $3, $4::timestamptz)", [
        configId,
        summary,
        status,
        ago(minutes),
      ]);
    await insight(ids.shopDb, 'open for a week', 'open', 7 * 24 * 60);
    await insight(ids.shopDb, 'resolved just now', 'resolved', 1);
    await insight(ids.shopDb, 'resolved long ago', 'resolved', 5 * 24 * 60);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = viewer.headers) => t.app.inject({ method: 'GET', url, headers });
  const snapshot = async (id: string, query = '', headers?: Record<string, string>) => {
    const response = await get(`/api/snapshot/topology/${id}${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    const files = new Map(readZip(response.rawPayload).map((file) => [file.name, file.data.toString('utf8')]));
    const json = <T>(name: string): T => {
      expect([...files.keys()]).toContain(name);
      return JSON.parse(files.get(name)!) as T;
    };
    return { response, files, json };
  };
  const names = (node: Node): unknown => (node.components.length === 0 ? node.name : { [node.name]: node.components.map(names) });
  const refusal = async (url: string, status: number, headers?: Record<string, string>) => {
    const response = await get(url, headers);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<{ message: string }>().message;
  };

  it('answers a zip download of the component, its live descendants and what is linked to them, for the last 15 minutes by default', async () => {
    const { response, files, json } = await snapshot(ids.shop!);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="snapshot-Shop-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.zip"$/);
    expect([...files.keys()]).toEqual(['snapshot.json', 'component.json', 'checks.json', 'configs.json', 'logs-error.txt']);

    expect(names(json<Node>('component.json'))).toEqual({ Shop: [{ api: ['api-pod'] }, 'database'] });

    const checks = json<Check[]>('checks.json');
    expect(checks.map((check) => check.name)).toEqual(['api-http']);
    expect(checks[0]).toMatchObject({ component_ids: [ids.api], more_statuses: false });
    expect(checks[0]!.statuses.map((status) => status.message)).toEqual(['five minutes ago']);

    const configs = json<Config[]>('configs.json');
    expect(configs.map((config) => config.name)).toEqual(['shop-db']);
    expect(configs[0]!.component_ids).toEqual([ids.database]);
    expect(configs[0]!.changes.map((change) => change.summary)).toEqual(['resized']);
    expect(configs[0]!.insights.map((insight) => insight.summary)).toEqual(['resolved just now', 'open for a week']);

    const manifest = json<{ component: { id: string; name: string }; start: string; end: string; related: boolean; counts: unknown; truncated: string[] }>('snapshot.json');
    expect(manifest.component).toMatchObject({ id: ids.shop, name: 'Shop' });
    expect(Date.parse(manifest.end) - Date.parse(manifest.start)).toBe(15 * MINUTE);
    expect(manifest).toMatchObject({ related: false, counts: { components: 4, checks: 1, configs: 1 }, truncated: [] });
    // The root declares no logs: the logs API's reason is kept and the zip is still made.
    expect(files.get('logs-error.txt')).toMatch(/^The component's logs could not be read \(HTTP 404\): Component Shop declares no logs/);
  });

  it('reaches further back with start: 2h, 7d or an ISO time', async () => {
    const statuses = async (start: string) => (await snapshot(ids.shop!, `?start=${encodeURIComponent(start)}`)).json<Check[]>('checks.json')[0]!.statuses.map((status) => status.message);
    expect(await statuses('2h')).toEqual(['five minutes ago', 'an hour ago']);
    expect(await statuses('7d')).toEqual(['five minutes ago', 'an hour ago', 'three days ago']);
    expect(await statuses(ago(90))).toEqual(['five minutes ago', 'an hour ago']);
    const week = (await snapshot(ids.shop!, '?start=1w')).json<Config[]>('configs.json')[0]!;
    expect(week.changes.map((change) => change.summary)).toEqual(['resized', 'upgraded']);
    expect(week.insights.map((insight) => insight.summary)).toEqual(['resolved just now', 'resolved long ago', 'open for a week']);
  });

  it('adds the configs one catalog relationship away, either way, with their changes, when related=true', async () => {
    const { files, json } = await snapshot(ids.shop!, '?related=true');
    expect([...files.keys()]).toContain('related-configs.json');
    const related = json<Config[]>('related-configs.json');
    expect(related.map((config) => config.name)).toEqual(['shop-db-backups', 'shop-db-volume']);
    expect(related[0]!.related_to).toEqual([{ config_id: ids.shopDb, relation: 'backs-up', direction: 'incoming' }]);
    expect(related[1]!.related_to).toEqual([{ config_id: ids.shopDb, relation: 'mounts', direction: 'outgoing' }]);
    expect(related[1]!.changes.map((change) => change.summary)).toEqual(['volume grew']);
    expect(json<{ counts: { related_configs: number } }>('snapshot.json').counts.related_configs).toBe(2);
    expect([...(await snapshot(ids.shop!, '?related=false')).files.keys()]).not.toContain('related-configs.json');
  });

  it("holds the component's logs for the range as the logs API answers them", async () => {
    t.app.log.info('snapshot marker: the api served a request');
    const { files, json } = await snapshot(ids.api!, '?start=1h');
    expect([...files.keys()]).toEqual(['snapshot.json', 'component.json', 'checks.json', 'configs.json', 'logs.json']);
    const logs = json<{ results: { message: string }[]; errors: unknown[]; more: boolean }>('logs.json');
    expect(logs.errors).toEqual([]);
    expect(logs.results.map((line) => line.message)).toContain('snapshot marker: the api served a request');
    expect(names(json<Node>('component.json'))).toEqual({ api: ['api-pod'] });
  });

  it('asks the logs API as the caller: a token limited to topologies gets the snapshot with the refusal as logs-error.txt', async () => {
    const scoped = await t.tokens.create({ name: 'topologies only', personId: viewer.id, expiresInMs: null, scope: [{ resource: 'topologies', action: 'read' }], createdBy: viewer.id });
    const { files } = await snapshot(ids.api!, '', { authorization: `Bearer ${scoped.token}` });
    expect(files.has('logs.json')).toBe(false);
    expect(files.get('logs-error.txt')).toMatch(/^The component's logs could not be read \(HTTP 403\)/);
  });

  it('keeps at most 100 statuses of a check and says more were left out', async () => {
    await t.db.query(
      "INSERT INTO check_statuses (check_id, time, status, message) SELECT $1, now() - make_interval(secs => g), true, 'burst' FROM generate_series(1, 150) AS g",
      [ids.apiHttp],
    );
    const check = (await snapshot(ids.api!)).json<Check[]>('checks.json')[0]!;
    expect(check.statuses).toHaveLength(100);
    expect(check.more_statuses).toBe(true);
  });

  it('refuses an unknown component (404), an id that is no uuid, a bad start or related (400), and callers without read on topologies', async () => {
    expect(await refusal('/api/snapshot/topology/00000000-0000-0000-0000-00000000abcd', 404)).toBe('Component 00000000-0000-0000-0000-00000000abcd not found');
    expect(await refusal(`/api/snapshot/topology/${ids.gone}`, 404)).toMatch(/not found/);
    expect(await refusal('/api/snapshot/topology/shop', 400)).toMatch(/not a component id/);
    expect(await refusal(`/api/snapshot/topology/${ids.shop}?start=yesterday`, 400)).toMatch(/^start must be a time back from now .*\(got "yesterday"\)$/);
    expect(await refusal(`/api/snapshot/topology/${ids.shop}?start=%2B1h`, 400)).toMatch(/^start must be a time back from now/);
    expect(await refusal(`/api/snapshot/topology/${ids.shop}?start=2999-01-01T00:00:00Z`, 400)).toMatch(/^start must be/);
    expect(await refusal(`/api/snapshot/topology/${ids.shop}?related=yes`, 400)).toMatch(/related must be true or false/);
    expect(await refusal(`/api/snapshot/topology/${ids.shop}?depth=2`, 400)).toMatch(/depth/);
    const agent = await t.person({ roles: ['agent'] });
    expect((await get(`/api/snapshot/topology/${ids.shop}`, agent.headers)).statusCode).toBe(403);
    expect((await get(`/api/snapshot/topology/${ids.shop}`, {})).statusCode).toBe(401);
  });
});

describe(`GET /api/snapshot/topology/:id from the browser, signed in with the session cookie (${testDbKind})`, () => {
  let t: AccessTestApp;

  beforeAll(async () => {
    t = await startAccessTestApp({ kind: 'recording' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the logs with the same cookie, as the browser would send it', async () => {
    const viewer = await t.person({ roles: ['viewer'] });
    t.sessions.open('snapshot-session', viewer.id);
    const topology = await insertTopology(t.db, 'cookie');
    const id = await insertComponent(t.db, { name: 'web', topologyId: topology });
    await t.db.query('UPDATE components SET log_selectors = $2::jsonb WHERE id = $1', [id, JSON.stringify([{ name: 'server log', type: 'server' }])]);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/snapshot/topology/${id}`,
      headers: { cookie: 'theme=dark; vigil_session=snapshot-session', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const files = readZip(response.rawPayload);
    expect(files.map((file) => file.name)).toContain('logs.json');
    expect(JSON.parse(files.find((file) => file.name === 'logs.json')!.data.toString('utf8'))).toMatchObject({ errors: [] });
  });
});
