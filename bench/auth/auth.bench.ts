// What a signed-in request costs, and the embedded server's memory. On each database: the built
// server started on a new workspace, its resident memory at first answer and after sitting idle;
// then one primary-key read of /api/db with a session cookie and with a Bearer access token, and
// /healthz, 4 clients at a time, the memory sampled meanwhile; then the same read through the
// stand-alone data API (no authentication) on the same database, the baseline of the ratios. Not
// part of npm test; needs `npm run build` first:
//   npm run auth -w @vigil/bench                          (both databases)
//   npm run auth -w @vigil/bench -- pglite                (one)
//   BENCH_IDLE_SECONDS=60 npm run auth -w @vigil/bench    (a longer idle wait; default 30)
//   BENCH_SERVER_NODE_OPTIONS= npm run auth -w @vigil/bench   (NODE_OPTIONS of the server; default: npm start's)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE } from '../../apps/server/src/auth/auth-contracts.ts';
import { openPostgresDb } from '../../apps/server/src/db/postgres.db.ts';
import { startPostgresCluster } from '../../apps/server/test/support/postgres-cluster.ts';
import { apiSession } from '../../e2e/support/api-session.ts';
import { REPO_ROOT, tempDir } from '../../e2e/support/server-process.ts';
import { requireBuiltServer, startBenchServer, type BenchServer } from '../support/bench-server.ts';
import { measure, type LoadShape, type Measurement } from '../support/measure.ts';
import { loadAverage, peakRssMibOf, rssMibOf } from '../support/process-usage.ts';
import {
  MEMORY_HEADER,
  memoryRow,
  READS_HEADER,
  readRows,
  targetLines,
  type AuthBenchResult,
  type DatabaseKind,
  type ReadPath,
  type ServerMemory,
} from './auth-report.ts';
import { startEmbeddedEngine, startPostgresEngine, type StandaloneEngine } from './standalone-engine.ts';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
if (!(IDLE_SECONDS >= 0)) throw new Error(`BENCH_IDLE_SECONDS must be a number of seconds (got "${process.env.BENCH_IDLE_SECONDS}")`);
const SERVER_ENV: Record<string, string> = {
  LOG_LEVEL: 'warn',
  // As `npm start` runs the server (package.json); BENCH_SERVER_NODE_OPTIONS='' measures Node's defaults.
  NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '--v8-pool-size=1 --max-semi-space-size=4',
};
const ITEMS = 1000;
const WARM_UP: LoadShape = { concurrency: 4, maxOperations: 300, maxMillis: 10_000 };
const READS: LoadShape = { concurrency: 4, maxOperations: 30_000, maxMillis: 10_000 };
const RSS_SAMPLE_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

async function expectOk(response: Response): Promise<void> {
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

/** Reads of one path: a warm-up, then the measured run. */
async function measureRead(read: (i: number) => Promise<void>): Promise<Measurement> {
  await measure(read, WARM_UP);
  return measure((i) => read(i + WARM_UP.maxOperations), READS);
}

/** The highest resident memory of `pid` while `work` runs, sampled every 100 ms. */
async function withRssSampling<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; maxMib: number }> {
  let maxMib = rssMibOf(pid);
  const timer = setInterval(() => (maxMib = Math.max(maxMib, rssMibOf(pid))), RSS_SAMPLE_MS);
  try {
    const result = await work();
    return { result, maxMib: Math.max(maxMib, rssMibOf(pid)) };
  } finally {
    clearInterval(timer);
  }
}

interface Credentials {
  sessionToken: string;
  accessToken: string;
}

/** Signs in as the first administrator and creates an access token with that session. */
async function signIn(url: string): Promise<Credentials> {
  const session = await apiSession(url);
  const sessionToken = session['X-Session-Token'];
  if (!sessionToken) throw new Error('signing in gave no session token');
  const created = await fetch(`${url}/api/auth/create_token`, {
    method: 'POST',
    headers: { ...session, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'bench-auth', expiry: '1d' }),
  });
  if (created.status !== 201) throw new Error(`creating an access token answered ${created.status}: ${await created.text()}`);
  const { token } = (await created.json()) as { token: string };
  return { sessionToken, accessToken: token };
}

/** ITEMS configuration items written through the API; their ids in a shuffled order. */
async function seedItems(url: string, accessToken: string): Promise<string[]> {
  const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
  const items = Array.from({ length: ITEMS }, (_, i) => ({
    config_class: 'Deployment',
    type: 'Kubernetes::Deployment',
    name: `bench-auth-${i}`,
    external_id: [`bench-auth/${i}`],
    config: { spec: { replicas: 1 + (i % 3) } },
  }));
  const posted = await fetch(`${url}/api/db/config_items`, { method: 'POST', headers: { ...headers, Prefer: 'return=minimal' }, body: JSON.stringify(items) });
  if (posted.status !== 201) throw new Error(`seeding the items answered ${posted.status}: ${await posted.text()}`);
  const listed = await fetch(`${url}/api/db/config_items?select=id&name=like.bench-auth-*&limit=${ITEMS}`, { headers });
  if (listed.status !== 200) throw new Error(`listing the items answered ${listed.status}: ${await listed.text()}`);
  const ids = ((await listed.json()) as { id: string }[]).map((row) => row.id);
  if (ids.length !== ITEMS) throw new Error(`expected ${ITEMS} seeded items, found ${ids.length}`);
  return ids.map((id, i) => ({ id, order: (i * 7919) % ids.length })).sort((a, b) => a.order - b.order).map((entry) => entry.id);
}

interface ProductRun {
  reads: { path: ReadPath; measurement: Measurement }[];
  memory: ServerMemory;
  ids: string[];
}

/** Memory at first answer and after the idle wait, then the three reads with the memory sampled. */
async function measureProduct(server: BenchServer): Promise<ProductRun> {
  const atFirstAnswer = rssMibOf(server.pid);
  log(`server answering at ${atFirstAnswer.toFixed(0)} MiB; idle for ${IDLE_SECONDS} s`);
  await sleep(IDLE_SECONDS * 1000);
  const idle = rssMibOf(server.pid);
  const { sessionToken, accessToken } = await signIn(server.url);
  const ids = await seedItems(server.url, accessToken);
  const pick = (i: number) => ids[i % ids.length]!;
  const readWith = (headers: Record<string, string>) => async (i: number) =>
    expectOk(await fetch(`${server.url}/api/db/config_items?id=eq.${pick(i)}`, { headers }));
  log(`idle at ${idle.toFixed(0)} MiB; measuring the reads`);
  const { result: reads, maxMib: underLoad } = await withRssSampling(server.pid, async () => [
    { path: 'session cookie' as const, measurement: await measureRead(readWith({ Cookie: `${SESSION_COOKIE}=${sessionToken}` })) },
    { path: 'Bearer token' as const, measurement: await measureRead(readWith({ Authorization: `Bearer ${accessToken}` })) },
    { path: '/healthz' as const, measurement: await measureRead(async () => expectOk(await fetch(`${server.url}/healthz`))) },
  ]);
  const memory = { atFirstAnswer, idle, underLoad, afterLoad: rssMibOf(server.pid), peak: peakRssMibOf(server.pid) };
  return { reads, memory, ids };
}

async function measureEngine(engine: StandaloneEngine, ids: string[]): Promise<Measurement> {
  log('measuring the stand-alone engine');
  return measureRead(async (i) => expectOk(await fetch(`${engine.url}/config_items?id=eq.${ids[i % ids.length]!}`)));
}

/** The embedded database holds one process at a time: the server, then the engine on its folder. */
async function benchEmbedded(): Promise<AuthBenchResult> {
  const dataDir = tempDir('vigil-bench-auth-');
  try {
    const server = await startBenchServer(SERVER_ENV, { dataDir: dataDir.path });
    let product: ProductRun;
    try {
      product = await measureProduct(server);
    } finally {
      await server.stop();
    }
    const engine = await startEmbeddedEngine(dataDir.path);
    try {
      const baseline = await measureEngine(engine, product.ids);
      return { database: 'pglite', reads: [{ path: 'stand-alone engine', measurement: baseline }, ...product.reads], memory: product.memory };
    } finally {
      await engine.stop();
    }
  } finally {
    dataDir.remove();
  }
}

/** On PostgreSQL the server and the engine share a throwaway cluster. */
async function benchPostgres(): Promise<AuthBenchResult> {
  const cluster = await startPostgresCluster();
  try {
    const admin = await openPostgresDb({ connectionString: cluster.url() });
    await admin.query('CREATE DATABASE vigil');
    await admin.close();
    const server = await startBenchServer({ ...SERVER_ENV, DATABASE_URL: cluster.url('vigil') });
    try {
      const product = await measureProduct(server);
      const engine = await startPostgresEngine(cluster.url('vigil'));
      try {
        const baseline = await measureEngine(engine, product.ids);
        return { database: 'postgres', reads: [{ path: 'stand-alone engine', measurement: baseline }, ...product.reads], memory: product.memory };
      } finally {
        await engine.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    cluster.stop();
  }
}

requireBuiltServer();
const requested = process.argv.slice(2).filter((a): a is DatabaseKind => a === 'pglite' || a === 'postgres');
const kinds: DatabaseKind[] = requested.length ? requested : ['pglite', 'postgres'];
const resultsDir = join(REPO_ROOT, 'bench/results');
const file = join(resultsDir, `auth-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
mkdirSync(resultsDir, { recursive: true });
const loadBefore = loadAverage();
const results: AuthBenchResult[] = [];
for (const kind of kinds) {
  log(`${kind}: starting the server on a new workspace`);
  results.push(kind === 'pglite' ? await benchEmbedded() : await benchPostgres());
  writeFileSync(file, JSON.stringify(results, null, 2));
}

console.log(`\nPrimary-key read of ${ITEMS} config_items, ${READS.concurrency} clients, up to ${READS.maxOperations} reads or ${READS.maxMillis / 1000} s per path;`);
console.log(`${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB; load average ${loadBefore.toFixed(2)} before, ${loadAverage().toFixed(2)} after`);
if (SERVER_ENV.NODE_OPTIONS) console.log(`Server started with NODE_OPTIONS=${SERVER_ENV.NODE_OPTIONS}`);
console.log(`\n${READS_HEADER}\n${results.flatMap(readRows).join('\n')}`);
console.log(`\nThe server process's resident memory (idle = after ${IDLE_SECONDS} s without requests)\n\n${MEMORY_HEADER}\n${results.map(memoryRow).join('\n')}`);
console.log(`\nTargets\n\n${targetLines(results).join('\n')}`);
console.log(`\nRaw figures: ${file.slice(REPO_ROOT.length)}`);
