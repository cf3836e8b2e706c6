import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../support/test-db.ts';
import { startRestTestApp, type RestTestApp } from './rest-test-app.ts';

const FUNCTIONS = `
CREATE TABLE lib.notes (id serial PRIMARY KEY, note text NOT NULL);
CREATE FUNCTION lib.add_note(note text) RETURNS SETOF lib.notes
  LANGUAGE sql VOLATILE AS $$ INSERT INTO lib.notes (note) VALUES (note) RETURNING * $$;
CREATE FUNCTION lib.add_notes(n int) RETURNS SETOF lib.notes
  LANGUAGE sql VOLATILE AS $$ INSERT INTO lib.notes (note) SELECT 'batch ' || i FROM generate_series(1, n) AS i RETURNING * $$;
CREATE FUNCTION lib.count_note(note text) RETURNS bigint
  LANGUAGE sql VOLATILE AS $$ INSERT INTO lib.notes (note) VALUES (note); SELECT count(*) FROM lib.notes $$;
CREATE FUNCTION lib.forget(note text) RETURNS void
  LANGUAGE sql VOLATILE AS $$ DELETE FROM lib.notes WHERE notes.note = forget.note $$;
CREATE FUNCTION lib.do_nothing() RETURNS void
  LANGUAGE plpgsql STABLE AS $$ BEGIN END $$;
CREATE FUNCTION lib.sum_out(a int, b int, OUT total int)
  LANGUAGE sql IMMUTABLE AS $$ SELECT a + b $$;
CREATE FUNCTION lib.upto(n int) RETURNS TABLE (value int)
  LANGUAGE sql IMMUTABLE AS $$ SELECT generate_series(1, n) $$;
`;

describe(`data API function conventions (${testDbKind})`, () => {
  let t: RestTestApp;
  beforeAll(async () => {
    t = await startRestTestApp();
    await t.db.exec(FUNCTIONS);
    await t.engine.reloadSchema();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/db${url}`, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/db${url}`, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });
  const notes = async (note: string): Promise<number> =>
    Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM lib.notes WHERE note = $1', [note])).rows[0]?.n);
  const allNotes = async (): Promise<number> =>
    Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM lib.notes')).rows[0]?.n);

  describe('Prefer: tx=rollback and max-affected', () => {
    it('answers what the function did but keeps none of it with tx=rollback', async () => {
      const r = await post('/rpc/add_note', { note: 'dry run' }, { prefer: 'tx=rollback' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['preference-applied']).toBe('tx=rollback');
      expect(r.json()).toEqual([{ id: expect.any(Number) as number, note: 'dry run' }]);
      expect(await notes('dry run')).toBe(0);

      const scalar = await post('/rpc/count_note', { note: 'dry scalar' }, { prefer: 'tx=rollback' });
      expect(scalar.statusCode).toBe(200);
      expect(await notes('dry scalar')).toBe(0);
    });

    it('commits without tx=rollback, and with tx=commit', async () => {
      expect((await post('/rpc/add_note', { note: 'kept' })).statusCode).toBe(200);
      expect((await post('/rpc/add_note', { note: 'kept' }, { prefer: 'tx=commit' })).statusCode).toBe(200);
      expect(await notes('kept')).toBe(2);
    });

    it('rolls back what a void function did', async () => {
      await post('/rpc/add_note', { note: 'survivor' });
      const r = await post('/rpc/forget', { note: 'survivor' }, { prefer: 'tx=rollback' });
      expect(r.statusCode).toBe(204);
      expect(await notes('survivor')).toBe(1);
    });

    it('refuses a call that returns more rows than max-affected allows, and keeps nothing', async () => {
      const before = await allNotes();
      const r = await post('/rpc/add_notes', { n: 3 }, { prefer: 'handling=strict, max-affected=2' });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({
        code: 'PGRST124', message: 'Query result exceeds max-affected preference constraint', details: 'The query affects 3 rows', hint: null,
      });
      expect(await allNotes()).toBe(before);

      const ok = await post('/rpc/add_notes', { n: 2 }, { prefer: 'handling=strict, max-affected=2' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toHaveLength(2);
      expect(await allNotes()).toBe(before + 2);
    });

    it('ignores max-affected without handling=strict, as PostgREST does', async () => {
      const before = await allNotes();
      const r = await post('/rpc/add_notes', { n: 3 }, { prefer: 'max-affected=1' });
      expect(r.statusCode).toBe(200);
      expect(await allNotes()).toBe(before + 3);
    });
  });

  describe('void functions', () => {
    it('answer 204 with no body by POST, having done their work', async () => {
      await post('/rpc/add_note', { note: 'to forget' });
      const r = await post('/rpc/forget', { note: 'to forget' });
      expect(r.statusCode).toBe(204);
      expect(r.body).toBe('');
      expect(r.headers['content-type']).toBeUndefined();
      expect(await notes('to forget')).toBe(0);
    });

    it('answer 204 by GET', async () => {
      const r = await get('/rpc/do_nothing');
      expect(r.statusCode).toBe(204);
      expect(r.body).toBe('');
    });
  });

  describe('counts and pages of set-returning functions', () => {
    it('gives Content-Range with the exact total for a set of scalars', async () => {
      const r = await get('/rpc/counts?n=5', { prefer: 'count=exact' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-range']).toBe('0-4/5');
      expect(r.json()).toEqual([1, 2, 3, 4, 5]);
      expect((await get('/rpc/counts?n=5', { prefer: 'count=estimated' })).headers['content-range']).toBe('0-4/5');
    });

    it('applies limit and offset to a set of scalars, by GET and POST', async () => {
      const byGet = await get('/rpc/counts?n=5&limit=2&offset=1', { prefer: 'count=exact' });
      expect(byGet.statusCode).toBe(206);
      expect(byGet.headers['content-range']).toBe('1-2/5');
      expect(byGet.json()).toEqual([2, 3]);
      const byPost = await post('/rpc/counts?limit=2&offset=3', { n: 5 });
      expect(byPost.statusCode).toBe(200);
      expect(byPost.headers['content-range']).toBe('3-4/*');
      expect(byPost.json()).toEqual([4, 5]);
    });

    it('applies the Range header to function results, by GET and POST', async () => {
      const scalars = await get('/rpc/counts?n=5', { range: '1-2' });
      expect(scalars.json()).toEqual([2, 3]);
      expect(scalars.headers['content-range']).toBe('1-2/*');
      const scalarsByPost = await post('/rpc/counts', { n: 5 }, { range: '0-0', prefer: 'count=exact' });
      expect(scalarsByPost.statusCode).toBe(206);
      expect(scalarsByPost.headers['content-range']).toBe('0-0/5');
      expect(scalarsByPost.json()).toEqual([1]);
      const rows = await post('/rpc/books_by?select=title', { author: 3 }, { range: '1-1' });
      expect(rows.statusCode).toBe(200);
      expect(rows.headers['content-range']).toBe('1-1/*');
      expect(rows.json()).toHaveLength(1);
    });

    it('counts the rows of a writing function without calling it twice', async () => {
      const before = await allNotes();
      const r = await post('/rpc/add_notes?limit=1', { n: 2 }, { prefer: 'count=exact' });
      expect(r.statusCode).toBe(206);
      expect(r.headers['content-range']).toBe('0-0/2');
      expect(await allNotes()).toBe(before + 2);
      const planned = await post('/rpc/add_notes', { n: 3 }, { prefer: 'count=planned' });
      expect(planned.headers['content-range']).toBe('0-2/3');
      expect(await allNotes()).toBe(before + 5);
    });

    it('answers 416 for an offset past the total', async () => {
      const r = await get('/rpc/counts?n=2&offset=5', { prefer: 'count=exact' });
      expect(r.statusCode).toBe(416);
      expect(r.json()).toMatchObject({ code: 'PGRST103' });
    });
  });

  describe('single OUT parameter', () => {
    it('returns an object named after the parameter, by POST and GET', async () => {
      const r = await post('/rpc/sum_out', { a: 1, b: 2 });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ total: 3 });
      expect((await get('/rpc/sum_out?a=20&b=22')).json()).toEqual({ total: 42 });
    });

    it('returns objects for each row of a one-column RETURNS TABLE, which filters like a column', async () => {
      expect((await get('/rpc/upto?n=3')).json()).toEqual([{ value: 1 }, { value: 2 }, { value: 3 }]);
      expect((await get('/rpc/upto?n=3&value=gt.1&select=value')).json()).toEqual([{ value: 2 }, { value: 3 }]);
    });
  });

  describe('404 PGRST202 for arguments the function does not have', () => {
    it('names the function and the arguments tried, and hints at the candidate', async () => {
      const r = await post('/rpc/add_them', { a: 1, c: 2 });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({
        code: 'PGRST202',
        message: 'Could not find the function lib.add_them(a, c) in the schema cache',
        details: 'Searched for the function lib.add_them with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function lib.add_them(a, b)',
      });
      const one = await post('/rpc/sum_out', { total: 1 });
      expect(one.statusCode).toBe(404);
      expect(one.json()).toMatchObject({
        details: 'Searched for the function lib.sum_out with parameter total or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function lib.sum_out(a, b)',
      });
    });

    it('hints at a function of a similar name, and at nothing when none is close', async () => {
      const typo = await post('/rpc/add_thme', { a: 1 });
      expect(typo.statusCode).toBe(404);
      expect(typo.json()).toMatchObject({
        message: 'Could not find the function lib.add_thme(a) in the schema cache',
        hint: 'Perhaps you meant to call the function lib.add_them',
      });
      const far = await post('/rpc/qqqqqqqqqqqq', {});
      expect(far.json()).toEqual({
        code: 'PGRST202',
        message: 'Could not find the function lib.qqqqqqqqqqqq without parameters in the schema cache',
        details: 'Searched for the function lib.qqqqqqqqqqqq without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: null,
      });
    });
  });
});
