// Topology at scale: 11,110 components in a tree of depth 4 (10 clusters > 100 namespaces > 1,000
// deployments > 10,000 pods), each pod linked to a check and a config item, clusters and namespaces
// owned by teams, on the embedded database and on a throwaway PostgreSQL cluster. Once the roll-up
// has settled (its queue empty, decision 0050), `GET /api/canary/api/topology` is timed against
// hand-written SQL reading the same components on the same database in the same run, and the
// dashboard is timed in Chromium. Not part of npm test; needs `npm run build` first:
//   npm run topology -w @vigil/bench                 (both databases)
//   npm run topology -w @vigil/bench -- postgres     (one)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Db } from '../../apps/server/src/db/db.ts';
import { openPgliteDb } from '../../apps/server/src/db/pglite.db.ts';
import { openPostgresDb } from '../../apps/server/src/db/postgres.db.ts';
import { TopologyRollupService } from '../../apps/server/src/topology/rollup/topology-rollup.service.ts';
import { startPostgresCluster } from '../../apps/server/test/support/postgres-cluster.ts';
import { apiSession, type SessionHeaders } from '../../e2e/support/api-session.ts';
import { REPO_ROOT, tempDir } from '../../e2e/support/server-process.ts';
import { timePair, timeSeries, type Latency } from '../incidents/incidents-latency.ts';
import { seqScannedTables } from '../incidents/incidents-report.ts';
import { requireBuiltServer, startBenchServer, type BenchServer } from '../support/bench-server.ts';
import { timeTopologyPages } from './topology-page-timing.ts';
import { browserRows, LATENCY_HEADER, latencyRow, type DatabaseKind, type TopologyBenchResult, type TopologyScenarioResult } from './topology-report.ts';
import { callApi, callSql, topologyScenarios, type TopologyScenario } from './topology-scenarios.ts';
import { FAN_OUT, LEVEL_TYPES, rollupBacklog, seedTopology, type TopologySeed } from './topology-seed.ts';

const SERVER_ENV = { LOG_LEVEL: 'warn' };
const ROLLUP_DEADLINE_MS = 600_000;
const log = (message: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

async function explain(db: Db, scenario: TopologyScenario): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${scenario.sql}`, scenario.params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

function scenarioResult(scenario: TopologyScenario, api: Latency, sql: Latency, bytes: number, plan: string): TopologyScenarioResult {
  return {
    name: scenario.name,
    api,
    sql,
    ratio: api.medianMs / sql.medianMs,
    sameAnswer: api.answer.rows === sql.answer.rows,
    bytes,
    seqScans: seqScannedTables(plan),
    plan,
  };
}

/** The size of each answer, taken once outside the timings. */
async function answerBytes(url: string, session: SessionHeaders, scenarios: TopologyScenario[]): Promise<number[]> {
  const sizes: number[] = [];
  for (const scenario of scenarios) sizes.push((await callApi(url, session, scenario)).bytes);
  return sizes;
}

async function timeBrowser(server: BenchServer, seed: TopologySeed): Promise<TopologyBenchResult['browser']> {
  log('timing the dashboard in Chromium');
  try {
    const timing = await timeTopologyPages(server.url, {
      roots: FAN_OUT,
      filterType: LEVEL_TYPES[1],
      filterTypeCount: FAN_OUT ** 2,
      midComponentId: seed.midComponentId,
      midChildren: FAN_OUT,
    });
    return { timing };
  } catch (error) {
    // Keep the API figures; the report says why the browser ones are missing.
    const message = error instanceof Error ? error.message : String(error);
    log(`could not time the dashboard: ${message}`);
    return { error: message };
  }
}

/**
 * The embedded database belongs to one process at a time: the server creates and migrates it, the
 * bench seeds it, settles the roll-up with the server's own worker code and times the SQL in its
 * own process, then the server times the same reads.
 */
async function benchPglite(startedAt: string): Promise<TopologyBenchResult> {
  const dataDir = tempDir('vigil-bench-topology-');
  try {
    await (await startBenchServer(SERVER_ENV, { dataDir: dataDir.path })).stop();
    const db = await openPgliteDb(dataDir.path);
    let seed: TopologySeed;
    const sqlRuns: { latency: Latency; plan: string }[] = [];
    try {
      log('pglite: seeding');
      seed = await seedTopology(db);
      log(`pglite: rolling up ${await rollupBacklog(db)} marked components`);
      const started = performance.now();
      const rollup = new TopologyRollupService(db);
      while ((await rollup.drain()).computed > 0);
      seed.rollupSeconds = (performance.now() - started) / 1000;
      // A fresh embedded engine is slow on its first statements: each side gets one pass over every read before its timing.
      for (const scenario of topologyScenarios(seed.midComponentId)) await callSql(db, scenario);
      for (const scenario of topologyScenarios(seed.midComponentId)) {
        log(`pglite: timing the SQL of ${scenario.name}`);
        sqlRuns.push({ latency: await timeSeries(() => callSql(db, scenario)), plan: await explain(db, scenario) });
      }
    } finally {
      await db.close();
    }
    const server = await startBenchServer(SERVER_ENV, { dataDir: dataDir.path });
    try {
      const session = await apiSession(server.url);
      const scenarios = topologyScenarios(seed.midComponentId);
      const bytes = await answerBytes(server.url, session, scenarios);
      const results: TopologyScenarioResult[] = [];
      for (const [i, scenario] of scenarios.entries()) {
        log(`pglite: timing the API of ${scenario.name}`);
        const api = await timeSeries(() => callApi(server.url, session, scenario));
        results.push(scenarioResult(scenario, api, sqlRuns[i]!.latency, bytes[i]!, sqlRuns[i]!.plan));
      }
      return { database: 'pglite', startedAt, seed, scenarios: results, browser: await timeBrowser(server, seed) };
    } finally {
      await server.stop();
    }
  } finally {
    dataDir.remove();
  }
}

/** Waits for the server's roll-up worker to empty its queue; returns the seconds it took. */
async function settleRollup(db: Db): Promise<number> {
  const started = performance.now();
  for (;;) {
    const backlog = await rollupBacklog(db);
    if (backlog === 0) return (performance.now() - started) / 1000;
    if (performance.now() - started > ROLLUP_DEADLINE_MS) throw new Error(`the roll-up still had ${backlog} components queued after ${ROLLUP_DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** On PostgreSQL the server and the bench share a throwaway cluster; API and SQL calls alternate. */
async function benchPostgres(startedAt: string): Promise<TopologyBenchResult> {
  const cluster = await startPostgresCluster();
  try {
    const admin = await openPostgresDb({ connectionString: cluster.url() });
    await admin.query('CREATE DATABASE vigil');
    await admin.close();
    const server = await startBenchServer({ ...SERVER_ENV, DATABASE_URL: cluster.url('vigil') });
    try {
      const db = await openPostgresDb({ connectionString: cluster.url('vigil'), maxConnections: 2 });
      try {
        log('postgres: seeding');
        const seed = await seedTopology(db);
        log('postgres: waiting for the server to roll up every component');
        seed.rollupSeconds = await settleRollup(db);
        const session = await apiSession(server.url);
        const scenarios = topologyScenarios(seed.midComponentId);
        const bytes = await answerBytes(server.url, session, scenarios);
        const results: TopologyScenarioResult[] = [];
        for (const [i, scenario] of scenarios.entries()) {
          log(`postgres: timing ${scenario.name}`);
          const [api, sql] = await timePair(() => callApi(server.url, session, scenario), () => callSql(db, scenario));
          results.push(scenarioResult(scenario, api, sql, bytes[i]!, await explain(db, scenario)));
        }
        return { database: 'postgres', startedAt, seed, scenarios: results, browser: await timeBrowser(server, seed) };
      } finally {
        await db.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    cluster.stop();
  }
}

function print(result: TopologyBenchResult): void {
  const { seed } = result;
  console.log(
    `\n## ${result.database}: ${seed.components} components (${seed.leaves} leaves), ${seed.checks} check links, ${seed.configs} config links, ${seed.teamLinks} team links (seeded in ${seed.seconds.toFixed(1)} s)`,
  );
  console.log(`Roll-up settled (queue empty) ${seed.rollupSeconds?.toFixed(1) ?? '-'} s after the seed\n`);
  console.log(`${LATENCY_HEADER}\n${result.scenarios.map(latencyRow).join('\n')}`);
  if ('timing' in result.browser) console.log(`\nDashboard in Chromium\n\n${browserRows(result.browser.timing)}`);
  else console.log(`\nDashboard in Chromium: not measured (${result.browser.error})`);
}

requireBuiltServer();
const requested = process.argv.slice(2).filter((arg): arg is DatabaseKind => arg === 'pglite' || arg === 'postgres');
const kinds: DatabaseKind[] = requested.length > 0 ? requested : ['pglite', 'postgres'];
const startedAt = new Date().toISOString();
const resultsDir = join(REPO_ROOT, 'bench/results');
const file = join(resultsDir, `topology-${startedAt.replace(/[:.]/g, '-')}.json`);
mkdirSync(resultsDir, { recursive: true });
const results: TopologyBenchResult[] = [];
for (const kind of kinds) {
  results.push(kind === 'pglite' ? await benchPglite(startedAt) : await benchPostgres(startedAt));
  // Written after each database, so a later one that fails does not lose the earlier figures.
  writeFileSync(file, JSON.stringify(results, null, 2));
}
for (const result of results) print(result);
console.log(`\nRaw figures and query plans: ${file.slice(REPO_ROOT.length)}`);
