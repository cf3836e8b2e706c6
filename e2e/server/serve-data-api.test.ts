import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDb } from '../../apps/server/src/db/postgres.db.ts';
import { freePort, startPostgresCluster, type PostgresCluster } from '../../apps/server/test/support/postgres-cluster.ts';
import { runServer } from '../support/server-process.ts';

const FIXTURE = `
  CREATE TABLE public.services (id int PRIMARY KEY, name text NOT NULL);
  INSERT INTO public.services VALUES (1, 'checkout'), (2, 'search');
  CREATE SCHEMA inventory;
  CREATE TABLE inventory.services (id int PRIMARY KEY, name text NOT NULL);
  INSERT INTO inventory.services VALUES (10, 'warehouse');
`;

async function waitForListening(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`serve-data-api did not start:\n${output()}`);
}

describe('serve-data-api: the data API alone over any PostgreSQL database', () => {
  let cluster: PostgresCluster;
  let stop: () => Promise<unknown>;
  let url: string;
  let output: () => string;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const admin = await openPostgresDb({ connectionString: cluster.url() });
    await admin.query('CREATE DATABASE shop');
    await admin.close();
    const db = await openPostgresDb({ connectionString: cluster.url('shop') });
    await db.exec(FIXTURE);
    await db.close();
    const port = await freePort();
    const run = runServer(['serve-data-api', '--database-url', cluster.url('shop'), '--schemas', 'public,inventory', '--port', String(port)], {});
    output = run.output;
    url = `http://127.0.0.1:${port}`;
    stop = async () => {
      run.child.kill('SIGTERM');
      return run.exited;
    };
    await waitForListening(url, output);
  });
  afterAll(async () => {
    await stop?.();
    cluster?.stop();
  });

  it('serves the default schema at the root and says where it listens', async () => {
    const response = await fetch(`${url}/services?order=id`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { id: 1, name: 'checkout' },
      { id: 2, name: 'search' },
    ]);
    expect(output()).toContain(`Data API for schemas public, inventory at ${url}/`);
  });

  it('switches schema with Accept-Profile and refuses one it does not expose', async () => {
    const other = await fetch(`${url}/services`, { headers: { 'Accept-Profile': 'inventory' } });
    expect(await other.json()).toEqual([{ id: 10, name: 'warehouse' }]);
    const refused = await fetch(`${url}/services`, { headers: { 'Accept-Profile': 'pg_catalog' } });
    expect(refused.status).toBe(406);
    expect(await refused.json()).toMatchObject({ code: 'PGRST106' });
  });

  it('writes with Content-Profile but never migrates or changes the schema itself', async () => {
    const created = await fetch(`${url}/services`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Profile': 'inventory' },
      body: JSON.stringify({ id: 11, name: 'returns' }),
    });
    expect(created.status).toBe(201);
    const db = await openPostgresDb({ connectionString: cluster.url('shop') });
    const { rows } = await db.query<{ table_name: string }>(
      `SELECT table_schema || '.' || table_name AS table_name FROM information_schema.tables
       WHERE table_schema IN ('public', 'inventory') ORDER BY 1`,
    );
    await db.close();
    expect(rows.map((r) => r.table_name)).toEqual(['inventory.services', 'public.services']);
  });

  it('rejects a missing database URL with one line naming the option', async () => {
    const run = runServer(['serve-data-api'], {});
    expect(await run.exited).toBe(1);
    expect(run.output().trim().split('\n')).toEqual([expect.stringContaining('--database-url')]);
  });
});
