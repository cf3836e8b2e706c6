// Queued playbook runs across replicas: N runs (default 1,000) of a three-action playbook (exec,
// http GET of a target in this process, exec) inserted at once, all due now, into a throwaway
// PostgreSQL cluster, carried first by ONE built server (the baseline) and then by TWO servers on
// the same database. Reports runs/s, queue wait (start_time - scheduled_time) percentiles, the runs
// each replica carried, and the proof that no action ran twice. Not part of npm test; needs
// `npm run build` first:
//   npm run playbooks -w @vigil/bench             (1,000 runs per pass)
//   npm run playbooks -w @vigil/bench -- 20       (a quick smoke run)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../apps/server/src/db/db.ts';
import { openPostgresDb } from '../../apps/server/src/db/postgres.db.ts';
import { startPostgresCluster } from '../../apps/server/test/support/postgres-cluster.ts';
import { apiSession } from '../../e2e/support/api-session.ts';
import { REPO_ROOT } from '../../e2e/support/server-process.ts';
import { startHttpTarget, type HttpTarget } from '../health/http-target.ts';
import { requireBuiltServer, startBenchServer, type BenchServer } from '../support/bench-server.ts';
import { benchPlaybookSpec, createPlaybook, enqueueRuns, readPass, waitUntilFinal } from './playbooks-queue.ts';
import { onceTable, passesTable, type PlaybookBenchResult, type PlaybookPassResult } from './playbooks-report.ts';

const SERVER_ENV = { LOG_LEVEL: 'warn' };
/** Runs carried by the first replica before the baseline, so its first pass does not pay for a cold process. */
const WARM_UP_RUNS = 20;
const PASS_TIMEOUT_MS = 30 * 60_000;
const log = (message: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

function runsPerPass(): number {
  const arg = process.argv.slice(2).find((value) => value !== '--');
  if (arg === undefined) return 1000;
  const count = Number(arg);
  if (!Number.isInteger(count) || count < 1) throw new Error(`the run count must be a positive whole number (got "${arg}")`);
  return count;
}

async function pass(db: Db, playbookId: string, count: number, target: HttpTarget, replicas: BenchServer[]): Promise<PlaybookPassResult> {
  const label = `${replicas.length} replica${replicas.length === 1 ? '' : 's'}`;
  const hitsBefore = target.requests();
  log(`${label}: queueing ${count} runs`);
  const ids = await enqueueRuns(db, playbookId, count);
  await waitUntilFinal(db, ids, PASS_TIMEOUT_MS, (final) => log(`${label}: ${final} of ${count} runs final`));
  return readPass(
    db,
    ids,
    replicas.map((replica) => replica.pid),
    target.requests() - hitsBefore,
  );
}

async function bench(count: number, startedAt: string): Promise<PlaybookBenchResult> {
  const cluster = await startPostgresCluster();
  const target = await startHttpTarget();
  const replicas: BenchServer[] = [];
  let db: Db | undefined;
  try {
    const admin = await openPostgresDb({ connectionString: cluster.url() });
    await admin.query('CREATE DATABASE vigil');
    await admin.close();
    const env = { ...SERVER_ENV, DATABASE_URL: cluster.url('vigil') };
    replicas.push(await startBenchServer(env));
    db = await openPostgresDb({ connectionString: cluster.url('vigil'), maxConnections: 2 });
    const session = await apiSession(replicas[0]!.url);
    const playbookId = await createPlaybook(replicas[0]!.url, session, benchPlaybookSpec(target.url));
    await pass(db, playbookId, WARM_UP_RUNS, target, replicas);
    const one = await pass(db, playbookId, count, target, replicas);
    replicas.push(await startBenchServer(env));
    const two = await pass(db, playbookId, count, target, replicas);
    return { startedAt, database: 'postgres', runsPerPass: count, passes: [one, two], speedUp: two.runsPerSecond / one.runsPerSecond };
  } finally {
    await db?.close();
    for (const replica of replicas) await replica.stop();
    await target.close();
    cluster.stop();
  }
}

requireBuiltServer();
const count = runsPerPass();
const startedAt = new Date().toISOString();
const result = await bench(count, startedAt);
const resultsDir = join(REPO_ROOT, 'bench/results');
const file = join(resultsDir, `playbooks-${startedAt.replace(/[:.]/g, '-')}.json`);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(file, JSON.stringify(result, null, 2));
console.log(`\n## postgres: ${count} queued runs of a three-action playbook per pass\n`);
console.log(passesTable(result));
console.log(`\nTwo replicas vs one: ${result.speedUp.toFixed(2)}x runs/s\n`);
console.log(onceTable(result));
console.log(`\nRaw figures: ${file.slice(REPO_ROOT.length)}`);
if (!result.passes.every((p) => p.onceEach)) {
  console.error('\nAn action ran more or less than once, or a run did not complete: see the table above.');
  process.exitCode = 1;
}
