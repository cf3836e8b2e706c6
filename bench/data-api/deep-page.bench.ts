// The incidents list's reads (bench/incidents) through the data-API engine in-process, each against
// its hand-written SQL in the same run, and the plan of the deep page's statement: how often its
// responders embed runs. No HTTP or session, so ratios are lower than the incidents bench's; it is
// for comparing versions of the SQL builder. Not part of npm test:
//   npx tsx data-api/deep-page.bench.ts             (PostgreSQL, a throwaway cluster)
//   npx tsx data-api/deep-page.bench.ts pglite      (in memory)
import type { Db, QueryOptions } from '../../apps/server/src/db/db.ts';
import { migrate } from '../../apps/server/src/db/migrator.ts';
import { openPgliteDb } from '../../apps/server/src/db/pglite.db.ts';
import { openPostgresDb } from '../../apps/server/src/db/postgres.db.ts';
import { createRestEngine } from '../../apps/server/src/rest/rest-engine.ts';
import { startPostgresCluster } from '../../apps/server/test/support/postgres-cluster.ts';
import { incidentScenarios } from '../incidents/incidents-scenarios.ts';
import { seedIncidents } from '../incidents/incidents-seed.ts';

const RUNS = 25;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The same database, remembering the statements the engine sends. */
function recording(db: Db, seen: { sql: string; params: readonly unknown[] }[]): Db {
  return {
    ...db,
    query: (sql: string, params?: readonly unknown[], options?: QueryOptions) => {
      seen.push({ sql, params: params ?? [] });
      return db.query(sql, params, options);
    },
  } as Db;
}

async function timeMs(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function run(db: Db): Promise<void> {
  await migrate(db);
  const seed = await seedIncidents(db);
  const seen: { sql: string; params: readonly unknown[] }[] = [];
  const engine = await createRestEngine(recording(db, seen), { schemas: ['public'] });
  for (const scenario of incidentScenarios(seed.bigIncidentId).filter((s) => s.name.startsWith('list'))) {
    const [path, query = ''] = scenario.request.split('?');
    const read = async () => {
      const response = await engine.handle({ method: 'GET', path: path!, query, headers: { prefer: 'count=exact' } });
      if (response.status >= 300) throw new Error(`${scenario.name}: ${response.status} ${response.body}`);
    };
    const api: number[] = [];
    const sql: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      api.push(await timeMs(read));
      sql.push(await timeMs(() => db.query(scenario.sql, scenario.params)));
    }
    console.log(`${scenario.name}: engine ${median(api).toFixed(1)} ms, SQL ${median(sql).toFixed(1)} ms, ratio ${(median(api) / median(sql)).toFixed(2)}`);
    if (!scenario.name.includes('offset')) continue;
    seen.length = 0;
    await read();
    const page = seen.find((s) => s.sql.includes('json_agg'));
    if (!page) throw new Error('the page statement was not seen');
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${page.sql}`, page.params);
    console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
}

if (process.argv[2] === 'pglite') {
  const db = await openPgliteDb();
  try {
    await run(db);
  } finally {
    await db.close();
  }
} else {
  const cluster = await startPostgresCluster();
  try {
    const db = await openPostgresDb({ connectionString: cluster.url() });
    try {
      await run(db);
    } finally {
      await db.close();
    }
  } finally {
    cluster.stop();
  }
}
