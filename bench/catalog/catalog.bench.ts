// The catalog at scale: 100,000 items and 1,000,000 changes in a throwaway PostgreSQL cluster,
// read through the built server. Each read the web app makes (summary, list page, search, changes,
// recursive changes, related configs) is timed against hand-written SQL for the same answer on
// the same database in the same run, and the catalog pages are timed in Chromium against an empty
// list. Not part of npm test (seeding alone takes minutes); needs `npm run build` first:
//   npm run catalog -w @vigil/bench
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../apps/server/src/db/db.ts';
import { migrate } from '../../apps/server/src/db/migrator.ts';
import { openPostgresDb } from '../../apps/server/src/db/postgres.db.ts';
import { startPostgresCluster } from '../../apps/server/test/support/postgres-cluster.ts';
import { apiSession } from '../../e2e/support/api-session.ts';
import { REPO_ROOT } from '../../e2e/support/server-process.ts';
import { requireBuiltServer, startBenchServer } from '../support/bench-server.ts';
import { loadAverage, machineBusySeconds } from '../support/process-usage.ts';
import { measureScenario } from './catalog-latency.ts';
import { timeCatalogPages } from './catalog-list-timing.ts';
import { explainCatalogStatements } from './catalog-plans.ts';
import { browserRows, LATENCY_HEADER, latencyRow, loadLine, type CatalogBenchResult, type MachineLoad } from './catalog-report.ts';
import { catalogScenarios, type ScenarioInputs } from './catalog-scenarios.ts';
import { measureSummaryJit } from './summary-jit.ts';
import { benchItemId, EMPTY_TYPE, ITEM_COUNT, LARGE_TYPE, seedCatalog } from './catalog-seed.ts';

/** Item 1005 sits mid-chain (1001..1010) among the busy items, with soft links to other chains. */
const ROOT_ITEM = 1005;
const DAY_MS = 24 * 3600 * 1000;

const log = (message: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Runs `phase` and reports the machine's load around it. */
async function withLoad<T>(phase: () => Promise<T>): Promise<{ value: T; load: MachineLoad }> {
  const loadBefore = loadAverage();
  const busyBefore = machineBusySeconds();
  const started = Date.now();
  const value = await phase();
  const seconds = (Date.now() - started) / 1000;
  return { value, load: { loadBefore, loadAfter: loadAverage(), busyCores: (machineBusySeconds() - busyBefore) / seconds } };
}

async function measure(db: Db, databaseUrl: string, seed: CatalogBenchResult['seed'], startedAt: string): Promise<CatalogBenchResult> {
  const server = await startBenchServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  try {
    const now = Date.now();
    const inputs: ScenarioInputs = {
      baseUrl: server.url,
      session: await apiSession(server.url),
      db,
      rootId: benchItemId(ROOT_ITEM),
      from: new Date(now - 2 * DAY_MS).toISOString(),
      to: new Date(now).toISOString(),
      monthFrom: new Date(now - 30 * DAY_MS).toISOString(),
    };
    const api = await withLoad(async () => {
      const results = [];
      for (const scenario of catalogScenarios(inputs)) {
        log(`timing ${scenario.name}`);
        results.push(await measureScenario(scenario));
      }
      return results;
    });
    log('explaining the statements');
    const plans = await explainCatalogStatements(db, inputs);
    const summaryJit = await measureSummaryJit(db);
    log('timing the catalog pages in Chromium');
    const browser = await withLoad(() => timeCatalogPages(server.url, { largeType: LARGE_TYPE, rows: ITEM_COUNT / 10, emptyType: EMPTY_TYPE }))
      .then(({ value, load }) => ({ timing: value, load }))
      .catch((error: unknown) => {
        // Keep the API figures measured so far; the report says why the browser ones are missing.
        log(`could not time the pages: ${error instanceof Error ? error.message : String(error)}`);
        return { error: error instanceof Error ? error.message : String(error) };
      });
    return {
      startedAt,
      machine: { cores: cpus().length, model: cpus()[0]?.model ?? 'unknown', memoryGiB: totalmem() / 2 ** 30 },
      seed,
      rootItemId: inputs.rootId,
      changesWindow: { from: inputs.from, to: inputs.to },
      api: { load: api.load, scenarios: api.value },
      summaryJit,
      browser,
      plans,
    };
  } finally {
    await server.stop();
  }
}

async function run(): Promise<CatalogBenchResult> {
  const startedAt = new Date().toISOString();
  const cluster = await startPostgresCluster();
  try {
    const admin = await openPostgresDb({ connectionString: cluster.url() });
    await admin.query('CREATE DATABASE vigil');
    await admin.close();
    const db = await openPostgresDb({ connectionString: cluster.url('vigil'), maxConnections: 4 });
    try {
      await migrate(db);
      log('seeding');
      const seed = await seedCatalog(db, (message) => log(`seeded ${message}`));
      log(`seeded in ${seed.seconds.toFixed(0)} s: ${seed.items} items, ${seed.changes} changes, ${seed.relationships} relationships, ${seed.analysis} insights`);
      return await measure(db, cluster.url('vigil'), seed, startedAt);
    } finally {
      await db.close();
    }
  } finally {
    cluster.stop();
  }
}

requireBuiltServer();
const result = await run();
const resultsDir = join(REPO_ROOT, 'bench/results');
const file = join(resultsDir, `catalog-${result.startedAt.replace(/[:.]/g, '-')}.json`);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(file, JSON.stringify(result, null, 2));

const { machine, seed } = result;
console.log(`\nCatalog: ${seed.items} items, ${seed.changes} changes, ${seed.relationships} relationships, ${seed.analysis} insights (seeded in ${seed.seconds.toFixed(0)} s)`);
console.log(`${machine.cores} cores (${machine.model}), ${machine.memoryGiB.toFixed(0)} GiB`);
console.log(`\nReads: endpoint against its SQL, one at a time, alternating\n\n${LATENCY_HEADER}\n${result.api.scenarios.map(latencyRow).join('\n')}`);
console.log(`\n${loadLine('API phase', result.api.load)}`);
console.log(`The summary's statement in process: ${result.summaryJit.jitOnMs.toFixed(0)} ms with JIT (the default), ${result.summaryJit.jitOffMs.toFixed(0)} ms without`);
if ('timing' in result.browser) {
  console.log(`\nCatalog pages in Chromium\n\n${browserRows(result.browser.timing)}\n\n${loadLine('Browser phase', result.browser.load)}`);
} else {
  console.log(`\nCatalog pages in Chromium: not measured (${result.browser.error})`);
}
console.log(`\nRaw figures and query plans: ${file.slice(REPO_ROOT.length)}`);
