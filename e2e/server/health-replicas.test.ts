import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../apps/server/test/support/postgres-cluster.ts';
import type { Db } from '../../apps/server/src/db/db.ts';
import { openPostgresDb } from '../../apps/server/src/db/postgres.db.ts';
import { DEFAULT_LEASE_MS } from '../../apps/server/src/jobs/resource-scheduler.service.ts';
import { apiSession } from '../support/api-session.ts';
import { startHealthTarget, type HealthTarget, type TargetHit } from '../support/health-target.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';

/**
 * Each canary has its own interval, so their runs drift apart: claimed together, canaries on one
 * schedule would all stay with whichever replica claimed them first and run in lockstep.
 */
const INTERVAL_MS: Record<string, number> = { alpha: 6000, beta: 7000, gamma: 8000 };
/**
 * How long the target holds each answer in the second test: long enough that a kill decided within a
 * second of a run starting lands before its answers (on a busy machine too), and short enough against
 * the intervals that a replica's own runs end well before they are due again.
 */
const SLOW_ANSWER_MS = 3000;
const CANARIES = Object.keys(INTERVAL_MS);
const CHECKS = CANARIES.flatMap((canary) => [`${canary}-1`, `${canary}-2`]);
const canaryOfCheck = (check: string) => check.replace(/-\d$/, '');
/**
 * Two runs of one check closer than this would be one tick run twice. A canary runs on its own slots
 * (multiples of its interval shifted by an offset from its id), and a run off its slot (the first one,
 * or one taken over from a dead replica) is followed by the next slot at least half an interval later;
 * the half second covers the time between a claim and its checks starting.
 */
const minGapOf = (check: string) => INTERVAL_MS[canaryOfCheck(check)]! / 2 - 500;
/** A gap this long between two runs means a tick was missed. */
const maxGapOf = (check: string) => 2 * INTERVAL_MS[canaryOfCheck(check)]!;
/** The target path a check calls: `alpha-2` calls `/alpha/2`. */
const pathOf = (check: string) => `/${check.replace(/-(\d)$/, '/$1')}`;
const canaryOfPath = (path: string) => path.split('/')[1]!;

interface StatusRow {
  check: string;
  time: Date;
  key: string;
}

interface LeaseRow {
  canary: string;
  leased_by: string | null;
  lease_until: Date | null;
  skipped_runs: number;
  now: Date;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers true, for at most `seconds`; `explain` says what was seen instead. */
async function until(what: string, seconds: number, probe: () => Promise<boolean>, explain?: () => string): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`waited ${seconds} s for ${what}${explain ? `; last seen: ${explain()}` : ''}`);
    await sleep(250);
  }
}

/** The process id in a lease holder (`host:pid:uuid`). */
const pidOfHolder = (holder: string | null) => Number(/:(\d+):[^:]+$/.exec(holder ?? '')?.[1] ?? NaN);

function gapsOf(times: readonly number[]): number[] {
  return times.slice(1).map((time, i) => time - times[i]!);
}

describe('health checks on two replicas sharing one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let db: Db;
  let target: HealthTarget;
  let replicas: ServerProcess[] = [];
  /** Process ids seen holding a lease. */
  const holders = new Set<number>();

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const admin = await openPostgresDb({ connectionString: cluster.url() });
    await admin.query('CREATE DATABASE vigil');
    await admin.close();
    target = await startHealthTarget();
    const env = { DATABASE_URL: cluster.url('vigil'), DEMO: 'off' };
    replicas = await Promise.all([startServer(env), startServer(env)]);
    db = await openPostgresDb({ connectionString: cluster.url('vigil') });
  });
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    for (const replica of replicas) rmSync(replica.dataDir, { recursive: true, force: true });
    await db?.close();
    await target?.close();
    cluster?.stop();
  });

  const statuses = async (): Promise<StatusRow[]> =>
    (
      await db.query<StatusRow>(
        `SELECT c.name AS check, s.time, s.check_id || '@' || s.time::text AS key
         FROM check_statuses s JOIN checks c ON c.id = s.check_id ORDER BY c.name, s.time`,
      )
    ).rows;
  const statusesOf = (rows: StatusRow[], check: string) => rows.filter((row) => row.check === check).map((row) => row.time.getTime());
  const leases = async (): Promise<LeaseRow[]> => {
    const { rows } = await db.query<LeaseRow>(
      `SELECT c.name AS canary, s.leased_by, s.lease_until, s.skipped_runs, now() AS now
       FROM scheduler.job_schedules s JOIN canaries c ON c.id = s.resource_id WHERE s.resource_type = 'canary'`,
    );
    for (const row of rows) if (row.leased_by) holders.add(pidOfHolder(row.leased_by));
    return rows;
  };

  /** No check ran twice in one tick, by the target's log and by the stored results. */
  async function expectNoDuplicates(): Promise<void> {
    const rows = await statuses();
    for (const check of CHECKS) {
      const tooClose = (times: number[]) => gapsOf(times).filter((gap) => gap < minGapOf(check));
      expect({ check, tooClose: tooClose(statusesOf(rows, check)) }).toEqual({ check, tooClose: [] });
      expect({ check, tooClose: tooClose(target.hits(pathOf(check)).map((hit) => hit.receivedAt)) }).toEqual({ check, tooClose: [] });
    }
  }

  it('runs each check exactly once per tick with two replicas polling one database', async () => {
    const session = await apiSession(replicas[0]!.url);
    for (const canary of CANARIES) {
      const created = await fetch(`${replicas[0]!.url}/api/db/canaries`, {
        method: 'POST',
        headers: { ...session, 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify({
          name: canary,
          spec: {
            schedule: `@every ${INTERVAL_MS[canary]! / 1000}s`,
            http: [1, 2].map((n) => ({ name: `${canary}-${n}`, url: target.url(`/${canary}/${n}`) })),
          },
        }),
      });
      expect(created.status).toBe(201);
    }

    const ticks = 5;
    await until(`${ticks} results for every check`, 90, async () => {
      await leases();
      const rows = await statuses();
      return CHECKS.every((check) => statusesOf(rows, check).length >= ticks);
    });

    const rows = await statuses();
    for (const check of CHECKS) {
      const stored = statusesOf(rows, check);
      const hits = target.hits(pathOf(check));
      // Every run called the target once and stored one result; the latest run may still be on its way.
      expect(hits.length - stored.length, check).toBeGreaterThanOrEqual(0);
      expect(hits.length - stored.length, check).toBeLessThanOrEqual(1);
      expect(Math.max(...gapsOf(stored)), `${check} missed a tick`).toBeLessThan(maxGapOf(check));
    }
    await expectNoDuplicates();
  }, 150_000);

  it('loses no result when a replica dies mid-run; the other carries on, and takes its checks once the lease ends', async () => {
    // Slow answers keep each run under way for a while, so the kill lands in the middle of one.
    target.answer({ delayMs: SLOW_ANSWER_MS });
    const pids = new Set(replicas.map((r) => r.pid));
    let victim: ServerProcess | undefined;
    let runningCanary = '';
    let seen = '';
    await until('a replica holding the lease of a run under way, while the other replica holds another canary', 60, async () => {
      // A run that started within the last second still has two more to go before its answers.
      const inFlight = target.inFlight().filter((hit: TargetHit) => Date.now() - hit.receivedAt < 1000);
      const running = new Set(inFlight.map((hit) => canaryOfPath(hit.path)));
      const rows = await leases();
      seen = JSON.stringify({ running: [...running], replicas: [...pids], leases: rows.map((row) => [row.canary, row.leased_by]) });
      const holding = rows.find((row) => running.has(row.canary) && pids.has(pidOfHolder(row.leased_by)));
      if (!holding) return false;
      const pid = pidOfHolder(holding.leased_by);
      // Held by the other replica, not merely free: a free canary could be claimed by the victim before the kill.
      if (!rows.some((row) => pids.has(pidOfHolder(row.leased_by)) && pidOfHolder(row.leased_by) !== pid)) return false;
      victim = replicas.find((r) => r.pid === pid);
      runningCanary = holding.canary;
      return true;
    }, () => seen);
    const before = await statuses();
    const killedAt = Date.now();
    await victim!.stop('SIGKILL');

    // The dead replica's leases stay until they run out: renewed while it lived, never for longer
    // than the scheduler's lease (read from its code).
    const held = (await leases()).filter((row) => pidOfHolder(row.leased_by) === victim!.pid);
    const heldCanaries = held.map((row) => row.canary);
    expect(heldCanaries).toContain(runningCanary);
    for (const row of held) {
      const remaining = row.lease_until!.getTime() - row.now.getTime();
      expect(remaining).toBeGreaterThan(0);
      expect(remaining).toBeLessThanOrEqual(DEFAULT_LEASE_MS);
    }
    const otherCanaries = CANARIES.filter((canary) => !heldCanaries.includes(canary));
    expect(otherCanaries.length).toBeGreaterThan(0);

    // Every result stored before the kill is still there.
    const after = new Set((await statuses()).map((row) => row.key));
    expect(before.filter((row) => !after.has(row.key))).toEqual([]);

    // The survivor goes on running the other canaries,
    const ranSince = (rows: StatusRow[], canaries: string[], since: number) =>
      CHECKS.filter((check) => canaries.includes(canaryOfCheck(check))).every((check) =>
        statusesOf(rows, check).some((time) => time > since),
      );
    await until('new results from the surviving replica', 30, async () => ranSince(await statuses(), otherCanaries, killedAt));
    // The run the replica died in never got its answers: the kill cut it off.
    const cutOff = CHECKS.filter((check) => canaryOfCheck(check) === runningCanary).map(
      (check) => target.hits(pathOf(check)).filter((hit) => hit.receivedAt <= killedAt).at(-1)?.answeredAt ?? 'no answer',
    );
    expect(cutOff).toEqual(['no answer', 'no answer']);
    // and skips the dead one's canaries while their lease holds, rather than running them twice.
    const skippedBefore = new Map(held.map((row) => [row.canary, row.skipped_runs]));
    await until('the surviving replica to skip the canaries still leased', 30, async () =>
      (await leases()).filter((row) => heldCanaries.includes(row.canary)).every((row) => row.skipped_runs > skippedBefore.get(row.canary)!),
    );
    const skippedJobs = await db.query<{ canary: string }>(
      `SELECT DISTINCT c.name AS canary FROM job_history j JOIN canaries c ON c.id::text = j.resource_id
       WHERE j.name = 'CanaryRun' AND j.status = 'SKIPPED' AND j.time_start > $1`,
      [new Date(killedAt)],
    );
    expect(skippedJobs.rows.map((row) => row.canary).sort()).toEqual([...heldCanaries].sort());
    const whileHeld = await statuses();
    expect(CHECKS.filter((check) => heldCanaries.includes(canaryOfCheck(check)) && statusesOf(whileHeld, check).some((t) => t > killedAt))).toEqual([]);

    // Once the dead replica's leases run out, the survivor runs its canaries.
    await until("the surviving replica to run the dead one's canaries", DEFAULT_LEASE_MS / 1000 + 30, async () => ranSince(await statuses(), heldCanaries, killedAt));
    expect((await leases()).filter((row) => pidOfHolder(row.leased_by) === victim!.pid)).toEqual([]);
    expect([...holders].sort()).toEqual([...pids].sort());

    await expectNoDuplicates();
  }, 180_000);
});
