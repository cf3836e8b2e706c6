import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CanaryRepository, type CanaryRecord } from '#src/health/canary.repository.ts';
import type { CanaryRunService } from '#src/health/canary-run.service.ts';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import { CanarySchedulerService } from '#src/health/canary-scheduler.service.ts';
import { CheckRepository } from '#src/health/check.repository.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { parseScriptedCanary, passes, ScriptedProbes, throws } from '../scripted-check-type.ts';

interface CheckRow {
  id: string;
  type: string;
  name: string;
  status: string | null;
  labels: Record<string, string> | null;
  spec: Record<string, unknown> | null;
  endpoint: string | null;
  deleted_at: Date | null;
}

interface SummaryRow {
  id: string;
  name: string;
  canary_name: string;
  status: string | null;
  uptime: { passed: number; failed: number };
}

const service = (name: string, up: boolean, latency: number) => ({ name, up, latency, tier: name === 'billing' ? 'critical' : 'standard' });
const threeServices = [service('auth', true, 5), service('billing', false, 250), service('search', true, 40)];

const celPerService = {
  expr: "json.services.map(s, {'name': s.name, 'pass': s.up, 'message': s.up ? 'up' : 'down', 'duration': s.latency, 'labels': {'tier': s.tier}})",
};
const javascriptPerService = {
  javascript: "json.services.map(s => ({ name: s.name, pass: s.up, message: s.up ? 'up' : 'down', detail: { latency: s.latency } }))",
};

describe(`checks emitted by transforms (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;
  let probes: ScriptedProbes;
  let runs: CanaryRunService;

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    probes = new ScriptedProbes();
    ({ runs } = createCanaryRuns(t.db, { checkType: probes.checkType, parseSpec: parseScriptedCanary }));
  });

  let counter = 0;
  const createCanary = async (spec: unknown): Promise<CanaryRecord> => {
    counter += 1;
    const { rows } = await t.db.query<{ id: string }>("INSERT INTO canaries (name, namespace, spec) VALUES ($1, 'ops', $2::jsonb) RETURNING id", [
      `transforming-${counter}`,
      JSON.stringify(spec),
    ]);
    return (await new CanaryRepository(t.db).findLive(rows[0]!.id))!;
  };
  const reporting = (services: unknown) => passes(`${Array.isArray(services) ? services.length : 0} services`, { json: { services } });
  const checksOf = async (canaryId: string) =>
    (await t.db.query<CheckRow>('SELECT id, type, name, status, labels, spec, endpoint, deleted_at FROM checks WHERE canary_id = $1 ORDER BY name', [canaryId])).rows;
  const liveNames = async (canaryId: string) => (await checksOf(canaryId)).filter((c) => c.deleted_at === null).map((c) => c.name);
  const checkNamed = async (canaryId: string, name: string) => (await checksOf(canaryId)).find((c) => c.name === name)!;
  const statusesOf = async (checkId: string) =>
    (await t.db.query<{ status: boolean; message: string | null; error: string | null; duration: number; details: unknown }>(
      'SELECT status, message, error, duration, details FROM check_statuses WHERE check_id = $1 ORDER BY time',
      [checkId],
    )).rows;
  const summaryOf = async (canaryName: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/canary/api/summary', headers: viewer.headers });
    expect(response.statusCode).toBe(200);
    return (response.json() as { checks_summary: SummaryRow[] }).checks_summary.filter((row) => row.canary_name === canaryName);
  };

  it('emits one check per result of a CEL transform, each with its own status, events and place in the summary', async () => {
    const canary = await createCanary({ scripted: [{ name: 'services', labels: { team: 'platform' }, transform: celPerService }] });
    probes.script('services', reporting(threeServices));

    const outcome = await runs.run(canary, { nextRunAt: null });

    expect(outcome).toEqual({ status: 'WARNING', passed: 3, failed: 1 });
    const checks = await checksOf(canary.id);
    const parent = checks.find((c) => c.name === 'services')!;
    expect(checks.map((c) => [c.name, c.type, c.status, c.labels])).toEqual([
      ['auth', 'scripted', 'healthy', { team: 'platform', tier: 'standard' }],
      ['billing', 'scripted', 'unhealthy', { team: 'platform', tier: 'critical' }],
      ['search', 'scripted', 'healthy', { team: 'platform', tier: 'standard' }],
      ['services', 'scripted', 'healthy', { team: 'platform' }],
    ]);
    for (const emitted of checks.filter((c) => c !== parent)) {
      expect(emitted.spec).toEqual({ transformed: true, transformedFrom: parent.id });
      expect(emitted.endpoint).toBe('script://services');
    }
    const billing = await checkNamed(canary.id, 'billing');
    expect(await statusesOf(billing.id)).toEqual([expect.objectContaining({ status: false, message: 'down', error: null, duration: 250 })]);
    expect(await statusesOf(parent.id)).toEqual([expect.objectContaining({ status: true, message: '3 services', error: null })]);
    const { rows: events } = await t.db.query<{ name: string; event_id: string }>(
      "SELECT name, event_id FROM event_queue WHERE event_id = ANY(SELECT id FROM checks WHERE canary_id = $1) AND name LIKE 'check.%'",
      [canary.id],
    );
    expect(events).toContainEqual({ name: 'check.failed', event_id: billing.id });

    const summary = await summaryOf(canary.name);
    expect(summary.map((row) => [row.name, row.status, row.uptime.passed, row.uptime.failed]).sort()).toEqual([
      ['auth', 'healthy', 1, 0],
      ['billing', 'unhealthy', 0, 1],
      ['search', 'healthy', 1, 0],
      ['services', 'healthy', 1, 0],
    ]);
  });

  it('marks deleted the checks a JavaScript transform no longer emits, and restores one that comes back', async () => {
    const canary = await createCanary({ scripted: [{ name: 'services', transform: javascriptPerService }] });
    probes.script('services', reporting(threeServices));
    await runs.run(canary, { nextRunAt: null });
    const search = await checkNamed(canary.id, 'search');
    expect(await statusesOf(search.id)).toEqual([expect.objectContaining({ status: true, message: 'up', details: { latency: 40 } })]);

    probes.script('services', reporting(threeServices.slice(0, 2)));
    await runs.run(canary, { nextRunAt: null });
    expect(await liveNames(canary.id)).toEqual(['auth', 'billing', 'services']);
    expect((await checkNamed(canary.id, 'search')).deleted_at).toBeInstanceOf(Date);
    expect(await statusesOf((await checkNamed(canary.id, 'auth')).id)).toHaveLength(2);
    expect((await summaryOf(canary.name)).map((row) => row.name).sort()).toEqual(['auth', 'billing', 'services']);

    probes.script('services', reporting(threeServices));
    await runs.run(canary, { nextRunAt: null });
    expect(await checkNamed(canary.id, 'search')).toMatchObject({ id: search.id, deleted_at: null });
    expect(await statusesOf(search.id)).toHaveLength(2);
  });

  it('fails the check on a transform that returns garbage, and leaves the checks it emitted before alone', async () => {
    const canary = await createCanary({ scripted: [{ name: 'services', transform: javascriptPerService }] });
    probes.script('services', reporting(threeServices));
    await runs.run(canary, { nextRunAt: null });

    probes.script('services', passes('odd answer', { json: { services: [1, 2] } }));
    const outcome = await runs.run(canary, { nextRunAt: null });

    const parent = await checkNamed(canary.id, 'services');
    expect(parent.status).toBe('unhealthy');
    expect((await statusesOf(parent.id)).at(-1)).toMatchObject({
      status: false,
      error: 'transform returned the result at [0] without a name (got nothing)',
    });
    expect(outcome).toEqual({ status: 'FAILED', passed: 0, failed: 1 });
    expect(await liveNames(canary.id)).toEqual(['auth', 'billing', 'search', 'services']);
    expect(await statusesOf((await checkNamed(canary.id, 'auth')).id)).toHaveLength(1);

    probes.script('services', throws('connection refused'));
    await runs.run(canary, { nextRunAt: null });
    expect((await statusesOf(parent.id)).at(-1)).toMatchObject({ status: false, error: 'connection refused' });
    expect(await liveNames(canary.id)).toEqual(['auth', 'billing', 'search', 'services']);
  });

  it('fails the check, not the run, when a CEL transform yields no list or object', async () => {
    const canary = await createCanary({ scripted: [{ name: 'counted', transform: { expr: 'size(json.services)' } }, { name: 'plain' }] });
    probes.script('counted', reporting(threeServices));
    const outcome = await runs.run(canary, { nextRunAt: null });
    expect(outcome).toEqual({ status: 'WARNING', passed: 1, failed: 1 });
    const counted = await checkNamed(canary.id, 'counted');
    expect((await statusesOf(counted.id))[0]!.error).toMatch(/^expression failed: transform \(expr\): .*number 3/);
    expect(await liveNames(canary.id)).toEqual(['counted', 'plain']);
  });

  it('lets a result without a name change the check own result instead of emitting one', async () => {
    const canary = await createCanary({
      scripted: [{ name: 'services', transform: { expr: "{'pass': json.services.all(s, s.up), 'message': 'all ' + string(size(json.services)) + ' up?'}" } }],
    });
    probes.script('services', reporting(threeServices));
    await runs.run(canary, { nextRunAt: null });
    expect(await liveNames(canary.id)).toEqual(['services']);
    const parent = await checkNamed(canary.id, 'services');
    expect(parent.status).toBe('unhealthy');
    expect(await statusesOf(parent.id)).toEqual([expect.objectContaining({ status: false, message: 'all 3 up?', error: null })]);
  });

  it('refuses names another check of the canary holds', async () => {
    const canary = await createCanary({
      scripted: [{ name: 'db', description: 'The database' }, { name: 'services', transform: { javascript: "[{ name: 'db', pass: false }, { name: 'cache' }]" } }],
    });
    const outcome = await runs.run(canary, { nextRunAt: null });
    expect(outcome).toEqual({ status: 'WARNING', passed: 1, failed: 1 });
    expect(await liveNames(canary.id)).toEqual(['db', 'services']);
    const db = await checkNamed(canary.id, 'db');
    expect(db).toMatchObject({ status: 'healthy', spec: { name: 'db', description: 'The database' } });
    expect(await statusesOf(db.id)).toHaveLength(1);
    expect((await statusesOf((await checkNamed(canary.id, 'services')).id))[0]!.error).toBe(
      "transform returned 'db', already the name of another check of this canary",
    );
  });

  it('takes the emitted checks away with their transform or the check that emitted them', async () => {
    const canary = await createCanary({ scripted: [{ name: 'services', transform: javascriptPerService }, { name: 'other' }] });
    probes.script('services', reporting(threeServices));
    await runs.run(canary, { nextRunAt: null });
    expect(await liveNames(canary.id)).toEqual(['auth', 'billing', 'other', 'search', 'services']);

    await runs.run({ ...canary, spec: { scripted: [{ name: 'services' }, { name: 'other' }] } }, { nextRunAt: null });
    expect(await liveNames(canary.id)).toEqual(['other', 'services']);

    await runs.run(canary, { nextRunAt: null });
    expect(await liveNames(canary.id)).toEqual(['auth', 'billing', 'other', 'search', 'services']);
    await runs.run({ ...canary, spec: { scripted: [{ name: 'other' }] } }, { nextRunAt: null });
    expect(await liveNames(canary.id)).toEqual(['other']);
  });

  it('refreshes the emitted checks when their check runs on its own, and tells them from checks of the spec', async () => {
    const canary = await createCanary({ scripted: [{ name: 'services', transform: celPerService }, { name: 'other' }] });
    probes.script('services', reporting(threeServices));
    await runs.run(canary, { nextRunAt: null });
    const parent = await checkNamed(canary.id, 'services');
    const billing = await checkNamed(canary.id, 'billing');

    probes.script('services', reporting([service('billing', true, 30)]));
    const [definition] = parseScriptedCanary(canary.spec).checks;
    const [result] = (await runs.runChecks([{ checkId: parent.id, check: definition! }], { nextRunAt: null }))!;

    expect(result!.transformed?.map((emitted) => [emitted.definition.name, emitted.result.pass])).toEqual([['billing', true]]);
    expect(await liveNames(canary.id)).toEqual(['billing', 'other', 'services']);
    expect((await statusesOf(billing.id)).map((s) => s.status)).toEqual([false, true]);
    const checks = new CheckRepository(t.db);
    expect(await checks.find(billing.id)).toMatchObject({ name: 'billing', transformedFrom: parent.id });
    expect(await checks.find(parent.id)).toMatchObject({ name: 'services', transformedFrom: null });
  });

  it('keeps scheduling when transforms throw', async () => {
    // Only this test's canary is due for the scheduler.
    await t.db.query('UPDATE canaries SET deleted_at = now() WHERE deleted_at IS NULL');
    const canary = await createCanary({
      schedule: '@every 5m',
      scripted: [{ name: 'throwing', transform: { javascript: "throw new Error('no services in the answer')" } }, { name: 'unknown-variable', transform: { expr: 'nope.map(x, x)' } }, { name: 'fine' }],
    });
    const { runs: scheduledRuns, parseSpec } = createCanaryRuns(t.db, { checkType: probes.checkType, parseSpec: parseScriptedCanary });
    const scheduler = new CanarySchedulerService({ db: t.db, runs: scheduledRuns, parseSpec, logger: { warn: () => undefined, error: () => undefined }, holder: 'transform-test', hostname: 'test-host' });

    expect(await scheduler.tick()).toBe(1);
    await scheduler.idle();
    const throwing = await checkNamed(canary.id, 'throwing');
    expect(throwing.status).toBe('unhealthy');
    expect((await statusesOf(throwing.id))[0]!.error).toMatch(/^expression failed: transform \(javascript\): .*no services in the answer/);
    expect((await statusesOf((await checkNamed(canary.id, 'unknown-variable')).id))[0]!.error).toMatch(/^expression failed: transform \(expr\): unknown variable/);
    expect((await checkNamed(canary.id, 'fine')).status).toBe('healthy');
    const { rows: jobs } = await t.db.query<{ status: string; error_count: number }>('SELECT status, error_count FROM job_history WHERE resource_id = $1', [canary.id]);
    expect(jobs).toEqual([{ status: 'WARNING', error_count: 2 }]);

    await t.db.query("UPDATE scheduler.job_schedules SET next_run_at = now() - interval '1 second' WHERE resource_type = 'canary' AND resource_id = $1", [canary.id]);
    expect(await scheduler.tick()).toBe(1);
    await scheduler.idle();
    await scheduler.stop();
    expect(await statusesOf(throwing.id)).toHaveLength(2);
  });
});
