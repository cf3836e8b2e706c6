import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db.ts';
import { createRestEngine } from '#src/rest/rest-engine.ts';
import { loadSchemaCache } from '#src/rest/schema/schema-cache.ts';
import { qualifiedKey } from '#src/rest/schema/schema-cache.types.ts';
import { testDbKind } from '../support/test-db.ts';
import { startRestTestApp, type RestTestApp } from './rest-test-app.ts';

describe(`data API schema, profiles and errors (${testDbKind})`, () => {
  let t: RestTestApp;
  beforeAll(async () => {
    t = await startRestTestApp(['lib', 'archive']);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/db${url}`, headers });

  it('introspects keys, view keys and functions without changing the database', async () => {
    const before = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM pg_class');
    const cache = await loadSchemaCache(t.db, ['lib']);
    const after = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM pg_class');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    const view = cache.relations.get(qualifiedKey('lib', 'book_view'))!;
    expect(view.kind).toBe('view');
    expect(view.primaryKey).toEqual(['id']);
    expect(view.columns.map((c) => c.name)).toEqual(['id', 'title', 'author_id', 'pages', 'status']);
    const viewKeys = cache.foreignKeys.filter((k) => k.table === 'book_view' && k.refTable === 'authors');
    expect(viewKeys.map((k) => k.constraint)).toEqual(['books_author_id_fkey']);
    const books = cache.relations.get(qualifiedKey('lib', 'books'))!;
    expect(books.columnsByName.get('status')).toMatchObject({ type: 'text', nullable: false, defaultSql: "'draft'::text" });
    const addThem = cache.functions.get(qualifiedKey('lib', 'add_them'))![0]!;
    expect(addThem).toMatchObject({ returnType: 'integer', returnsSet: false, scalar: true, volatility: 'immutable' });
    expect(addThem.args).toEqual([
      { name: 'a', type: 'integer', hasDefault: false, variadic: false },
      { name: 'b', type: 'integer', hasDefault: true, variadic: false },
    ]);
    const booksBy = cache.functions.get(qualifiedKey('lib', 'books_by'))![0]!;
    expect(booksBy).toMatchObject({ returnsSet: true, returnRelation: { schema: 'lib', name: 'books' }, volatility: 'stable' });
    const stats = cache.functions.get(qualifiedKey('lib', 'title_stats'))![0]!;
    expect(stats.returnColumns?.map((c) => [c.name, c.type])).toEqual([['status', 'text'], ['total', 'bigint']]);
  });

  it('picks the schema from the profile headers and names it in Content-Profile', async () => {
    const first = await get('/authors?select=id&limit=1');
    expect(first.headers['content-profile']).toBe('lib');
    const other = await get('/boxes', { 'accept-profile': 'archive' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-profile']).toBe('archive');
    expect(other.json()).toEqual([{ id: 1, label: 'old' }]);
    const written = await t.app.inject({
      method: 'POST', url: '/api/db/boxes', payload: '{"id":2,"label":"new"}',
      headers: { 'content-type': 'application/json', 'content-profile': 'archive', prefer: 'return=representation' },
    });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toEqual([{ id: 2, label: 'new' }]);
    const unknown = await get('/authors', { 'accept-profile': 'secret' });
    expect(unknown.statusCode).toBe(406);
    expect(unknown.json()).toMatchObject({ code: 'PGRST106' });
  });

  it('answers 404 PGRST205 for an unknown relation, with a suggestion', async () => {
    const r = await get('/author');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({
      code: 'PGRST205', message: "Could not find the table 'lib.author' in the schema cache", details: null, hint: "Perhaps you meant the table 'lib.authors'",
    });
    expect((await get('/boxes')).statusCode).toBe(404);
  });

  it('treats a hostile column name as an unknown column and a hostile value as a value', async () => {
    const select = await get(`/authors?select=${encodeURIComponent('name;DROP TABLE tags')}`);
    expect(select.statusCode).toBe(400);
    expect(select.json()).toMatchObject({ code: '42703', message: 'column authors.name;DROP TABLE tags does not exist' });
    const hostile = encodeURIComponent('name"; DROP TABLE tags; --');
    const filter = await get(`/authors?${hostile}=eq.1`);
    expect(filter.statusCode).toBe(400);
    expect(filter.json()).toMatchObject({ code: '42703', message: 'column authors.name"; DROP TABLE tags; -- does not exist' });
    const order = await get(`/authors?order=${encodeURIComponent('name;DROP')}`);
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ code: '42703' });
    const call = await get('/authors?select=pg_sleep(10)');
    expect(call.statusCode).toBe(400);
    expect(call.json()).toMatchObject({ code: 'PGRST200' });
    const value = await get(`/authors?name=eq.${encodeURIComponent("x' OR '1'='1")}`);
    expect(value.statusCode).toBe(200);
    expect(value.json()).toEqual([]);
    const cast = await get('/authors?select=name::text;drop');
    expect(cast.statusCode).toBe(400);
    const tags = await t.db.query('SELECT 1 FROM lib.tags');
    expect(tags.rows.length).toBeGreaterThan(0);
  });

  it('answers a bad value for the column type with 400 22P02', async () => {
    const r = await get('/publishers?id=eq.not-a-uuid');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "not-a-uuid"' });
  });

  it('sees new tables after reloadSchema', async () => {
    await t.db.exec('CREATE TABLE lib.late (id int PRIMARY KEY); INSERT INTO lib.late VALUES (7)');
    expect((await get('/late')).statusCode).toBe(404);
    await t.engine.reloadSchema();
    const r = await get('/late');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([{ id: 7 }]);
  });

  it('answers malformed requests with the parser error and 404 for a bad path', async () => {
    const r = await get('/authors?id=zz.1');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'PGRST100' });
    const path = await get('/a/b/c');
    expect(path.statusCode).toBe(404);
  });

  it('answers an unexpected failure with a bare 500 and tells the owner', async () => {
    const seen: unknown[] = [];
    const exploded = () => Promise.reject(new Error('driver exploded at /secret/path'));
    let exploding = false;
    // A read is one statement (db.query); the schema cache loads before the driver breaks.
    const broken: Db = { ...t.db, query: (sql, params, options) => (exploding ? exploded() : t.db.query(sql, params, options)), transaction: exploded };
    const engine = await createRestEngine(broken, { schemas: ['lib'], onUnexpectedError: (e) => seen.push(e) });
    exploding = true;
    const r = await engine.handle({ method: 'GET', path: '/authors', query: '', headers: {} });
    expect(r.status).toBe(500);
    expect(JSON.parse(r.body)).toEqual({ code: 'PGRSTX00', message: 'Internal server error', details: null, hint: null });
    expect(r.body).not.toContain('secret');
    expect(seen).toHaveLength(1);
  });
});
