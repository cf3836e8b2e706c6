import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { ago, DAY, floorTo, HOUR, insertCanary, insertCheck, insertStatuses, MINUTE } from './health-fixtures.ts';

interface Graph {
  status: { time: string; status: boolean; duration: number | null; passed: number; failed: number }[];
  latency: { p99: number | null; p97: number | null; p95: number | null };
  uptime: { passed: number; failed: number };
}

describe(`GET /api/canary/api/graph (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;
  let canary: string;
  let now: Date;

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
    canary = await insertCanary(t.db);
    now = new Date();
  });
  afterAll(async () => {
    await t?.close();
  });

  const graph = async (query: string, headers: Record<string, string> = viewer.headers) =>
    t.app.inject({ method: 'GET', url: `/api/canary/api/graph?${query}`, headers });
  const graphOf = async (query: string): Promise<Graph> => {
    const response = await graph(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Graph;
  };
  // Inside a bucket, a little after its start, so that results land in the bucket the test names.
  const inBucket = (bucketsAgo: number, spanMs: number, offsetMs = 1000) =>
    new Date(floorTo(now, spanMs).getTime() - bucketsAgo * spanMs + offsetMs);
  const bucketTime = (bucketsAgo: number, spanMs: number) => new Date(floorTo(now, spanMs).getTime() - bucketsAgo * spanMs).toISOString();

  it('charts the last hour in one-minute buckets with percentiles and uptime over the range', async () => {
    const check = await insertCheck(t.db, canary, { name: 'one-hour' });
    await insertStatuses(t.db, check, [
      { at: inBucket(3, MINUTE), pass: true, duration: 100 },
      { at: inBucket(3, MINUTE, 20_000), pass: false, duration: 300 },
      { at: inBucket(2, MINUTE), pass: true, duration: 50 },
      { at: ago(2 * HOUR, now), pass: false, duration: 9000 },
    ]);
    const body = await graphOf(`check=${check}&start=now-1h`);
    expect(body.status).toEqual([
      { time: bucketTime(3, MINUTE), status: false, duration: 200, passed: 1, failed: 1 },
      { time: bucketTime(2, MINUTE), status: true, duration: 50, passed: 1, failed: 0 },
    ]);
    expect(body.uptime).toEqual({ passed: 2, failed: 1 });
    expect(body.latency).toEqual({ p95: 280, p97: 288, p99: 296 });
    expect((await graphOf(`check=${check}&start=1h`)).status).toEqual(body.status);
  });

  it('charts a day in 15-minute buckets', async () => {
    const check = await insertCheck(t.db, canary, { name: 'one-day' });
    const span = 15 * MINUTE;
    await insertStatuses(t.db, check, [
      { at: inBucket(40, span), pass: true, duration: 10 },
      { at: inBucket(40, span, 10 * MINUTE), pass: true, duration: 30 },
      { at: inBucket(4, span), pass: false, duration: 70 },
    ]);
    const body = await graphOf(`check=${check}&start=now-1d&end=now`);
    expect(body.status).toEqual([
      { time: bucketTime(40, span), status: true, duration: 20, passed: 2, failed: 0 },
      { time: bucketTime(4, span), status: false, duration: 70, passed: 0, failed: 1 },
    ]);
    expect(body.uptime).toEqual({ passed: 2, failed: 1 });
  });

  it('charts a week in hourly buckets, between absolute times too', async () => {
    const check = await insertCheck(t.db, canary, { name: 'one-week' });
    await insertStatuses(t.db, check, [
      { at: inBucket(150, HOUR), pass: false, duration: 500 },
      { at: inBucket(150, HOUR, 30 * MINUTE), pass: false, duration: 700 },
      { at: inBucket(5, HOUR), pass: true, duration: 20 },
    ]);
    const body = await graphOf(`check=${check}&start=7d`);
    expect(body.status).toEqual([
      { time: bucketTime(150, HOUR), status: false, duration: 600, passed: 0, failed: 2 },
      { time: bucketTime(5, HOUR), status: true, duration: 20, passed: 1, failed: 0 },
    ]);
    const start = encodeURIComponent(ago(7 * DAY, now).toISOString());
    const end = encodeURIComponent(ago(2 * DAY, now).toISOString());
    expect((await graphOf(`check=${check}&start=${start}&end=${end}`)).status).toEqual([body.status[0]]);
  });

  it('charts 30 days of raw results in 4-hour buckets', async () => {
    const check = await insertCheck(t.db, canary, { name: 'one-month' });
    const span = 4 * HOUR;
    await insertStatuses(t.db, check, [
      { at: inBucket(170, span), pass: true, duration: 15 },
      { at: inBucket(170, span, 3 * HOUR), pass: false, duration: 25 },
      { at: inBucket(1, span), pass: true, duration: 5 },
      { at: ago(31 * DAY, now), pass: false, duration: 99 },
    ]);
    const body = await graphOf(`check=${check}&start=now-30d`);
    expect(body.status).toEqual([
      { time: bucketTime(170, span), status: false, duration: 20, passed: 1, failed: 1 },
      { time: bucketTime(1, span), status: true, duration: 5, passed: 1, failed: 0 },
    ]);
    expect(body.uptime).toEqual({ passed: 2, failed: 1 });
  });

  it('reads hourly rollups beyond the raw retention, and daily ones beyond the hourly', async () => {
    const check = await insertCheck(t.db, canary, { name: 'long-ago' });
    const hour = floorTo(ago(40 * DAY, now), 4 * HOUR);
    const day = floorTo(ago(120 * DAY, now), DAY);
    await t.db.query(
      `INSERT INTO check_statuses_1h (check_id, created_at, duration, total, passed, failed)
       VALUES ($1, $2, 100, 10, 9, 1), ($1, $2::timestamptz + interval '1 hour', 300, 10, 10, 0)`,
      [check, hour],
    );
    await t.db.query('INSERT INTO check_statuses_1d (check_id, created_at, duration, total, passed, failed) VALUES ($1, $2, 80, 200, 190, 10)', [check, day]);
    const hourly = await graphOf(`check=${check}&start=now-60d`);
    expect(hourly.status).toEqual([{ time: hour.toISOString(), status: false, duration: 200, passed: 19, failed: 1 }]);
    expect(hourly.uptime).toEqual({ passed: 19, failed: 1 });
    const daily = await graphOf(`check=${check}&start=now-200d`);
    expect(daily.status).toEqual([{ time: floorTo(day, 4 * HOUR).toISOString(), status: false, duration: 80, passed: 190, failed: 10 }]);
  });

  it('answers an empty chart for a check without results in the range', async () => {
    const check = await insertCheck(t.db, canary, { name: 'quiet' });
    expect(await graphOf(`check=${check}&start=now-2h`)).toEqual({ status: [], latency: { p99: null, p97: null, p95: null }, uptime: { passed: 0, failed: 0 } });
  });

  it('refuses a missing or malformed check and a bad range with 400, and an unknown check with 404', async () => {
    const check = await insertCheck(t.db, canary, { name: 'refusals' });
    const cases: [string, number, string][] = [
      ['start=now-1h', 400, 'check is required: the id of the check to chart'],
      ['check=nope', 400, 'check must be a check id (a uuid), got "nope"'],
      [`check=${check}&start=yesterday`, 400, 'start must be an ISO 8601 time, "now", date math such as "now-1h", or a span such as "1h" (got "yesterday")'],
      [`check=${check}&start=now-1h&end=soon`, 400, expect.stringContaining('end must be an ISO 8601 time')],
      [`check=${check}&start=now&end=now-1h`, 400, expect.stringContaining('must be before end')],
      ['check=00000000-0000-4000-8000-000000000000&start=now-1h', 404, 'No check with id 00000000-0000-4000-8000-000000000000'],
    ];
    for (const [query, status, message] of cases) {
      const response = await graph(query);
      expect(response.statusCode, query).toBe(status);
      expect(response.json()).toEqual({ error: status === 404 ? 'not found' : 'bad request', message });
    }
    expect((await graph(`check=${check}`, {})).statusCode).toBe(401);
  });
});
