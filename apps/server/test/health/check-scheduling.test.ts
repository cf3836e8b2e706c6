import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CanaryRepository, type CanaryRecord } from '#src/health/canary.repository.ts';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import { CanarySchedulerService } from '#src/health/canary-scheduler.service.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';
import { parseScriptedCanary, ScriptedProbes } from './scripted-check-type.ts';

const quietLogger = { warn: () => undefined, error: () => undefined };
const MINUTE_MS = 60_000;

describe(`check scheduling: spread runs, bounded probes, probe timing (${testDbKind})`, () => {
  let db: TestDb;
  let target: Server;
  let targetUrl: string;
  let inFlight = 0;
  let mostInFlight = 0;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    // A local target: /slow answers after 1 s, anything else at once; it counts requests under way.
    target = createServer((request, response) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const answer = () => {
        inFlight -= 1;
        response.end('ok');
      };
      if (request.url === '/slow') setTimeout(answer, 1000);
      else answer();
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => target?.close(() => resolve()));
    await db?.close();
  });
  beforeEach(async () => {
    inFlight = 0;
    mostInFlight = 0;
    await db.query('UPDATE canaries SET deleted_at = now() WHERE deleted_at IS NULL');
  });

  let counter = 0;
  const createCanary = async (spec: unknown): Promise<CanaryRecord> => {
    counter += 1;
    const { rows } = await db.query<{ id: string }>('INSERT INTO canaries (name, spec) VALUES ($1, $2::jsonb) RETURNING id', [`spread-${counter}`, JSON.stringify(spec)]);
    return (await new CanaryRepository(db).findLive(rows[0]!.id))!;
  };
  const nextRuns = async () =>
    (await db.query<{ resource_id: string; next_run_at: Date }>("SELECT resource_id, next_run_at FROM scheduler.job_schedules WHERE resource_type = 'canary'")).rows;
  const scheduler = (probes: ScriptedProbes, holder: string) => {
    const { runs, parseSpec } = createCanaryRuns(db, { checkType: probes.checkType, parseSpec: parseScriptedCanary });
    return new CanarySchedulerService({ db, runs, parseSpec, logger: quietLogger, holder, hostname: 'test-host', maxConcurrentRuns: 500 });
  };

  it('spreads the next runs of canaries created together over their interval, on the same slots after a restart', async () => {
    const count = 120;
    await db.query(
      `INSERT INTO canaries (name, spec) SELECT 'together-' || i, '{"schedule": "@every 1m", "scripted": [{"name": "probe"}]}'::jsonb FROM generate_series(1, $1::int) i`,
      [count],
    );
    const first = scheduler(new ScriptedProbes(), 'worker-a');
    expect(await first.tick()).toBe(count);
    await first.idle();

    const runs = await nextRuns();
    expect(runs).toHaveLength(count);
    const secondOfMinute = (date: Date) => (date.getTime() % MINUTE_MS) / 1000;
    const perTenSeconds = [0, 0, 0, 0, 0, 0];
    for (const { next_run_at } of runs) perTenSeconds[Math.floor(secondOfMinute(next_run_at) / 10)]! += 1;
    // All at once would put every run in one ten-second window; spread, none holds much more than a sixth.
    expect(Math.max(...perTenSeconds)).toBeLessThan(count * 0.4);
    expect(perTenSeconds.filter((n) => n > 0)).toHaveLength(6);

    // A restarted server (another worker) runs them all again: each keeps its second of the minute.
    const before = new Map(runs.map((run) => [run.resource_id, secondOfMinute(run.next_run_at)]));
    await db.query("UPDATE scheduler.job_schedules SET next_run_at = now() - interval '1 second' WHERE resource_type = 'canary'");
    const restarted = scheduler(new ScriptedProbes(), 'worker-b');
    expect(await restarted.tick()).toBe(count);
    await restarted.idle();
    const after = await nextRuns();
    for (const run of after) expect(secondOfMinute(run.next_run_at)).toBe(before.get(run.resource_id));
  }, 120_000);

  it('bounds the probes under way and records the target time of a probe that waited its turn', async () => {
    const slow = Array.from({ length: 4 }, (_, i) => ({ name: `slow-${i}`, url: `${targetUrl}/slow` }));
    const fast = Array.from({ length: 4 }, (_, i) => ({ name: `fast-${i}`, url: `${targetUrl}/fast` }));
    const canary = await createCanary({ schedule: '@every 1h', http: [...slow, ...fast] });
    const { runs } = createCanaryRuns(db, { maxProbesInFlight: 2 });

    const started = performance.now();
    const outcome = await runs.run(canary, { nextRunAt: null });
    const took = performance.now() - started;
    expect(outcome).toMatchObject({ status: 'SUCCESS', passed: 8 });
    expect(mostInFlight).toBeLessThanOrEqual(2);
    // The fast probes waited behind two rounds of slow ones (2 s) ...
    expect(took).toBeGreaterThanOrEqual(1990);
    const { rows } = await db.query<{ name: string; duration: number }>(
      'SELECT c.name, s.duration FROM check_statuses s JOIN checks c ON c.id = s.check_id WHERE c.canary_id = $1',
      [canary.id],
    );
    expect(rows).toHaveLength(8);
    // ... yet what they record is the target's answer, far below the wait, not the wait itself.
    for (const row of rows.filter((r) => r.name.startsWith('fast-'))) expect(row.duration).toBeLessThan(900);
    for (const row of rows.filter((r) => r.name.startsWith('slow-'))) expect(row.duration).toBeGreaterThanOrEqual(990);
  }, 30_000);

  it('runs many checks of one canary without piling abort listeners on the stop signal', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const probes = new ScriptedProbes();
      const { runs } = createCanaryRuns(db, { checkType: probes.checkType, parseSpec: parseScriptedCanary });
      const canary = await createCanary({ schedule: '@every 1h', scripted: Array.from({ length: 40 }, (_, i) => ({ name: `check-${i}` })) });
      const stop = new AbortController();
      for (let round = 0; round < 3; round += 1) expect(await runs.run(canary, { nextRunAt: null, signal: stop.signal })).toMatchObject({ status: 'SUCCESS', passed: 40 });
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning').map((warning) => warning.message)).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
