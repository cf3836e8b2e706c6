// Incidents at scale: 10,000 incidents (varied status, severity and type, responders, a root
// hypothesis each) and one incident with 200 evidences and 1,000 history rows, on the embedded
// database and on a throwaway PostgreSQL cluster, read through the built server. Each read the web
// app makes for /incidents and /incidents/{id} is timed against hand-written SQL for the same
// answer on the same database in the same run, and both pages are timed in Chromium against an
// empty list. Not part of npm test; needs `npm run build` first:
//   npm run incidents -w @vigil/bench                 (both databases)
//   npm run incidents -w @vigil/bench -- postgres     (one)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../apps/server/src/db/db.ts';
import { openPgliteDb } from '../../apps/server/src/db/pglite.db.ts';
import { openPostgresDb } from '../../apps/server/src/db/postgres.db.ts';
import { startPostgresCluster } from '../../apps/server/test/support/postgres-cluster.ts';
import { apiSession } from '../../e2e/support/api-session.ts';
import { REPO_ROOT, tempDir } from '../../e2e/support/server-process.ts';
import { requireBuiltServer, startBenchServer, type BenchServer } from '../support/bench-server.ts';
import { timePair, timeSeries, type Latency } from './incidents-latency.ts';
import { timeIncidentPages } from './incidents-page-timing.ts';
import {
  browserRows,
  LATENCY_HEADER,
  latencyRow,
  seqScannedTables,
  type DatabaseKind,
  type IncidentBenchResult,
  type ScenarioResult,
} from './incidents-report.ts';
import { callDataApi, callSql, incidentScenarios, type Answer, type IncidentScenario } from './incidents-scenarios.ts';
import { BIG_INCIDENT, NO_MATCH_TEXT, PLAIN_INCIDENT, seedIncidents, type IncidentSeed } from './incidents-seed.ts';

const SERVER_ENV = { LOG_LEVEL: 'warn' };
const log = (message: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

async function explain(db: Db, scenario: IncidentScenario): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${scenario.sql}`, scenario.params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const sameAnswer = (a: Answer, b: Answer) => a.rows === b.rows && a.total === b.total;

function scenarioResult(scenario: IncidentScenario, api: Latency, sql: Latency, plan: string): ScenarioResult {
  return {
    name: scenario.name,
    api,
    sql,
    ratio: api.medianMs / sql.medianMs,
    sameAnswer: sameAnswer(api.answer, sql.answer),
    seqScans: seqScannedTables(plan),
    plan,
  };
}

async function timeBrowser(server: BenchServer, seed: IncidentSeed): Promise<IncidentBenchResult['browser']> {
  log('timing the incident pages in Chromium');
  try {
    const timing = await timeIncidentPages(server.url, {
      noMatchText: NO_MATCH_TEXT,
      rowsPerPage: 50,
      plainIncidentId: seed.plainIncidentId,
      bigIncidentId: seed.bigIncidentId,
      bigDisplayId: `INC-${BIG_INCIDENT}`,
      plainDisplayId: `INC-${PLAIN_INCIDENT}`,
    });
    return { timing };
  } catch (error) {
    // Keep the API figures; the report says why the browser ones are missing.
    const message = error instanceof Error ? error.message : String(error);
    log(`could not time the pages: ${message}`);
    return { error: message };
  }
}

/**
 * The embedded database belongs to one process at a time: the server creates and migrates it, the
 * bench then seeds it and times the SQL in its own process, and the server times the same reads.
 */
async function benchPglite(startedAt: string): Promise<IncidentBenchResult> {
  const dataDir = tempDir('vigil-bench-incidents-');
  try {
    await (await startBenchServer(SERVER_ENV, { dataDir: dataDir.path })).stop();
    const db = await openPgliteDb(dataDir.path);
    let seed: IncidentSeed;
    const sqlRuns: { latency: Latency; plan: string }[] = [];
    try {
      log('pglite: seeding');
      seed = await seedIncidents(db);
      // A fresh embedded engine is slow on its first statements: each side gets one pass over every read before its timing.
      for (const scenario of incidentScenarios(seed.bigIncidentId)) await callSql(db, scenario);
      for (const scenario of incidentScenarios(seed.bigIncidentId)) {
        log(`pglite: timing the SQL of ${scenario.name}`);
        sqlRuns.push({ latency: await timeSeries(() => callSql(db, scenario)), plan: await explain(db, scenario) });
      }
    } finally {
      await db.close();
    }
    const server = await startBenchServer(SERVER_ENV, { dataDir: dataDir.path });
    try {
      const session = await apiSession(server.url);
      for (const scenario of incidentScenarios(seed.bigIncidentId)) await callDataApi(server.url, session, scenario);
      const scenarios: ScenarioResult[] = [];
      for (const [i, scenario] of incidentScenarios(seed.bigIncidentId).entries()) {
        log(`pglite: timing the API of ${scenario.name}`);
        const api = await timeSeries(() => callDataApi(server.url, session, scenario));
        scenarios.push(scenarioResult(scenario, api, sqlRuns[i]!.latency, sqlRuns[i]!.plan));
      }
      return { database: 'pglite', startedAt, seed, scenarios, browser: await timeBrowser(server, seed) };
    } finally {
      await server.stop();
    }
  } finally {
    dataDir.remove();
  }
}

/** On PostgreSQL the server and the bench share a throwaway cluster; API and SQL calls alternate. */
async function benchPostgres(startedAt: string): Promise<IncidentBenchResult> {
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
        const seed = await seedIncidents(db);
        const session = await apiSession(server.url);
        const scenarios: ScenarioResult[] = [];
        for (const scenario of incidentScenarios(seed.bigIncidentId)) {
          log(`postgres: timing ${scenario.name}`);
          const [api, sql] = await timePair(() => callDataApi(server.url, session, scenario), () => callSql(db, scenario));
          scenarios.push(scenarioResult(scenario, api, sql, await explain(db, scenario)));
        }
        return { database: 'postgres', startedAt, seed, scenarios, browser: await timeBrowser(server, seed) };
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

function print(result: IncidentBenchResult): void {
  const { seed } = result;
  console.log(`\n## ${result.database}: ${seed.incidents} incidents, ${seed.responders} responders, ${seed.histories} history rows (seeded in ${seed.seconds.toFixed(1)} s)`);
  console.log(`The big incident: ${seed.bigEvidences} evidences, ${seed.bigHistoryRows} history rows\n`);
  console.log(`${LATENCY_HEADER}\n${result.scenarios.map(latencyRow).join('\n')}`);
  if ('timing' in result.browser) console.log(`\nPages in Chromium\n\n${browserRows(result.browser.timing)}`);
  else console.log(`\nPages in Chromium: not measured (${result.browser.error})`);
}

requireBuiltServer();
const requested = process.argv.slice(2).filter((arg): arg is DatabaseKind => arg === 'pglite' || arg === 'postgres');
const kinds: DatabaseKind[] = requested.length > 0 ? requested : ['pglite', 'postgres'];
const startedAt = new Date().toISOString();
const resultsDir = join(REPO_ROOT, 'bench/results');
const file = join(resultsDir, `incidents-${startedAt.replace(/[:.]/g, '-')}.json`);
mkdirSync(resultsDir, { recursive: true });
const results: IncidentBenchResult[] = [];
for (const kind of kinds) {
  results.push(kind === 'pglite' ? await benchPglite(startedAt) : await benchPostgres(startedAt));
  // Written after each database, so a later one that fails does not lose the earlier figures.
  writeFileSync(file, JSON.stringify(results, null, 2));
}
for (const result of results) print(result);
console.log(`\nRaw figures and query plans: ${file.slice(REPO_ROOT.length)}`);
