import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { ago, HOUR, insertCanary, insertCheck, insertStatuses, MINUTE } from './health-fixtures.ts';

interface SummaryRow {
  id: string;
  name: string;
  canary_name: string;
  labels: Record<string, string>;
  status: string | null;
  uptime: { passed: number; failed: number; last_pass: string | null; last_fail: string | null };
  latency: { p99: number | null; p97: number | null; p95: number | null; rolling1h: number | null };
  deleted_at: string | null;
}

describe(`GET|POST /api/canary/api/summary (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;
  const ids: Record<string, string> = {};
  const times: Record<string, Date> = {};

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
    const now = new Date();
    const payments = await insertCanary(t.db, { team: 'payments' });
    const search = await insertCanary(t.db, { team: 'search' });

    // 11 results in the last hour (durations 0..100 ms, the 3rd and 7th failing) and older ones that must not count.
    ids.checkout = await insertCheck(t.db, payments, { name: 'checkout', labels: { env: 'prod' }, status: 'healthy' });
    await insertStatuses(t.db, ids.checkout, [
      ...Array.from({ length: 11 }, (_, i) => ({ at: ago((55 - i * 5) * MINUTE, now), pass: i !== 2 && i !== 6, duration: i * 10 })),
      { at: ago(2 * HOUR, now), pass: false, duration: 5000 },
      { at: ago(3 * HOUR, now), pass: false, duration: 5000 },
    ]);
    times.checkoutLastPass = ago(5 * MINUTE, now);
    times.checkoutLastFail = ago(25 * MINUTE, now);

    // Nothing ran in the last hour: the last known result stands in, and the result before the transition gives the last pass.
    ids.refunds = await insertCheck(t.db, payments, { name: 'refunds', labels: { env: 'staging' }, status: 'unhealthy', lastTransitionTime: ago(5 * HOUR, now) });
    times.refundsLastPass = ago(6 * HOUR, now);
    times.refundsLastFail = ago(3 * HOUR, now);
    await insertStatuses(t.db, ids.refunds, [
      { at: times.refundsLastPass, pass: true, duration: 40 },
      { at: ago(5 * HOUR, now), pass: false, duration: 900 },
      { at: times.refundsLastFail, pass: false, duration: 321 },
    ]);

    ids.indexer = await insertCheck(t.db, search, { name: 'indexer', type: 'tcp', namespace: 'search' });
    ids.retired = await insertCheck(t.db, search, { name: 'retired', deleted: true, status: 'healthy' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (query = '', headers: Record<string, string> = viewer.headers) =>
    t.app.inject({ method: 'GET', url: `/api/canary/api/summary${query}`, headers });
  const post = async (body: unknown, headers: Record<string, string> = viewer.headers) =>
    t.app.inject({ method: 'POST', url: '/api/canary/api/summary', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const rows = (response: { json(): unknown }) => (response.json() as { checks_summary: SummaryRow[] }).checks_summary;
  const byName = (list: SummaryRow[]) => Object.fromEntries(list.map((row) => [row.name, row]));

  it('lists the live checks with uptime and latency percentiles of the last hour', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const list = rows(response);
    expect(list.map((row) => row.name)).toEqual(['checkout', 'indexer', 'refunds']);
    const checkout = byName(list).checkout!;
    expect(checkout).toMatchObject({
      id: ids.checkout,
      canary_name: expect.stringMatching(/^canary-/),
      canary_namespace: 'monitoring',
      labels: { team: 'payments', env: 'prod' },
      status: 'healthy',
      endpoint: 'https://checkout.example.test',
      uptime: { passed: 9, failed: 2 },
      latency: { p95: 95, p97: 97, p99: 99, rolling1h: 50 },
    });
    expect(new Date(checkout.uptime.last_pass!).getTime()).toBe(times.checkoutLastPass!.getTime());
    expect(new Date(checkout.uptime.last_fail!).getTime()).toBe(times.checkoutLastFail!.getTime());
  });

  it('falls back to the last known result when nothing ran in the last hour', async () => {
    const { refunds, indexer } = byName(rows(await get()));
    expect(refunds).toMatchObject({ status: 'unhealthy', uptime: { passed: 0, failed: 1 }, latency: { p95: 321, p97: 321, p99: 321, rolling1h: 321 } });
    expect(new Date(refunds!.uptime.last_fail!).getTime()).toBe(times.refundsLastFail!.getTime());
    expect(new Date(refunds!.uptime.last_pass!).getTime()).toBe(times.refundsLastPass!.getTime());
    expect(indexer).toMatchObject({ uptime: { passed: 0, failed: 0, last_pass: null, last_fail: null }, latency: { p95: null, p97: null, p99: null, rolling1h: null } });
  });

  it('filters by merged canary and check labels, in the body or the query string', async () => {
    expect(rows(await post({ labels: { team: 'payments' } })).map((row) => row.name)).toEqual(['checkout', 'refunds']);
    expect(rows(await post({ labels: { team: 'payments', env: 'prod' } })).map((row) => row.name)).toEqual(['checkout']);
    expect(rows(await get('?labels=team%3Dpayments%2Cenv%3Dstaging')).map((row) => row.name)).toEqual(['refunds']);
    expect(rows(await get(`?labels=${encodeURIComponent('{"team":"search"}')}`)).map((row) => row.name)).toEqual(['indexer']);
    expect(rows(await post({ labels: { team: 'nobody' } }))).toEqual([]);
  });

  it('filters by status, type, namespace, canary and check, and sorts', async () => {
    expect(rows(await post({ status: 'unhealthy' })).map((row) => row.name)).toEqual(['refunds']);
    expect(rows(await get('?type=tcp')).map((row) => row.name)).toEqual(['indexer']);
    expect(rows(await get('?namespace=search')).map((row) => row.name)).toEqual(['indexer']);
    expect(rows(await post({ check_id: ids.refunds })).map((row) => row.id)).toEqual([ids.refunds]);
    expect(rows(await get('?sortBy=name&sortOrder=desc')).map((row) => row.name)).toEqual(['refunds', 'indexer', 'checkout']);
    expect(rows(await post({ sortBy: 'latency', sortDesc: true })).map((row) => row.name)).toEqual(['refunds', 'checkout', 'indexer']);
  });

  it('hides deleted checks unless asked for them', async () => {
    expect(rows(await get()).some((row) => row.name === 'retired')).toBe(false);
    const withDeleted = byName(rows(await post({ includeDeleted: true })));
    expect(withDeleted.retired?.deleted_at).toEqual(expect.any(String));
    expect(rows(await get('?includeDeleted=true')).map((row) => row.name)).toContain('retired');
  });

  it('refuses bad filters with a reason', async () => {
    const cases: [() => Promise<{ statusCode: number; json(): unknown }>, string][] = [
      [() => post({ status: 'sleepy' }), 'status must be healthy or unhealthy (got "sleepy")'],
      [() => get('?sortBy=color'), expect.stringContaining('sortBy must be one of name, status')],
      [() => post({ labels: ['team'] }), 'labels must be an object of label names to values'],
      [() => post({ labels: { team: 3 } }), 'label team must have a string value'],
      [() => get('?labels=team'), 'labels must be key=value pairs separated by commas (got "team")'],
      [() => post({ check_id: 'abc' }), 'check_id must be a uuid (got "abc")'],
      [() => post({ colour: 'red' }), expect.stringContaining('unknown filter colour')],
      [() => post({ includeDeleted: 'maybe' }), 'includeDeleted must be true or false'],
      [() => post(['not', 'an', 'object']), 'The request body must be a JSON object'],
    ];
    for (const [call, message] of cases) {
      const response = await call();
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'bad request', message });
    }
  });

  it('answers 401 without credentials and 403 to a token whose scope leaves out canaries', async () => {
    expect((await get('', {})).statusCode).toBe(401);
    expect((await post({}, {})).statusCode).toBe(401);
    const scoped = await t.tokens.create({ name: 'topology only', personId: viewer.id, expiresInMs: null, scope: [{ resource: 'topologies', action: 'read' }], createdBy: viewer.id });
    const response = await get('', { authorization: `Bearer ${scoped.token}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'forbidden', message: "The access token's scope does not allow to read canaries" });
    for (const role of ['viewer', 'responder', 'commander', 'editor', 'admin']) {
      const person = await t.person({ roles: [role] });
      expect((await get('', person.headers)).statusCode, role).toBe(200);
    }
  });
});
