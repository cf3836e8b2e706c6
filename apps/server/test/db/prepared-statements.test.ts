import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDb } from '#src/db/postgres.db.ts';
import { PreparedStatementNames } from '#src/db/prepared-statement-names.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';

describe('names of prepared statements', () => {
  it('gives one text one name, and none beyond the cap', () => {
    const names = new PreparedStatementNames(2);
    const first = names.nameOf('SELECT 1');
    expect(first).toBeDefined();
    expect(names.nameOf('SELECT 1')).toBe(first);
    const second = names.nameOf('SELECT 2');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(names.nameOf('SELECT 3')).toBeUndefined();
    expect(names.nameOf('SELECT 2')).toBe(second);
  });
});

describe(`prepared statements (${testDbKind})`, () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers the same with and without preparing, and keeps answering with new values', async () => {
    const sql = 'SELECT $1::int + 1 AS n, current_setting($2) AS zone';
    expect((await db.query(sql, [1, 'TimeZone'], { prepared: true })).rows).toEqual([{ n: 2, zone: 'UTC' }]);
    expect((await db.query(sql, [41, 'TimeZone'], { prepared: true })).rows).toEqual([{ n: 42, zone: 'UTC' }]);
    expect((await db.query(sql, [0, 'TimeZone'])).rows).toEqual([{ n: 1, zone: 'UTC' }]);
  });
});

// Only PostgreSQL keeps named statements; the embedded database parses in-process and ignores names.
if (testDbKind === 'postgres') describe('PostgreSQL prepared statements', () => {
  it('prepares a statement once per connection when asked, and only then', async () => {
    const testDb = await createTestDb();
    // one connection, so the statements it prepared can be listed on it
    const db = await openPostgresDb({ connectionString: testDb.url!, maxConnections: 1 });
    try {
      await db.query('SELECT $1::text AS once', ['a'], { prepared: true });
      await db.query('SELECT $1::text AS once', ['b'], { prepared: true });
      await db.query('SELECT $1::text AS unnamed', ['c']);
      const { rows } = await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
      const statements = rows.map((r) => r.statement);
      expect(statements.filter((s) => s === 'SELECT $1::text AS once')).toHaveLength(1);
      expect(statements).not.toContain('SELECT $1::text AS unnamed');
    } finally {
      await db.close();
      await testDb.close();
    }
  });
});
