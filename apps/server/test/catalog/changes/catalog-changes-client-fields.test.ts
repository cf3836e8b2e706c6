import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { ago, DAY, insertChange, insertItem } from '../summary/catalog-fixtures.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

interface Page {
  total: number;
  changes: { summary: string | null }[];
}

// What the established client and scripts send: relative times and the soft flag.
describe(`POST /api/catalog/changes: relative times and soft relationships (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
    // service -> deployment by parent id (a hard link), service -> database by a soft link.
    ids.service = await insertItem(t.db, { type: 'Kubernetes::Service', name: 'api' });
    ids.deployment = await insertItem(t.db, { type: 'Kubernetes::Deployment', name: 'api', parentId: ids.service });
    ids.database = await insertItem(t.db, { type: 'AWS::RDS::DBInstance', name: 'orders-db' });
    ids.unrelated = await insertItem(t.db, { type: 'AWS::EC2::Instance', name: 'vm-9' });
    await t.db.query(`INSERT INTO config_relationships (config_id, related_id, relation) VALUES ($1, $2, 'uses')`, [ids.service, ids.database]);

    await insertChange(t.db, ids.service, { summary: 'service change', at: ago(3 * DAY) });
    await insertChange(t.db, ids.deployment, { summary: 'deployment change', at: ago(HOUR) });
    await insertChange(t.db, ids.database, { summary: 'database change', at: ago(10 * MINUTE) });
    await insertChange(t.db, ids.unrelated, { summary: 'vm change', at: ago(5 * DAY) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = async (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/catalog/changes', headers: { ...viewer.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const summaries = async (body: Record<string, unknown>): Promise<(string | null)[]> => {
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>().changes.map((c) => c.summary);
  };

  it('reads from and to relative to now', async () => {
    expect(await summaries({ from: 'now-2d' })).toEqual(['database change', 'deployment change']);
    expect(await summaries({ from: 'now-4d', to: 'now-2d' })).toEqual(['service change']);
    expect(await summaries({ from: 'now-2d', to: 'now-30m' })).toEqual(['deployment change']);
    expect(await summaries({ from: 'now-7d', to: 'now' })).toEqual(['database change', 'deployment change', 'service change', 'vm change']);
    // the end of a range rounded to a unit is the end of that unit: today's changes are all before now/d
    expect(await summaries({ from: 'now-2d', to: 'now/d' })).toEqual(['database change', 'deployment change']);
  });

  it('mixes a relative time with an ISO one', async () => {
    expect(await summaries({ from: ago(4 * DAY).toISOString(), to: 'now-2d' })).toEqual(['service change']);
  });

  it('follows only parent-child links when recursing, and soft links too with soft: true', async () => {
    expect(await summaries({ id: ids.service, recursive: 'downstream' })).toEqual(['deployment change', 'service change']);
    expect(await summaries({ id: ids.service, recursive: 'all', soft: false })).toEqual(['deployment change', 'service change']);
    expect(await summaries({ id: ids.service, recursive: 'downstream', soft: true })).toEqual(['database change', 'deployment change', 'service change']);
    expect(await summaries({ id: ids.database, recursive: 'upstream', soft: true })).toEqual(['database change', 'service change']);
    expect(await summaries({ id: ids.database, recursive: 'upstream' })).toEqual(['database change']);
  });

  it('refuses a bad relative time, a soft flag that is not a boolean and unknown fields by name', async () => {
    const cases: [unknown, RegExp][] = [
      [{ from: 'now-2x' }, /from must be an ISO date-time or a time relative to now/],
      [{ to: 'now+' }, /to must be an ISO date-time or a time relative to now/],
      [{ from: 'now', to: 'now-1d' }, /from must not be after to/],
      [{ id: ids.service, recursive: 'all', soft: 'yes' }, /soft/],
      [{ soft: true, recursve: 'all', frm: 'now-1d' }, /recursve.*frm|frm.*recursve/],
    ];
    for (const [body, reason] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message, JSON.stringify(body)).toMatch(reason);
    }
  });
});
