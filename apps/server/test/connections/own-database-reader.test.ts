import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sqlScraper } from '#src/catalog/scrapers/sql/sql-scraper.ts';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import { migrate } from '#src/db/migrator.ts';
import { openPostgresDb } from '#src/db/postgres.db.ts';
import { createConnectionResolver } from '#src/connections/connection-resolver.ts';
import { EmbeddedDatabaseRepository } from '#src/connections/embedded-database.repository.ts';
import { EMBEDDED_DATABASE_READER, EMBEDDED_DATABASE_REFERENCE } from '#src/connections/embedded-database-reference.ts';
import { parseCanarySpec } from '#src/health/spec/parse-canary-spec.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';

/** Written into every secret-holding table the test can fill; no answer may ever carry it. */
const SECRET = 'SECRET-7f3a9c';

/** Tables that hold credentials, sessions, tokens, codes or settings, besides every identity_* table. */
const SECRET_TABLES = ['access_tokens', 'identities', 'connections', 'connection_secrets', 'properties', 'app_state', 'person_roles', 'permissions', 'people_roles', 'notifications', 'logging_backends', 'schema_migrations'];

describe(`what a query through ${EMBEDDED_DATABASE_REFERENCE} may read (${testDbKind})`, () => {
  let db: TestDb;
  let secretTables: string[];

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    const { rows: people } = await db.query<{ id: string }>("INSERT INTO people (name, email) VALUES ('Ada', 'ada@example.test') RETURNING id");
    const person = people[0]!.id;
    await db.query('INSERT INTO identities (id, traits) VALUES ($1, $2::jsonb)', [person, JSON.stringify({ email: 'ada@example.test' })]);
    await db.query('INSERT INTO identity_credentials (identity_id, password_hash, totp_secret) VALUES ($1, $2, $2)', [person, SECRET]);
    await db.query("INSERT INTO identity_sessions (identity_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')", [person, SECRET]);
    await db.query("INSERT INTO access_tokens (name, person_id, value) VALUES ('ci', $1, $2)", [person, SECRET]);
    await db.query("INSERT INTO connections (name, type, password) VALUES ('billing-db', 'postgres', $1)", [SECRET]);
    await db.query("INSERT INTO config_items (name, config_class, type, config) VALUES ('visible-item', 'Thing', 'Demo::Thing', '{}'::jsonb)");
    const { rows } = await db.query<{ name: string }>(
      "SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v') AND c.relname LIKE 'identity%' ORDER BY 1",
    );
    secretTables = [...rows.map((row) => row.name), ...SECRET_TABLES];
  });
  afterAll(async () => {
    await db?.close();
  });

  const check = async (query: string) => {
    const { runner } = createCanaryRuns(db);
    const spec = parseCanarySpec({ postgres: [{ name: 'own database', connection: EMBEDDED_DATABASE_REFERENCE, query }] });
    return runner.run(spec.checks[0]!);
  };
  const scrape = (query: string) => {
    const parsed = sqlScraper.parse({ connection: EMBEDDED_DATABASE_REFERENCE, query, id: '$.id', name: '$.name', type: 'Vigil::Row' }, 'spec.sql[0]');
    if (!('spec' in parsed)) throw new Error(JSON.stringify(parsed.issues));
    return sqlScraper.run(parsed.spec, { signal: new AbortController().signal, scraperId: 's1', resolveConnection: createConnectionResolver(db) });
  };

  it('still answers queries on the workspace data, through checks and scrapers', async () => {
    const result = await check("SELECT name FROM config_items WHERE name = 'visible-item'");
    expect(result).toMatchObject({ pass: true, message: 'the query returned 1 row', error: null });
    const scraped = await scrape("SELECT id::text AS id, name FROM config_items WHERE name = 'visible-item'");
    expect(scraped.items.map((item) => item.name)).toEqual(['visible-item']);
  });

  it("fails an administrator's check on every secret table with a clear message, and shows no secret", async () => {
    expect(secretTables).toEqual(expect.arrayContaining(['identity_credentials', 'identity_sessions', 'identity_codes', 'identity_flows', 'identity_login_attempts']));
    for (const table of secretTables) {
      const result = await check(`SELECT * FROM ${table}`);
      expect(result.pass, table).toBe(false);
      expect(result.error ?? '', table).toContain(`permission denied for ${table === 'people_roles' ? 'view' : 'table'} ${table}`);
      expect(result.error ?? '', table).toContain("reads only the workspace's data, never credentials");
      expect(JSON.stringify(result), table).not.toContain(SECRET);
    }
  });

  it('fails an sql scraper on the credentials too, so nothing reaches the catalog', async () => {
    await expect(scrape('SELECT identity_id::text AS id, password_hash FROM identity_credentials')).rejects.toThrow('permission denied for table identity_credentials');
    await expect(scrape('SELECT id::text AS id, token_hash FROM public."identity_sessions"')).rejects.toThrow('permission denied for table identity_sessions');
  });

  it('cannot be talked round: quoted names, functions that run SQL, switching role, views over secrets', async () => {
    const attempts = [
      'SELECT * FROM public."identity_credentials"',
      "SELECT query_to_xml('SELECT * FROM identity_credentials', true, false, '') AS x",
      "SELECT table_to_xml('public.identity_credentials'::regclass, true, false, '') AS x",
      "SELECT set_config('role', session_user, true) AS r, query_to_xml('SELECT * FROM identity_credentials', true, false, '') AS x",
      "SELECT set_config('role', 'none', true) AS r, query_to_xml('SELECT * FROM access_tokens', true, false, '') AS x",
      "SELECT set_config('session_authorization', session_user, true) AS r",
      'SELECT * FROM job_histories',
      "SELECT pg_read_file('PG_VERSION') AS v",
    ];
    for (const query of attempts) {
      const result = await check(query);
      expect(result.pass, query).toBe(false);
      expect(result.error, query).toMatch(/permission denied for (table|view|function) \w+|cannot set parameter "(role|session_authorization)" within security-definer function/);
      expect(JSON.stringify(result), query).not.toContain(SECRET);
    }
  });

  it('reads a table made after the migrations only once it is granted (deny by default)', async () => {
    await db.query('CREATE TABLE later_table (id text PRIMARY KEY, note text)');
    await db.query(`INSERT INTO later_table VALUES ('a', '${SECRET}')`);
    const before = await check('SELECT note FROM later_table');
    expect(before).toMatchObject({ pass: false });
    expect(before.error).toContain('permission denied for table later_table');
    await db.query(`GRANT SELECT ON later_table TO ${EMBEDDED_DATABASE_READER}`);
    expect(await check('SELECT note FROM later_table')).toMatchObject({ pass: true, message: 'the query returned 1 row' });
  });

  it('grants no view that reads a relation the role may not read itself, and no function running with other rights', async () => {
    const { rows: widening } = await db.query<{ view: string; reads: string }>(
      `SELECT v.oid::regclass::text AS view, t.oid::regclass::text AS reads
       FROM pg_class v
       JOIN pg_rewrite r ON r.ev_class = v.oid
       JOIN pg_depend d ON d.objid = r.oid AND d.classid = 'pg_rewrite'::regclass AND d.refclassid = 'pg_class'::regclass
       JOIN pg_class t ON t.oid = d.refobjid AND t.oid <> v.oid
       WHERE v.relkind IN ('v', 'm') AND v.relnamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
         AND has_table_privilege($1, v.oid, 'SELECT') AND NOT has_table_privilege($1, t.oid, 'SELECT')`,
      [EMBEDDED_DATABASE_READER],
    );
    expect(widening).toEqual([]);
    const { rows: definers } = await db.query<{ name: string }>(
      `SELECT p.oid::regprocedure::text AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE p.prosecdef AND p.prorettype <> 'trigger'::regtype AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'vigil_embedded') AND has_function_privilege($1, p.oid, 'EXECUTE')`,
      [EMBEDDED_DATABASE_READER],
    );
    expect(definers).toEqual([]);
    const { rows: reader } = await db.query<{ rolsuper: boolean; rolcanlogin: boolean; memberships: number }>(
      'SELECT rolsuper, rolcanlogin, (SELECT count(*)::int FROM pg_auth_members m WHERE m.member = r.oid) AS memberships FROM pg_roles r WHERE rolname = $1',
      [EMBEDDED_DATABASE_READER],
    );
    expect(reader).toEqual([{ rolsuper: false, rolcanlogin: false, memberships: 0 }]);
  });
});

if (testDbKind === 'postgres') {
  describe('the reader on a PostgreSQL server that runs as an ordinary user (postgres)', () => {
    it('is set up by the migrations of a user that may create roles but is no superuser, and guards the same', async () => {
      const clusterUrl = inject('postgresUrl');
      const suffix = randomBytes(4).toString('hex');
      const user = `vigil_app_${suffix}`;
      const database = `app_${suffix}`;
      const admin = await openPostgresDb({ connectionString: clusterUrl, maxConnections: 1 });
      await admin.query(`CREATE ROLE ${user} LOGIN CREATEROLE`);
      await admin.query(`CREATE DATABASE ${database} OWNER ${user}`);
      const db = await openPostgresDb({ connectionString: clusterUrl.replace(/\/\/[^@/]+@/, `//${user}@`).replace(/\/[^/]*$/, `/${database}`), maxConnections: 2 });
      try {
        expect((await db.query<{ super: boolean }>('SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user')).rows).toEqual([{ super: false }]);
        await migrate(db);
        const own = new EmbeddedDatabaseRepository(db);
        expect(await own.query('SELECT count(*) AS n FROM canaries', 5_000)).toEqual([{ n: 0 }]);
        await expect(own.query('SELECT * FROM identity_credentials', 5_000)).rejects.toThrow('permission denied for table identity_credentials');
        await expect(own.query("SELECT set_config('role', session_user, true) AS r", 5_000)).rejects.toThrow('cannot set parameter "role" within security-definer function');
      } finally {
        await db.close();
        await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await admin.close();
      }
    });
  });
}
