// Data API throughput and latency on both databases, each scenario as a ratio to the same query
// run directly through the driver in the same run. Not part of npm test:
//   npm run data-api -w @vigil/bench            (both databases)
//   npm run data-api -w @vigil/bench -- pglite  (one)
import type { Db } from '../../apps/server/src/db/db.ts';
import { createDataApiApp } from '../../apps/server/src/http/create-data-api-app.ts';
import { createRestEngine } from '../../apps/server/src/rest/rest-engine.ts';
import { openBenchDatabase, seedConfigItems } from '../support/bench-database.ts';
import { formatRow, measure, TABLE_HEADER, type LoadShape } from '../support/measure.ts';

const ITEMS = 100_000;
const READS: LoadShape = { concurrency: 4, maxOperations: 3000, maxMillis: 15_000 };
const SINGLE_WRITES: LoadShape = { concurrency: 4, maxOperations: 1500, maxMillis: 15_000 };
const BULK_WRITES: LoadShape = { concurrency: 1, maxOperations: 40, maxMillis: 30_000 };

interface Scenario {
  name: string;
  shape: LoadShape;
  api: (base: string, i: number) => Promise<void>;
  driver: (db: Db, i: number) => Promise<void>;
}

async function expectStatus(response: Response, status: number): Promise<void> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

function newItem(tag: string, i: number) {
  return { config_class: 'Deployment', type: 'Kubernetes::Deployment', name: `${tag}-${i}`, external_id: [`${tag}/${i}`], config: { spec: { replicas: 1 } } };
}

function scenarios(ids: string[]): Scenario[] {
  const pick = (i: number) => ids[(i * 7919) % ids.length]!;
  const offset = (i: number) => ((i * 4099) % (ITEMS / 50)) * 50;
  return [
    {
      name: 'GET by primary key',
      shape: READS,
      api: async (base, i) => expectStatus(await fetch(`${base}/config_items?id=eq.${pick(i)}`), 200),
      driver: async (db, i) => void (await db.query('SELECT * FROM config_items WHERE id = $1', [pick(i)])),
    },
    {
      name: '50-row page, embed, count=exact',
      shape: READS,
      api: async (base, i) =>
        expectStatus(
          await fetch(`${base}/config_items?select=id,name,type,health,agent:agent_id(id,name)&order=name&limit=50&offset=${offset(i)}`, {
            headers: { Prefer: 'count=exact' },
          }),
          // a page of a counted, larger result is partial content
          206,
        ),
      driver: async (db, i) => {
        await db.query(
          `SELECT c.id, c.name, c.type, c.health, a.id AS agent_id, a.name AS agent_name
           FROM config_items c LEFT JOIN agents a ON a.id = c.agent_id ORDER BY c.name LIMIT 50 OFFSET $1`,
          [offset(i)],
        );
        await db.query('SELECT count(*) FROM config_items');
      },
    },
    {
      name: 'single POST',
      shape: SINGLE_WRITES,
      api: async (base, i) =>
        expectStatus(
          await fetch(`${base}/config_items`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
            body: JSON.stringify(newItem('api-single', i)),
          }),
          201,
        ),
      driver: async (db, i) => {
        const item = newItem('sql-single', i);
        await db.query('INSERT INTO config_items (config_class, type, name, external_id, config) VALUES ($1, $2, $3, $4, $5)', [
          item.config_class,
          item.type,
          item.name,
          item.external_id,
          item.config,
        ]);
      },
    },
    {
      name: '1k-row bulk POST',
      shape: BULK_WRITES,
      api: async (base, i) =>
        expectStatus(
          await fetch(`${base}/config_items`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
            body: JSON.stringify(Array.from({ length: 1000 }, (_, j) => newItem(`api-bulk-${i}`, j))),
          }),
          201,
        ),
      driver: async (db, i) => {
        const rows = Array.from({ length: 1000 }, (_, j) => newItem(`sql-bulk-${i}`, j));
        await db.query(
          `INSERT INTO config_items (config_class, type, name, external_id, config)
           SELECT config_class, type, name, external_id, config
           FROM jsonb_to_recordset($1::jsonb) AS r(config_class text, type text, name text, external_id text[], config jsonb)`,
          [JSON.stringify(rows)],
        );
      },
    },
  ];
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<string[]> {
  const { db, close } = await openBenchDatabase(kind);
  try {
    await seedConfigItems(db, ITEMS);
    const { rows } = await db.query<{ id: string }>('SELECT id::text FROM config_items ORDER BY random() LIMIT 1000');
    const engine = await createRestEngine(db, { schemas: ['public'] });
    const app = await createDataApiApp(engine, 'silent');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const lines: string[] = [];
    try {
      for (const scenario of scenarios(rows.map((r) => r.id))) {
        // Warm both paths, then alternate so drift in machine speed touches both alike.
        await scenario.api(base, 0);
        await scenario.driver(db, 0);
        const driver = await measure((i) => scenario.driver(db, i + 1), scenario.shape);
        const api = await measure((i) => scenario.api(base, i + 1), scenario.shape);
        lines.push(formatRow(`${kind}: ${scenario.name}`, api, driver));
        console.log(lines.at(-1));
      }
    } finally {
      await app.close();
    }
    return lines;
  } finally {
    await close();
  }
}

const requested = process.argv.slice(2).filter((a): a is 'pglite' | 'postgres' => a === 'pglite' || a === 'postgres');
const kinds = requested.length ? requested : (['pglite', 'postgres'] as const);
console.log(`Data API vs driver, ${ITEMS} config_items; times in ms; ratios = API / driver (p50) and driver / API (throughput)\n`);
console.log(TABLE_HEADER);
for (const kind of kinds) await benchDatabase(kind);
