import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../apps/server/test/support/postgres-cluster.ts';
import { openPostgresDb } from '../../apps/server/src/db/postgres.db.ts';
import { apiSession } from '../support/api-session.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';

describe('the product on PostgreSQL with two replicas', () => {
  let cluster: PostgresCluster;
  let replicas: ServerProcess[] = [];
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const admin = await openPostgresDb({ connectionString: cluster.url() });
    await admin.query('CREATE DATABASE vigil');
    await admin.close();
  });
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    cluster?.stop();
  });

  it('starts two replicas at once on one new database: one migrates, both serve the same data', async () => {
    const env = { DATABASE_URL: cluster.url('vigil') };
    replicas = await Promise.all([startServer(env), startServer(env)]);
    const [a, b] = replicas as [ServerProcess, ServerProcess];
    // A session opened on one replica is good on the other: sessions live in the shared database.
    const session = await apiSession(a.url);
    const created = await fetch(`${a.url}/api/db/teams`, {
      method: 'POST',
      headers: { ...session, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({ name: 'written-through-a' }),
    });
    expect(created.status).toBe(201);
    const read = await fetch(`${b.url}/api/db/teams?name=eq.written-through-a&select=name`, { headers: session });
    expect(await read.json()).toEqual([{ name: 'written-through-a' }]);
    // The demo is seeded once, not once per replica.
    const demo = await fetch(`${b.url}/api/db/teams?name=eq.Platform&select=name`, { headers: session });
    expect(await demo.json()).toHaveLength(1);
  });
});
