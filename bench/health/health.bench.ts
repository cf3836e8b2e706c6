// Health checks at scale: N canaries of one HTTP check each, every 60 s, against a target in this
// process, on the built server over a throwaway PostgreSQL cluster. Measures scheduling lateness,
// the server's CPU and memory, the summary endpoint against the raw SQL of the check_summary view,
// and the /health dashboard in Chromium against an empty one, all in the same run. Not part of
// npm test (a run takes many minutes); needs `npm run build` first:
//   npm run health -w @vigil/bench                          (1,000 then 5,000 checks)
//   BENCH_MINUTES=1 npm run health -w @vigil/bench -- 200   (other sizes, a shorter window)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { openPostgresDb } from '../../apps/server/src/db/postgres.db.ts';
import { startPostgresCluster } from '../../apps/server/test/support/postgres-cluster.ts';
import { apiSession } from '../../e2e/support/api-session.ts';
import { REPO_ROOT } from '../../e2e/support/server-process.ts';
import { requireBuiltServer, startBenchServer, type BenchServer } from '../support/bench-server.ts';
import { cpuSecondsOf, familyCpuSeconds, loadAverage, machineBusySeconds, postmasterOf, rssMibOf } from '../support/process-usage.ts';
import { createBenchCanaries, failingCanaryCount } from './bench-canaries.ts';
import { timeDashboard } from './dashboard-timing.ts';
import { DASHBOARD_HEADER, dashboardRow, SCHEDULER_HEADER, schedulerRow, SUMMARY_HEADER, summaryRow, type HealthBenchResult } from './health-report.ts';
import { startHttpTarget, type HttpTarget } from './http-target.ts';
import { checksWithResults, schedulingBacklog, schedulingLateness, type Backlog } from './scheduling-lateness.ts';
import { measureSummaryLatency } from './summary-latency.ts';

const INTERVAL_SECONDS = 60;
const SAMPLE_EVERY_MS = 5000;
const WINDOW_MINUTES = Number(process.env.BENCH_MINUTES ?? 3);
if (!(WINDOW_MINUTES > 0)) throw new Error(`BENCH_MINUTES must be a positive number of minutes (got "${process.env.BENCH_MINUTES}")`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Starts a fresh cluster, target and server for one size, and stops them all whatever happens. */
async function benchChecks(checks: number): Promise<HealthBenchResult> {
  const cluster = await startPostgresCluster();
  const target = await startHttpTarget();
  try {
    const admin = await openPostgresDb({ connectionString: cluster.url() });
    await admin.query('CREATE DATABASE vigil');
    await admin.close();
    const server = await startBenchServer({ DATABASE_URL: cluster.url('vigil'), LOG_LEVEL: 'warn' });
    try {
      return await measureChecks(checks, server, cluster.port, cluster.url('vigil'), target);
    } finally {
      await server.stop();
    }
  } finally {
    await target.close();
    cluster.stop();
  }
}

/** Empty dashboard, the canaries, their first round, the measured window, then summary and dashboard. */
async function measureChecks(checks: number, server: BenchServer, clusterPort: number, databaseUrl: string, target: HttpTarget): Promise<HealthBenchResult> {
  const db = await openPostgresDb({ connectionString: databaseUrl, maxConnections: 2 });
  try {
    const session = await apiSession(server.url);
    log(`${checks} checks: timing the empty dashboard`);
    const emptyDashboard = await timeDashboard(server.url, { failingRows: 0, allRows: 0 });

    log(`creating ${checks} canaries`);
    const created = Date.now();
    await createBenchCanaries(server.url, session, checks, target.url);
    const firstRoundLimitMs = checks * 200 + 300_000;
    for (let ran = 0, lastLog = 0; ran < checks; ) {
      if (Date.now() - created > firstRoundLimitMs) {
        throw new Error(`only ${ran} of ${checks} checks ran within ${firstRoundLimitMs / 1000} s of being created`);
      }
      await sleep(1000);
      ran = await checksWithResults(db);
      if (Date.now() - lastLog > 30_000) {
        lastLog = Date.now();
        log(`${ran} of ${checks} checks have run`);
      }
    }
    const firstRoundSeconds = (Date.now() - created) / 1000;
    log(`every check ran once after ${firstRoundSeconds.toFixed(0)} s; measuring for ${WINDOW_MINUTES} min`);

    const postmaster = postmasterOf(clusterPort);
    const postgresCpuSeconds = () => (postmaster === undefined ? Number.NaN : familyCpuSeconds(postmaster));
    const from = new Date();
    const start = {
      server: cpuSecondsOf(server.pid),
      postgres: postgresCpuSeconds(),
      machine: machineBusySeconds(),
      bench: process.cpuUsage(),
      requests: target.requests(),
    };
    const rss: number[] = [];
    const loads: number[] = [];
    let worstBacklog: Backlog = { overdue: 0, oldestMs: 0 };
    while (Date.now() - from.getTime() < WINDOW_MINUTES * 60_000) {
      await sleep(SAMPLE_EVERY_MS);
      rss.push(rssMibOf(server.pid));
      loads.push(loadAverage());
      const backlog = await schedulingBacklog(db);
      if (backlog.oldestMs > worstBacklog.oldestMs) worstBacklog = backlog;
    }
    const to = new Date();
    const seconds = (to.getTime() - from.getTime()) / 1000;
    const serverCpu = cpuSecondsOf(server.pid) - start.server;
    const postgresCpu = postgresCpuSeconds() - start.postgres;
    const benchCpu = process.cpuUsage(start.bench);
    const benchSeconds = (benchCpu.user + benchCpu.system) / 1e6;
    const machineCpu = machineBusySeconds() - start.machine;
    const runsPerMinute = ((target.requests() - start.requests) / seconds) * 60;
    const lateness = await schedulingLateness(db, from, to, INTERVAL_SECONDS);
    log(`lateness p50 ${lateness.p50Ms.toFixed(0)} ms, p99 ${lateness.p99Ms.toFixed(0)} ms over ${lateness.runs} runs; timing the summary`);

    const summary = await measureSummaryLatency(server.url, session, db);
    log(`summary p50 ${summary.endpoint.p50.toFixed(1)} ms vs view ${summary.view.p50.toFixed(1)} ms; timing the dashboard`);
    const dashboard = await timeDashboard(server.url, { failingRows: failingCanaryCount(checks), allRows: checks }).catch((error: unknown) => {
      // Keep the minutes of scheduler figures measured so far; the table shows '-' for the dashboard.
      log(`could not time the dashboard: ${error instanceof Error ? error.message : String(error)}`);
      return { rowsShownMs: Number.NaN, filterResponseMs: Number.NaN, interactiveMs: Number.NaN };
    });
    return {
      checks,
      windowMinutes: seconds / 60,
      firstRoundSeconds,
      runsPerMinute,
      lateness,
      worstBacklog,
      resources: {
        serverCpuPercent: (serverCpu / seconds) * 100,
        postgresCpuPercent: (postgresCpu / seconds) * 100,
        otherCores: Math.max(0, machineCpu - serverCpu - postgresCpu - benchSeconds) / seconds,
        serverRssMeanMib: rss.reduce((sum, value) => sum + value, 0) / Math.max(1, rss.length),
        serverRssMaxMib: Math.max(0, ...rss),
        loadAverage: loads.reduce((sum, value) => sum + value, 0) / Math.max(1, loads.length),
      },
      summary,
      emptyDashboard,
      dashboard,
    };
  } finally {
    await db.close();
  }
}

requireBuiltServer();
const requested = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n > 0);
const sizes = requested.length > 0 ? requested : [1000, 5000];
const resultsDir = join(REPO_ROOT, 'bench/results');
const file = join(resultsDir, `health-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
mkdirSync(resultsDir, { recursive: true });
const results: HealthBenchResult[] = [];
for (const checks of sizes) {
  results.push(await benchChecks(checks));
  // Written after every size, so a later size that fails does not lose the earlier ones.
  writeFileSync(file, JSON.stringify(results, null, 2));
}

console.log(`\nHealth checks, ${WINDOW_MINUTES}-minute window, interval ${INTERVAL_SECONDS} s; ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB`);
console.log(`\nScheduler and server\n\n${SCHEDULER_HEADER}\n${results.map(schedulerRow).join('\n')}`);
console.log(`\nSummary endpoint vs the check_summary view\n\n${SUMMARY_HEADER}\n${results.map(summaryRow).join('\n')}`);
console.log(`\nDashboard in Chromium (median of 3)\n\n${DASHBOARD_HEADER}\n${results.map(dashboardRow).join('\n')}`);
console.log(`\nMean load average during the windows: ${results.map((r) => r.resources.loadAverage.toFixed(2)).join(', ')}`);
console.log(`\nRaw figures: ${file.slice(REPO_ROOT.length)}`);
