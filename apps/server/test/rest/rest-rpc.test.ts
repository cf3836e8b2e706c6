import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../support/test-db.ts';
import { startRestTestApp, type RestTestApp } from './rest-test-app.ts';

describe(`data API functions (${testDbKind})`, () => {
  let t: RestTestApp;
  beforeAll(async () => {
    t = await startRestTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/db${url}`, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/db${url}`, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });

  it('calls a scalar function by GET with typed query arguments and defaults', async () => {
    const r = await get('/rpc/add_them?a=1');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.body).toBe('11');
    expect((await get('/rpc/add_them?a=1&b=2')).body).toBe('3');
    const bad = await get('/rpc/add_them?a=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: '22P02' });
  });

  it('calls by POST with a JSON object of named arguments', async () => {
    const r = await post('/rpc/add_them', { a: 40, b: 2 });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('42');
  });

  it('filters, orders, selects and embeds the rows of a set-returning function', async () => {
    const r = await get('/rpc/books_by?author=3&select=title,authors!books_author_id_fkey(name)&pages=gt.300&order=id.desc');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-range']).toBe('0-1/*');
    expect(r.json()).toEqual([
      { title: 'Parable of the Talents', authors: { name: 'Octavia' } },
      { title: 'Parable of the Sower', authors: { name: 'Octavia' } },
    ]);
    const counted = await post('/rpc/books_by?select=id&limit=1', { author: 3 }, { prefer: 'count=exact' });
    expect(counted.statusCode).toBe(206);
    expect(counted.headers['content-range']).toBe('0-0/3');
  });

  it('returns the columns of RETURNS TABLE functions and arrays of scalar sets', async () => {
    expect((await get('/rpc/title_stats?status=eq.withdrawn')).json()).toEqual([{ status: 'withdrawn', total: 1 }]);
    expect((await get('/rpc/counts?n=3')).body.replace(/\s/g, '')).toBe('[1,2,3]');
  });

  it('passes the whole body to a single json parameter', async () => {
    const r = await post('/rpc/echo', { anything: [1, 'two'] }, { prefer: 'params=single-object' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ anything: [1, 'two'] });
  });

  it('answers 404 PGRST202 for an unknown function or argument set', async () => {
    const unknown = await get('/rpc/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PGRST202', message: 'Could not find the function lib.nope without parameters in the schema cache' });
    const wrongArgs = await post('/rpc/add_them', { x: 1 });
    expect(wrongArgs.statusCode).toBe(404);
    expect(wrongArgs.json()).toMatchObject({ code: 'PGRST202', hint: 'Perhaps you meant to call the function lib.add_them(a, b)' });
  });

  it('runs GET calls read-only, so a writing function answers 405, and POST may write', async () => {
    const r = await get('/rpc/touch_author?author=4');
    expect(r.statusCode).toBe(405);
    expect(r.json()).toMatchObject({ code: '25006' });
    const ok = await post('/rpc/touch_author', { author: 4 });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('4');
    const changed = await t.db.query<{ country: string }>('SELECT country FROM lib.authors WHERE id = 4');
    expect(changed.rows[0]?.country).toBe('unknown');
  });

  it('refuses other methods on functions', async () => {
    const r = await t.app.inject({ method: 'PATCH', url: '/api/db/rpc/add_them', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(r.statusCode).toBe(405);
    expect(r.json()).toMatchObject({ code: 'PGRST101' });
  });

  it('forwards RAISE EXCEPTION as 400 P0001 with its hint', async () => {
    const r = await post('/rpc/fail', { message: 'no way' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ code: 'P0001', message: 'no way', details: null, hint: 'raised on purpose' });
  });
});
