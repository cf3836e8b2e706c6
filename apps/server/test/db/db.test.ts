import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDbError } from '#src/db/db.ts';
import { loadMigrations, migrate } from '#src/db/migrator.ts';
import { openPostgresDb } from '#src/db/postgres.db.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';

describe(`database adapter (${testDbKind})`, () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('returns counts and numerics as numbers, json as objects and timestamps as dates', async () => {
    const { rows } = await db.query<{ n: number; x: number; j: { a: number[] }; t: Date }>(
      `SELECT count(*) AS n, 1.5::numeric AS x, '{"a":[1]}'::jsonb AS j, timestamptz '2026-01-02T03:04:05Z' AS t`,
    );
    expect(rows[0]).toEqual({ n: 1, x: 1.5, j: { a: [1] }, t: new Date('2026-01-02T03:04:05Z') });
  });

  it('binds values as parameters, never as SQL text', async () => {
    const hostile = "x'); DROP TABLE schema_migrations; --";
    const { rows } = await db.query<{ v: string }>('SELECT $1::text AS v', [hostile]);
    expect(rows[0]?.v).toBe(hostile);
    const { rows: after } = await db.query('SELECT 1 FROM schema_migrations');
    expect(after.length).toBeGreaterThan(0);
  });

  it('rolls a failed transaction back and reports the error in PostgreSQL shape', async () => {
    await db.exec('CREATE TABLE tx_probe (id int PRIMARY KEY)');
    const failure = await db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES (1)');
        await tx.query('INSERT INTO tx_probe VALUES (1)');
      })
      .catch((error: unknown) => error);
    expect(asDbError(failure)).toMatchObject({ code: '23505' });
    const { rows } = await db.query('SELECT * FROM tx_probe');
    expect(rows).toEqual([]);
  });

  it('records every migration once and applies nothing twice', async () => {
    const again = await migrate(db);
    expect(again).toEqual([]);
    const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.name)).toEqual(loadMigrations().map((m) => m.name));
  });

  it('generates time-ordered version 7 uuids', async () => {
    const { rows } = await db.query<{ a: string; b: string }>('SELECT uuid_generate_v7()::text AS a, pg_sleep(0.002)::text, uuid_generate_v7()::text AS b');
    const { a, b } = rows[0]!;
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a < b).toBe(true);
  });
});

// Only the PostgreSQL adapter pools connections; the embedded database has none to lose.
if (testDbKind === 'postgres') describe('PostgreSQL pool', () => {
  it('survives the server terminating its idle connections and reconnects', async () => {
    const db = await createTestDb();
    try {
      const { rows: before } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const admin = await openPostgresDb({ connectionString: db.url!.replace(/\/[^/]*$/, '/postgres'), maxConnections: 1 });
      await admin.query('SELECT pg_terminate_backend($1)', [before[0]!.pid]);
      await admin.close();
      await new Promise((r) => setTimeout(r, 100));
      const { rows: after } = await db.query<{ ok: number }>('SELECT 1 AS ok');
      expect(after).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('runs every session in UTC without JIT compilation', async () => {
    const db = await createTestDb();
    try {
      const { rows } = await db.query<{ zone: string; jit: string }>(`SELECT current_setting('TimeZone') AS zone, current_setting('jit') AS jit`);
      expect(rows).toEqual([{ zone: 'UTC', jit: 'off' }]);
    } finally {
      await db.close();
    }
  });
});
