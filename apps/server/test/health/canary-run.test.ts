import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '#src/db/db.ts';
import { CanaryRepository, type CanaryRecord } from '#src/health/canary.repository.ts';
import type { CanaryRunService } from '#src/health/canary-run.service.ts';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';
import { fails, hangs, parseScriptedCanary, passes, ScriptedProbes, throws } from './scripted-check-type.ts';

interface CheckRow {
  id: string;
  name: string;
  status: string | null;
  endpoint: string | null;
  description: string | null;
  labels: Record<string, string> | null;
  last_transition_time: Date | null;
  last_runtime: Date | null;
  next_runtime: Date | null;
  deleted_at: Date | null;
}

describe(`canary runs: results, transitions, events and job history (${testDbKind})`, () => {
  let db: TestDb;
  let probes: ScriptedProbes;
  let runs: CanaryRunService;
  const statements: string[] = [];

  /** Records every statement the run sends, inside transactions too, to see how results are written. */
  const recording = (inner: TestDb): TestDb => {
    const wrap = (q: Queryable): Queryable => ({
      query: (sql, params) => {
        statements.push(sql);
        return q.query(sql, params);
      },
      exec: (sql) => q.exec(sql),
    });
    return { ...inner, ...wrap(inner), transaction: (fn, options) => inner.transaction((tx) => fn(wrap(tx)), options) };
  };

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(() => {
    probes = new ScriptedProbes();
    ({ runs } = createCanaryRuns(recording(db), { checkType: probes.checkType, parseSpec: parseScriptedCanary }));
    statements.length = 0;
  });

  let counter = 0;
  const createCanary = async (spec: unknown): Promise<CanaryRecord> => {
    counter += 1;
    const { rows } = await db.query<{ id: string }>("INSERT INTO canaries (name, namespace, spec) VALUES ($1, 'ops', $2::jsonb) RETURNING id", [
      `canary-${counter}`,
      JSON.stringify(spec),
    ]);
    return (await new CanaryRepository(db).findLive(rows[0]!.id))!;
  };
  const checksOf = async (canaryId: string) =>
    (await db.query<CheckRow>('SELECT * FROM checks WHERE canary_id = $1 ORDER BY name', [canaryId])).rows;
  const checkNamed = async (canaryId: string, name: string) => (await checksOf(canaryId)).find((c) => c.name === name)!;
  const statusesOf = async (checkId: string) =>
    (await db.query<{ status: boolean; error: string | null; message: string | null; duration: number; invalid: boolean }>(
      'SELECT status, error, message, duration, invalid FROM check_statuses WHERE check_id = $1 ORDER BY time',
      [checkId],
    )).rows;
  const eventsOf = async (checkId: string) =>
    (await db.query<{ name: string; attempts: number; properties: Record<string, unknown> }>(
      "SELECT name, attempts, properties FROM event_queue WHERE event_id = $1 AND name LIKE 'check.%' ORDER BY name",
      [checkId],
    )).rows;
  const jobsOf = async (canaryId: string) =>
    (await db.query<{ name: string; resource_type: string; status: string; success_count: number; error_count: number; duration_millis: number; details: { errors?: string[] } | null; hostname: string }>(
      'SELECT * FROM job_history WHERE resource_id = $1 ORDER BY time_start, created_at',
      [canaryId],
    )).rows;

  it('creates the checks of a canary, stores each result in one batch, and records the job', async () => {
    const canary = await createCanary({
      scripted: [
        { name: 'api', description: 'The public API', labels: { team: 'core' } },
        { name: 'db' },
        { name: 'queue' },
      ],
    });
    probes.script('queue', fails('queue depth 900 over 500'));
    const nextRunAt = new Date(Date.now() + 30_000);

    const outcome = await runs.run(canary, { nextRunAt });

    expect(outcome).toEqual({ status: 'WARNING', passed: 2, failed: 1 });
    const checks = await checksOf(canary.id);
    expect(checks.map((c) => [c.name, c.status, c.endpoint])).toEqual([
      ['api', 'healthy', 'script://api'],
      ['db', 'healthy', 'script://db'],
      ['queue', 'unhealthy', 'script://queue'],
    ]);
    expect(checks[0]).toMatchObject({ description: 'The public API', labels: { team: 'core' } });
    for (const check of checks) {
      expect(check.last_runtime).toBeInstanceOf(Date);
      expect(check.next_runtime?.getTime()).toBe(nextRunAt.getTime());
    }
    expect(await statusesOf(checks[2]!.id)).toEqual([{ status: false, error: null, message: 'queue depth 900 over 500', duration: expect.any(Number), invalid: false }]);
    expect(statements.filter((sql) => /INSERT INTO check_statuses/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /INSERT INTO checks/.test(sql))).toHaveLength(1);

    const jobs = await jobsOf(canary.id);
    expect(jobs).toEqual([
      expect.objectContaining({ name: 'CanaryRun', resource_type: 'canary', status: 'WARNING', success_count: 2, error_count: 1, duration_millis: expect.any(Number), hostname: expect.any(String) }),
    ]);
  });

  it('sets the transition time and enqueues check.passed / check.failed once per change of status', async () => {
    const canary = await createCanary({ scripted: [{ name: 'flappy' }] });
    probes.script('flappy', fails());
    await runs.run(canary, { nextRunAt: null });
    const first = await checkNamed(canary.id, 'flappy');
    expect(first.status).toBe('unhealthy');
    expect(await eventsOf(first.id)).toEqual([expect.objectContaining({ name: 'check.failed', attempts: 0, properties: expect.objectContaining({ status: 'unhealthy' }) })]);

    // A consumer tried the event twice; a run with the same outcome must not re-arm it.
    await db.query("UPDATE event_queue SET attempts = 2 WHERE event_id = $1 AND name = 'check.failed'", [first.id]);
    await runs.run(canary, { nextRunAt: null });
    const second = await checkNamed(canary.id, 'flappy');
    expect(second.last_transition_time?.getTime()).toBe(first.last_transition_time?.getTime());
    expect(await eventsOf(first.id)).toEqual([expect.objectContaining({ name: 'check.failed', attempts: 2 })]);

    probes.script('flappy', passes());
    await runs.run(canary, { nextRunAt: null });
    const recovered = await checkNamed(canary.id, 'flappy');
    expect(recovered.status).toBe('healthy');
    expect(recovered.last_transition_time!.getTime()).toBeGreaterThan(first.last_transition_time!.getTime());
    expect(await eventsOf(first.id)).toEqual([
      expect.objectContaining({ name: 'check.failed', attempts: 2 }),
      expect.objectContaining({ name: 'check.passed', attempts: 0, properties: expect.objectContaining({ status: 'healthy', previous_status: 'unhealthy' }) }),
    ]);

    probes.script('flappy', fails());
    await runs.run(canary, { nextRunAt: null });
    expect(await eventsOf(first.id)).toEqual([
      expect.objectContaining({ name: 'check.failed', attempts: 0 }),
      expect.objectContaining({ name: 'check.passed', attempts: 0 }),
    ]);
    expect((await statusesOf(first.id)).map((s) => s.status)).toEqual([false, false, true, false]);
  });

  it('turns a probe that throws or hangs into an unhealthy result with the error, and still stores the others', async () => {
    const canary = await createCanary({ scripted: [{ name: 'broken' }, { name: 'slow', timeout: 50 }, { name: 'fine' }] });
    probes.script('broken', throws('connection reset by peer'));
    probes.script('slow', hangs);

    const outcome = await runs.run(canary, { nextRunAt: null });

    expect(outcome).toEqual({ status: 'WARNING', passed: 1, failed: 2 });
    expect(await statusesOf((await checkNamed(canary.id, 'broken')).id)).toEqual([expect.objectContaining({ status: false, error: 'connection reset by peer' })]);
    expect(await statusesOf((await checkNamed(canary.id, 'slow')).id)).toEqual([expect.objectContaining({ status: false, error: 'timed out after 50 ms' })]);
    expect(await statusesOf((await checkNamed(canary.id, 'fine')).id)).toEqual([expect.objectContaining({ status: true, error: null })]);
    const [job] = await jobsOf(canary.id);
    expect(job?.details?.errors).toEqual(['scripted/broken: connection reset by peer', 'scripted/slow: timed out after 50 ms']);
  });

  it('records FAILED when every check fails or the spec cannot be read, SUCCESS when all pass', async () => {
    const allFail = await createCanary({ scripted: [{ name: 'down-1' }, { name: 'down-2' }] });
    probes.script('down-1', fails());
    probes.script('down-2', throws('refused'));
    await runs.run(allFail, { nextRunAt: null });
    expect(await jobsOf(allFail.id)).toEqual([expect.objectContaining({ status: 'FAILED', success_count: 0, error_count: 2 })]);

    const allPass = await createCanary({ scripted: [{ name: 'up' }] });
    await runs.run(allPass, { nextRunAt: null });
    expect(await jobsOf(allPass.id)).toEqual([expect.objectContaining({ status: 'SUCCESS', success_count: 1, error_count: 0, details: null })]);

    const broken = await createCanary({ broken: 'unknown key' });
    const outcome = await runs.run(broken, { nextRunAt: null });
    expect(outcome.error).toBe('invalid spec: spec.broken: unknown key');
    expect(await jobsOf(broken.id)).toEqual([expect.objectContaining({ status: 'FAILED', details: { errors: ['invalid spec: spec.broken: unknown key'] } })]);
    expect(await checksOf(broken.id)).toEqual([]);
  });

  it('soft-deletes the checks a spec no longer has and restores one that comes back', async () => {
    const canary = await createCanary({ scripted: [{ name: 'keep' }, { name: 'drop' }] });
    await runs.run(canary, { nextRunAt: null });
    const dropped = await checkNamed(canary.id, 'drop');

    await runs.run({ ...canary, spec: { scripted: [{ name: 'keep' }] } }, { nextRunAt: null });
    expect((await checksOf(canary.id)).map((c) => [c.name, c.deleted_at !== null])).toEqual([
      ['drop', true],
      ['keep', false],
    ]);
    expect(probes.callsOf('drop')).toBe(1);

    await runs.run(canary, { nextRunAt: null });
    const restored = await checkNamed(canary.id, 'drop');
    expect(restored).toMatchObject({ id: dropped.id, deleted_at: null });
    expect(await statusesOf(dropped.id)).toHaveLength(2);
  });

  it('marks a check of a type the server does not know as invalid', async () => {
    const canary = await createCanary({ scripted: [{ name: 'known' }] });
    const spec = parseScriptedCanary(canary.spec);
    const { runs: unknownTypes } = createCanaryRuns(db, {
      checkType: () => undefined,
      parseSpec: () => ({ ...spec, checks: spec.checks.map((c) => ({ ...c, type: 'gopher' })) }),
    });
    await unknownTypes.run(canary, { nextRunAt: null });
    const [check] = await checksOf(canary.id);
    expect(check).toMatchObject({ name: 'known', status: 'unhealthy' });
    expect(await statusesOf(check!.id)).toEqual([expect.objectContaining({ status: false, invalid: true, error: "unknown check type 'gopher'" })]);
  });
});
