import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sqlScraper } from '#src/catalog/scrapers/sql/sql-scraper.ts';
import type { SqlScraperSpec } from '#src/catalog/scrapers/sql/sql-scraper.schema.ts';
import type { ScraperContext } from '#src/catalog/scrapers/scraper-type.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { EMBEDDED_DATABASE_READER, EMBEDDED_DATABASE_REFERENCE } from '#src/connections/embedded-database-reference.ts';
import { EmbeddedDatabaseRepository } from '#src/connections/embedded-database.repository.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';

function context(connections: Record<string, ResolvedConnection> = {}): ScraperContext {
  return { signal: new AbortController().signal, scraperId: 's1', resolveConnection: (reference) => Promise.resolve(connections[reference]) };
}

function parsed(raw: Record<string, unknown>): SqlScraperSpec {
  const result = sqlScraper.parse(raw, 'spec.sql[0]');
  if (!('spec' in result)) throw new Error(`unexpected issues: ${JSON.stringify(result.issues)}`);
  return result.spec;
}

describe('sql scraper on the server database', () => {
  let db: TestDb;
  let embedded: Record<string, ResolvedConnection>;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    await db.query('CREATE TABLE scrape_inventory (host text PRIMARY KEY, role text NOT NULL, cores int NOT NULL)');
    await db.query("INSERT INTO scrape_inventory VALUES ('a.example', 'web', 2), ('b.example', 'db', 8)");
    // Tables made after the migrations are not readable through the reserved connection until granted.
    await db.query(`GRANT SELECT ON scrape_inventory TO ${EMBEDDED_DATABASE_READER}`);
    const repository = new EmbeddedDatabaseRepository(db);
    embedded = { [EMBEDDED_DATABASE_REFERENCE]: { type: 'postgres', properties: {}, query: (sql, timeoutMs) => repository.query(sql, timeoutMs) } };
  });

  afterAll(async () => {
    await db.close();
  });

  it('makes an item of each row, with id, name and class from columns and a literal type', async () => {
    const spec = parsed({
      connection: EMBEDDED_DATABASE_REFERENCE,
      query: 'SELECT host, role, cores FROM scrape_inventory ORDER BY host',
      id: '$.host',
      name: '$.host',
      class: '$.role',
      type: 'Inventory::Host',
      tags: { source: 'inventory' },
    });
    const result = await sqlScraper.run(spec, context(embedded));
    expect(result.errors).toEqual([]);
    expect(result.items.map((item) => [item.externalId, item.name, item.type, item.configClass, item.config, item.tags])).toEqual([
      [['a.example'], 'a.example', 'Inventory::Host', 'web', { host: 'a.example', role: 'web', cores: 2 }, { source: 'inventory' }],
      [['b.example'], 'b.example', 'Inventory::Host', 'db', { host: 'b.example', role: 'db', cores: 8 }, { source: 'inventory' }],
    ]);
  });

  it('sees a changed row on the next scrape', async () => {
    const spec = parsed({ connection: EMBEDDED_DATABASE_REFERENCE, query: 'SELECT * FROM scrape_inventory ORDER BY host', id: '$.host', type: 'Inventory::Host' });
    await db.query("UPDATE scrape_inventory SET cores = 16 WHERE host = 'b.example'");
    const result = await sqlScraper.run(spec, context(embedded));
    expect(result.items.find((item) => item.externalId[0] === 'b.example')?.config).toEqual({ host: 'b.example', role: 'db', cores: 16 });
  });

  it('reports a row whose id column is empty and keeps the others', async () => {
    const spec = parsed({ connection: EMBEDDED_DATABASE_REFERENCE, query: "SELECT host AS code FROM scrape_inventory UNION ALL SELECT NULL", id: '$.code', type: 'Inventory::Host' });
    const result = await sqlScraper.run(spec, context(embedded));
    expect(result.items.map((item) => item.externalId[0]).sort()).toEqual(['a.example', 'b.example']);
    expect(result.errors).toEqual(['a document: no id ($.code matched nothing)']);
  });

  it('fails the run with the database reason on a bad query, and on an unknown connection', async () => {
    const bad = parsed({ connection: EMBEDDED_DATABASE_REFERENCE, query: 'SELECT * FROM no_such_table', id: '$.id', type: 'X::Y' });
    await expect(sqlScraper.run(bad, context(embedded))).rejects.toThrow('relation "no_such_table" does not exist');
    const missing = parsed({ connection: 'connection://default/missing', query: 'SELECT 1', id: '$.id', type: 'X::Y' });
    await expect(sqlScraper.run(missing, context())).rejects.toThrow('connection connection://default/missing was not found');
  });
});

describe('sql scraper spec', () => {
  it('accepts a config-db sql entry unchanged', () => {
    const result = sqlScraper.parse(
      { connection: 'connection://default/reporting', auth: { username: { value: 'report' }, password: 'x' }, driver: 'postgres', query: 'SELECT 1 AS id', id: '$.id', type: 'Report::Row' },
      'spec.sql[0]',
    );
    expect(result).toEqual({ spec: expect.objectContaining({ driver: 'postgres', username: 'report', password: 'x', query: 'SELECT 1 AS id' }) });
  });

  it('names every missing or bad field', () => {
    expect(sqlScraper.parse({ driver: 'oracle', auth: { token: 'x' }, table: 'users' }, 'spec.sql[0]')).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.sql[0].id', message: 'id is required' },
        { path: 'spec.sql[0].type', message: 'type is required' },
        { path: 'spec.sql[0].connection', message: 'connection or url is required' },
        { path: 'spec.sql[0].driver', message: expect.stringContaining('must be one of postgres') },
        { path: 'spec.sql[0].query', message: 'query is required' },
        { path: 'spec.sql[0].auth.token', message: 'unknown key' },
        { path: 'spec.sql[0].table', message: 'unknown key' },
      ]),
    });
  });

  it('asks for a driver when the URL does not name the engine', async () => {
    const spec = parsed({ url: 'Server=db.internal;Database=app', query: 'SELECT 1', id: '$.id', type: 'X::Y' });
    await expect(sqlScraper.run(spec, context())).rejects.toThrow('set driver (postgres, mysql or sqlserver)');
  });
});

// A database reached by URL needs the run's PostgreSQL cluster, which only TEST_DB=postgres starts.
if (testDbKind === 'postgres') {
  describe('sql scraper on PostgreSQL by URL', () => {
    it('connects with the URL, the engine taken from its scheme', async () => {
      const spec = parsed({ url: inject('postgresUrl'), query: "SELECT 'pg-' || n AS key, n FROM generate_series(1, 3) AS n", id: '$.key', type: 'Sample::Row' });
      const result = await sqlScraper.run(spec, context());
      expect(result.items.map((item) => [item.externalId[0], item.config])).toEqual([
        ['pg-1', { key: 'pg-1', n: 1 }],
        ['pg-2', { key: 'pg-2', n: 2 }],
        ['pg-3', { key: 'pg-3', n: 3 }],
      ]);
    });

    it('keeps the password out of a failure message', async () => {
      const url = new URL(inject('postgresUrl'));
      url.username = 'nobody';
      url.password = 'hunter2-secret';
      const spec = parsed({ url: url.toString(), driver: 'postgresql', query: 'SELECT 1 AS id', id: '$.id', type: 'X::Y' });
      const failure = await sqlScraper.run(spec, context()).then(
        () => undefined,
        (error: unknown) => error as Error,
      );
      expect(failure?.message).toBeTruthy();
      expect(failure?.message).not.toContain('hunter2-secret');
    });
  });
}
