import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db, QueryOptions } from '#src/db/db.ts';
import { createRestEngine, type RestEngine } from '#src/rest/rest-engine.ts';
import { testDbKind } from '../support/test-db.ts';
import { startRestTestApp, type RestTestApp } from './rest-test-app.ts';

interface Sent {
  sql: string;
  options: QueryOptions | undefined;
}

/** The test database, recording what the engine sends outside and inside transactions. */
function recording(db: Db): { db: Db; sent: Sent[]; transactions: number[] } {
  const sent: Sent[] = [];
  const transactions: number[] = [];
  return {
    sent,
    transactions,
    db: {
      ...db,
      query: (sql, params, options) => {
        sent.push({ sql, options });
        return db.query(sql, params, options);
      },
      transaction: (fn, options) => {
        transactions.push(sent.length);
        return db.transaction(fn, options);
      },
    },
  };
}

const CALLER = { 'request.person_id': '0190d7a4-0000-7000-8000-000000000001' };

describe(`a read is one prepared statement carrying the caller's settings (${testDbKind})`, () => {
  let t: RestTestApp;
  let engine: RestEngine;
  let rec: ReturnType<typeof recording>;

  beforeAll(async () => {
    t = await startRestTestApp();
    await t.db.exec(`
      CREATE VIEW lib.whoami AS SELECT current_setting('request.person_id', true) AS person_id;
      CREATE FUNCTION lib.who() RETURNS text LANGUAGE sql STABLE AS $$ SELECT current_setting('request.person_id', true) $$;
      CREATE VIEW lib.touching AS SELECT lib.touch_author(a.id) AS id FROM lib.authors a WHERE a.id = 4;
    `);
    rec = recording(t.db);
    engine = await createRestEngine(rec.db, { schemas: ['lib'] });
  });
  beforeEach(() => {
    rec.sent.length = 0;
    rec.transactions.length = 0;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, query = '', headers: Record<string, string> = {}) =>
    engine.handle({ method: 'GET', path, query, headers, settings: CALLER });

  it('sends a primary-key read as one prepared statement, without BEGIN, set_config or COMMIT of its own', async () => {
    const response = await get('/authors', 'id=eq.1&select=name');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual([{ name: 'Ursula' }]);
    expect(rec.transactions).toEqual([]);
    expect(rec.sent).toHaveLength(1);
    expect(rec.sent[0]!.options).toEqual({ prepared: true });
    expect(rec.sent[0]!.sql).not.toMatch(/\bBEGIN\b|\bCOMMIT\b/);
  });

  it('sends a read with an exact count and a scalar call as one statement each', async () => {
    expect((await get('/authors', 'select=id', { prefer: 'count=exact' })).headers['content-range']).toBe('0-3/4');
    expect((await get('/rpc/add_them', 'a=1')).body).toBe('11');
    expect(rec.transactions).toEqual([]);
    expect(rec.sent).toHaveLength(2);
  });

  it('lets views and functions the statement reaches see the caller, and nothing after it', async () => {
    expect(JSON.parse((await get('/whoami')).body)).toEqual([{ person_id: CALLER['request.person_id'] }]);
    expect((await get('/rpc/who')).body).toBe(JSON.stringify(CALLER['request.person_id']));
    expect(JSON.parse((await get('/whoami', '', { prefer: 'count=exact' })).body)).toEqual([{ person_id: CALLER['request.person_id'] }]);
    const { rows } = await t.db.query<{ person_id: string | null }>("SELECT nullif(current_setting('request.person_id', true), '') AS person_id");
    expect(rows).toEqual([{ person_id: null }]);
  });

  it('keeps a planned count, which needs statements of its own, in one transaction with the settings', async () => {
    const response = await get('/whoami', '', { prefer: 'count=planned' });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual([{ person_id: CALLER['request.person_id'] }]);
    expect(rec.transactions).toHaveLength(1);
  });

  it('refuses a GET that would write through a volatile function, in a view or called, and writes nothing', async () => {
    const throughView = await get('/touching');
    expect(throughView.status).toBe(405);
    expect(JSON.parse(throughView.body)).toMatchObject({ code: '25006' });
    const called = await get('/rpc/touch_author', 'author=4');
    expect(called.status).toBe(405);
    const { rows } = await t.db.query<{ country: string | null }>('SELECT country FROM lib.authors WHERE id = 4');
    expect(rows).toEqual([{ country: null }]);
  });

  it('leaves the connection writable after a read-only statement', async () => {
    expect((await get('/touching')).status).toBe(405);
    const posted = await engine.handle({
      method: 'POST', path: '/rpc/touch_author', query: '', headers: { 'content-type': 'application/json' }, body: '{"author":4}', settings: CALLER,
    });
    expect(posted.status).toBe(200);
    const { rows } = await t.db.query<{ country: string | null; ro: string }>(
      "SELECT country, current_setting('transaction_read_only') AS ro FROM lib.authors WHERE id = 4");
    expect(rows).toEqual([{ country: 'unknown', ro: 'off' }]);
    await t.db.query('UPDATE lib.authors SET country = NULL WHERE id = 4');
  });
});
