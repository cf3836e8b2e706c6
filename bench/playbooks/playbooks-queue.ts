import type { Db } from '../../apps/server/src/db/db.ts';
import { callApi, type SessionHeaders } from '../../e2e/support/api-session.ts';
import type { PlaybookPassResult } from './playbooks-report.ts';

const FINAL_STATUSES = ['completed', 'failed', 'cancelled', 'timed_out'];

/**
 * Three quick actions: a shell echo, a GET of the bench's target, and a script that prints its run id
 * and the process ids above it (the server that ran it is among them: that is how runs are counted
 * per replica, since a finished run no longer names its claim).
 */
export function benchPlaybookSpec(targetUrl: string): Record<string, unknown> {
  return {
    description: 'bench/playbooks: three quick actions',
    actions: [
      { name: 'echo', exec: { script: 'echo hello' } },
      { name: 'get', http: { url: `${targetUrl}/ok/playbook`, method: 'GET', expectedStatus: [200] } },
      {
        name: 'whoami',
        exec: {
          script: [
            'p=$PPID; chain=$p',
            'for i in 1 2 3; do p=$(cut -d" " -f4 /proc/$p/stat 2>/dev/null) || break; chain="$chain $p"; done',
            'echo "run $PLAYBOOK_RUN_ID under $chain"',
          ].join('\n'),
        },
      },
    ],
  };
}

/** Creates the playbook through the data API as a writer would; answers its id. */
export async function createPlaybook(url: string, session: SessionHeaders, spec: Record<string, unknown>): Promise<string> {
  const [created] = await callApi<{ id: string }[]>(url, session, 'POST', '/api/db/playbooks', {
    name: 'bench-three-actions',
    title: 'Bench: three actions',
    spec,
  });
  if (!created) throw new Error('creating the playbook answered no row');
  return created.id;
}

/** `count` runs of the playbook, due now, in one statement (one scheduled time); answers their ids. */
export async function enqueueRuns(db: Db, playbookId: string, count: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO playbook_runs (playbook_id, spec, status, parameters, request)
     SELECT p.id, p.spec, 'scheduled', '{}'::jsonb, jsonb_build_object('id', p.id, 'params', '{}'::jsonb)
       FROM playbooks p, generate_series(1, $2::int)
      WHERE p.id = $1
     RETURNING id`,
    [playbookId, count],
  );
  return rows.map((row) => row.id);
}

/** Waits until every run is final; throws after `timeoutMs`. `progress` is told the count now and then. */
export async function waitUntilFinal(db: Db, ids: string[], timeoutMs: number, progress: (final: number) => void): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastReported = Date.now();
  for (;;) {
    const { rows } = await db.query<{ final: number }>(
      'SELECT count(*)::int AS final FROM playbook_runs WHERE id = ANY ($1::uuid[]) AND status = ANY ($2::text[])',
      [ids, FINAL_STATUSES],
    );
    const final = rows[0]!.final;
    if (final === ids.length) return;
    if (Date.now() - lastReported > 5000) {
      progress(final);
      lastReported = Date.now();
    }
    if (Date.now() > deadline) throw new Error(`only ${final} of ${ids.length} runs were final after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Timing {
  wall_ms: number;
  wait_p50: number;
  wait_p95: number;
  wait_p99: number;
  wait_max: number;
  run_p50: number;
  run_p99: number;
}

const groupCounts = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((row) => [row.key, row.n]));

/** The pass's figures, read from the database once every run is final. */
export async function readPass(db: Db, ids: string[], replicaPids: number[], httpHits: number): Promise<PlaybookPassResult> {
  const ms = (a: string, b: string) => `extract(epoch FROM (${a} - ${b})) * 1000`;
  const { rows: timing } = await db.query<Timing>(
    `SELECT ${ms('max(end_time)', 'min(scheduled_time)')} AS wall_ms,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY ${ms('start_time', 'scheduled_time')}) AS wait_p50,
            percentile_cont(0.95) WITHIN GROUP (ORDER BY ${ms('start_time', 'scheduled_time')}) AS wait_p95,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY ${ms('start_time', 'scheduled_time')}) AS wait_p99,
            max(${ms('start_time', 'scheduled_time')}) AS wait_max,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY ${ms('end_time', 'start_time')}) AS run_p50,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY ${ms('end_time', 'start_time')}) AS run_p99
       FROM playbook_runs WHERE id = ANY ($1::uuid[])`,
    [ids],
  );
  const t = timing[0]!;
  const { rows: runStatuses } = await db.query<{ key: string; n: number }>(
    'SELECT status AS key, count(*)::int AS n FROM playbook_runs WHERE id = ANY ($1::uuid[]) GROUP BY status ORDER BY status',
    [ids],
  );
  const { rows: pairs } = await db.query<{ total: number; distinct_pairs: number; max_per_pair: number; retries: number }>(
    `SELECT coalesce(sum(n), 0)::int AS total, count(*)::int AS distinct_pairs, coalesce(max(n), 0)::int AS max_per_pair,
            coalesce(sum(retries), 0)::int AS retries
       FROM (SELECT playbook_run_id, name, count(*) AS n, sum(retry_count) AS retries
               FROM playbook_run_actions WHERE playbook_run_id = ANY ($1::uuid[])
              GROUP BY playbook_run_id, name) AS per_pair`,
    [ids],
  );
  const { rows: actionStatuses } = await db.query<{ key: string; n: number }>(
    'SELECT status AS key, count(*)::int AS n FROM playbook_run_actions WHERE playbook_run_id = ANY ($1::uuid[]) GROUP BY status ORDER BY status',
    [ids],
  );
  const perReplica = await runsPerReplica(db, ids, replicaPids);
  const wallSeconds = Number(t.wall_ms) / 1000;
  const statuses = groupCounts(runStatuses);
  const actions = { ...pairs[0]!, statuses: groupCounts(actionStatuses) };
  const onceEach =
    actions.total === 3 * ids.length &&
    actions.distinct_pairs === actions.total &&
    actions.max_per_pair === 1 &&
    actions.retries === 0 &&
    actions.statuses.completed === 3 * ids.length &&
    httpHits === ids.length;
  return {
    replicas: replicaPids.length,
    runs: ids.length,
    wallSeconds,
    runsPerSecond: ids.length / wallSeconds,
    queueWaitMs: { p50: Number(t.wait_p50), p95: Number(t.wait_p95), p99: Number(t.wait_p99), max: Number(t.wait_max) },
    runMs: { p50: Number(t.run_p50), p99: Number(t.run_p99) },
    statuses,
    perReplica,
    actions: {
      total: actions.total,
      distinctPairs: actions.distinct_pairs,
      maxPerPair: actions.max_per_pair,
      statuses: actions.statuses,
      retries: actions.retries,
    },
    httpHits,
    onceEach,
  };
}

/** Runs per replica, from the process ids the `whoami` action printed. */
async function runsPerReplica(db: Db, ids: string[], replicaPids: number[]): Promise<Record<string, number>> {
  const { rows } = await db.query<{ stdout: string | null }>(
    `SELECT result->>'stdout' AS stdout FROM playbook_run_actions
      WHERE playbook_run_id = ANY ($1::uuid[]) AND name = 'whoami'`,
    [ids],
  );
  const perReplica: Record<string, number> = {};
  for (const { stdout } of rows) {
    const chain = (stdout?.split(' under ')[1] ?? '').trim().split(/\s+/).map(Number);
    const index = replicaPids.findIndex((pid) => chain.includes(pid));
    const key = index < 0 ? 'unknown' : `replica ${index + 1}`;
    perReplica[key] = (perReplica[key] ?? 0) + 1;
  }
  return perReplica;
}
