import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { ago, HOUR, insertCanary, insertCheck, insertStatuses, MINUTE } from './health-fixtures.ts';

interface Figures {
  id: string;
  name: string;
  labels: unknown;
  uptime: { passed: number; failed: number; last_pass: string | null; last_fail: string | null };
  latency: { p99: number | null; p97: number | null; p95: number | null; rolling1h: number | null };
}

const instant = (text: string | null) => (text === null ? null : new Date(text).getTime());
const comparable = ({ id, name, labels, uptime, latency }: Figures) => ({
  id,
  name,
  labels,
  uptime: { ...uptime, last_pass: instant(uptime.last_pass), last_fail: instant(uptime.last_fail) },
  latency,
});

describe(`one home for the health summary: the data API view and the summary endpoint agree (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;
  let canaryIds: string[];

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
    const now = new Date();
    const labelled = await insertCanary(t.db, { team: 'payments' });
    // Labels that are JSON null rather than an object: both answers treat them as no labels.
    const unlabelled = await insertCanary(t.db);
    await t.db.query(`UPDATE canaries SET labels = 'null'::jsonb WHERE id = $1`, [unlabelled]);
    canaryIds = [labelled, unlabelled];

    const busy = await insertCheck(t.db, labelled, { name: 'busy', labels: { env: 'prod' }, status: 'healthy' });
    await insertStatuses(t.db, busy, Array.from({ length: 8 }, (_, i) => ({ at: ago((50 - i * 5) * MINUTE, now), pass: i !== 4, duration: 10 + i * 20 })));

    // Quiet for an hour: the last known result stands in; its last pass is only known from before the
    // check's last transition.
    const quiet = await insertCheck(t.db, labelled, { name: 'quiet', status: 'unhealthy', lastTransitionTime: ago(4 * HOUR, now) });
    await insertStatuses(t.db, quiet, [
      { at: ago(5 * HOUR, now), pass: true, duration: 30 },
      { at: ago(4 * HOUR, now), pass: false, duration: 70 },
      { at: ago(2 * HOUR, now), pass: false, duration: 90 },
    ]);

    await insertCheck(t.db, unlabelled, { name: 'never-ran' });
    const odd = await insertCheck(t.db, unlabelled, { name: 'no-transition-recorded' });
    await insertStatuses(t.db, odd, [
      { at: ago(3 * HOUR, now), pass: true, duration: 5 },
      { at: ago(2 * HOUR, now), pass: false, duration: 6 },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const fromEndpoint = async (): Promise<Figures[]> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/canary/api/summary?sortBy=name', headers: viewer.headers });
    expect(response.statusCode).toBe(200);
    const rows = (response.json() as { checks_summary: (Figures & { canary_id: string })[] }).checks_summary;
    return rows.filter((row) => canaryIds.includes(row.canary_id));
  };
  const fromView = async (): Promise<Figures[]> => {
    const ids = canaryIds.join(',');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/db/check_summary?select=id,name,labels,uptime,latency&canary_id=in.(${ids})&order=name`,
      headers: viewer.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Figures[];
  };

  it('answers the same uptime, latency, last pass and fail, and labels for every check', async () => {
    const endpoint = (await fromEndpoint()).map(comparable);
    const view = (await fromView()).map(comparable);
    expect(endpoint.map((row) => row.name)).toEqual(['busy', 'never-ran', 'no-transition-recorded', 'quiet']);
    expect(view).toEqual(endpoint);
  });

  it('gives the figures a client relies on', async () => {
    const byName = Object.fromEntries((await fromView()).map((row) => [row.name, comparable(row)]));
    expect(byName.busy).toMatchObject({ labels: { team: 'payments', env: 'prod' }, uptime: { passed: 7, failed: 1 }, latency: { rolling1h: 80 } });
    expect(byName.quiet).toMatchObject({ uptime: { passed: 0, failed: 1 }, latency: { p95: 90, p97: 90, p99: 90, rolling1h: 90 } });
    expect(byName.quiet!.uptime.last_pass).not.toBeNull();
    expect(byName['never-ran']).toMatchObject({ labels: {}, uptime: { passed: 0, failed: 0, last_pass: null, last_fail: null } });
  });
});
