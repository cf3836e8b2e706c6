import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_DATABASE_READER, EMBEDDED_DATABASE_REFERENCE } from '#src/connections/embedded-database-reference.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { expectVanishedItemAgesOut } from './support/expect-vanished-item-ages-out.ts';
import { ScraperLifecycleApp } from './support/scraper-lifecycle-app.ts';
import { expectBadSpecRefused } from './support/expect-bad-spec-refused.ts';

const HOSTS = [
  { host: 'a.example', role: 'web', cores: 2 },
  { host: 'b.example', role: 'db', cores: 8 },
  { host: 'c.example', role: 'cache', cores: 4 },
];

describe(`an sql scraper's life on the server's own database, stored in the catalog (${testDbKind})`, () => {
  let app: ScraperLifecycleApp;
  let scraperId: string;
  const spec = {
    sql: [
      {
        connection: EMBEDDED_DATABASE_REFERENCE,
        query: 'SELECT host, role, cores FROM lifecycle_hosts ORDER BY host',
        type: 'Inventory::Host',
        id: '$.host',
        name: '$.host',
        class: '$.role',
      },
    ],
  };

  beforeAll(async () => {
    app = await ScraperLifecycleApp.start();
    await app.db.query('CREATE TABLE lifecycle_hosts (host text PRIMARY KEY, role text NOT NULL, cores int NOT NULL)');
    for (const row of HOSTS) await app.db.query('INSERT INTO lifecycle_hosts VALUES ($1, $2, $3)', [row.host, row.role, row.cores]);
    // Tables made after the migrations are not readable through the reserved connection until granted.
    await app.db.query(`GRANT SELECT ON lifecycle_hosts TO ${EMBEDDED_DATABASE_READER}`);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores one item per row, with the type and name the spec gives, when an admin creates the scraper and runs it now', async () => {
    scraperId = await app.createScraper('inventory', spec);
    const answer = await app.runNow(scraperId);
    expect(answer).toMatchObject({ message: 'Scraper inventory ran: SUCCESS', payload: { status: 'SUCCESS', success_count: 3, errors: [], scrape_summary: { created: 3 } } });
    const items = await app.itemsOf(scraperId);
    expect(items.map(({ type, name, config, deletedAt }) => ({ type, name, config, deletedAt }))).toEqual(
      HOSTS.map((row) => ({ type: 'Inventory::Host', name: row.host, config: row, deletedAt: null })),
    );
  });

  it('records an updated row as a diff change naming the changed column, and stores the new content', async () => {
    await app.db.query("UPDATE lifecycle_hosts SET cores = 16 WHERE host = 'b.example'");
    const answer = await app.runNow(scraperId);
    expect(answer.payload).toMatchObject({ status: 'SUCCESS', scrape_summary: { created: 0, updated: 1, unchanged: 2 } });
    const changed = await app.itemNamed(scraperId, 'Inventory::Host', 'b.example');
    expect(changed.config).toEqual({ host: 'b.example', role: 'db', cores: 16 });
    expect(await app.changesOf(changed.id)).toEqual([{ change_type: 'diff', summary: 'cores' }]);
    const untouched = await app.itemNamed(scraperId, 'Inventory::Host', 'a.example');
    expect(await app.changesOf(untouched.id)).toEqual([]);
  });

  it('keeps a deleted row until it has not been seen for a day, then deletes its item as STALE', async () => {
    await app.db.query("DELETE FROM lifecycle_hosts WHERE host = 'c.example'");
    const answer = await app.runNow(scraperId);
    expect(answer.payload).toMatchObject({ status: 'SUCCESS', success_count: 2 });
    await expectVanishedItemAgesOut(app, scraperId, { type: 'Inventory::Host', name: 'c.example' });
  });

  it('refuses an sql entry without a query, naming the field, on create and on update, and changes nothing', async () => {
    const badSpec = { sql: [{ connection: EMBEDDED_DATABASE_REFERENCE, type: 'Inventory::Host', id: '$.host' }] };
    await expectBadSpecRefused(app, { id: scraperId, storedSpec: spec }, { name: 'no-query', badSpec, message: 'spec.sql[0].query: query is required' });
  });
});
