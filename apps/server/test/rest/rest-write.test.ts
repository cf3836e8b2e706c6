import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../support/test-db.ts';
import { startRestTestApp, type RestTestApp } from './rest-test-app.ts';

describe(`data API writes (${testDbKind})`, () => {
  let t: RestTestApp;
  beforeAll(async () => {
    t = await startRestTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method, url: `/api/db${url}`,
      headers: { 'content-type': 'application/json', ...headers },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
  const count = async (table: string, where = 'TRUE') =>
    Number((await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM lib.${table} WHERE ${where}`)).rows[0]!.n);
  const representation = { prefer: 'return=representation' };

  it('inserts one object with 201 and no body by default', async () => {
    const r = await send('POST', '/tags', { label: 'poetry' });
    expect(r.statusCode).toBe(201);
    expect(r.body).toBe('');
    expect(r.headers['content-range']).toBe('*/*');
    expect(await count('tags', "label = 'poetry'")).toBe(1);
  });

  it('inserts a bulk array in one statement and shapes the representation with select', async () => {
    const r = await send('POST', '/tags?select=label,books(id)', [{ label: 'horror' }, { label: 'humor' }], representation);
    expect(r.statusCode).toBe(201);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.headers['preference-applied']).toBe('return=representation');
    expect(r.json()).toEqual([{ label: 'horror', books: [] }, { label: 'humor', books: [] }]);
  });

  it('writes only the columns= keys and takes defaults for missing keys when asked', async () => {
    const r = await send('POST', '/books?columns=title,author_id&select=title,status,pages', [
      { title: 'Roadside Picnic', author_id: 2, pages: 1 },
      { title: 'Fiasco', author_id: 2 },
    ], representation);
    expect(r.json()).toEqual([
      { title: 'Roadside Picnic', status: 'draft', pages: null },
      { title: 'Fiasco', status: 'draft', pages: null },
    ]);
    const mixed = await send('POST', '/books?select=title,status', [{ title: 'A', author_id: 2, status: 'published' }, { title: 'B', author_id: 2 }]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
    const defaults = await send('POST', '/books?columns=title,author_id,status&select=title,status', [
      { title: 'Eden', author_id: 2 }, { title: 'Golem', author_id: 2, status: 'published' },
    ], { prefer: 'return=representation, missing=default' });
    expect(defaults.statusCode).toBe(201);
    expect(defaults.json()).toEqual([{ title: 'Eden', status: 'draft' }, { title: 'Golem', status: 'published' }]);
  });

  it('sends a Location for a single insert with return=headers-only', async () => {
    const r = await send('POST', '/publishers', { id: '00000000-0000-0000-0000-000000000009', name: 'Tor' }, { prefer: 'return=headers-only' });
    expect(r.statusCode).toBe(201);
    expect(r.headers.location).toBe('/publishers?id=eq.00000000-0000-0000-0000-000000000009');
    expect(r.body).toBe('');
  });

  it('upserts with merge-duplicates and ignore-duplicates, on the key or on_conflict', async () => {
    const merged = await send('POST', '/tags?select=id,label', [{ id: 1, label: 'classics' }, { id: 100, label: 'new' }],
      { prefer: 'return=representation, resolution=merge-duplicates' });
    expect(merged.statusCode).toBe(201);
    expect(merged.json()).toEqual([{ id: 1, label: 'classics' }, { id: 100, label: 'new' }]);
    const ignored = await send('POST', '/tags?on_conflict=label&select=label', [{ id: 200, label: 'sf' }, { id: 201, label: 'fresh' }],
      { prefer: 'return=representation, resolution=ignore-duplicates' });
    expect(ignored.json()).toEqual([{ label: 'fresh' }]);
    expect(await count('tags', 'id = 200')).toBe(0);
  });

  it('puts one row by its primary key', async () => {
    const r = await send('PUT', '/tags?id=eq.300&select=id,label', { id: 300, label: 'put' }, representation);
    expect(r.statusCode).toBe(201); // PostgREST: a PUT that inserted its row answers 201, one that replaced it 200
    expect(r.json()).toEqual([{ id: 300, label: 'put' }]);
    const again = await send('PUT', '/tags?id=eq.300', { id: 300, label: 'put again' });
    expect(again.statusCode).toBe(204);
    expect(await count('tags', "id = 300 AND label = 'put again'")).toBe(1);
    const mismatch = await send('PUT', '/tags?id=eq.301', { id: 300, label: 'x' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'PGRST115' });
  });

  it('patches the filtered rows, 204 by default and 200 with the representation', async () => {
    const r = await send('PATCH', '/authors?country=eq.PL', { country: 'Poland' });
    expect(r.statusCode).toBe(204);
    expect(r.headers['content-range']).toBe('0-0/*');
    const rep = await send('PATCH', '/authors?id=eq.2&select=name,country', { country: 'PL' }, representation);
    expect(rep.statusCode).toBe(200);
    expect(rep.json()).toEqual([{ name: 'Stanislaw', country: 'PL' }]);
  });

  it('deletes the filtered rows, with order and limit', async () => {
    await send('POST', '/tags', [{ label: 'zz1' }, { label: 'zz2' }, { label: 'zz3' }]);
    const r = await send('DELETE', '/tags?label=like.zz*&order=label.desc&limit=2&select=label', undefined, representation);
    expect(r.statusCode).toBe(200);
    expect(r.json<{ label: string }[]>().map((x) => x.label).sort()).toEqual(['zz2', 'zz3']);
    const minimal = await send('DELETE', '/tags?label=eq.zz1');
    expect(minimal.statusCode).toBe(204);
    expect(await count('tags', "label LIKE 'zz%'")).toBe(0);
  });

  it('rolls back with Prefer tx=rollback but still answers', async () => {
    const r = await send('POST', '/tags?select=label', { label: 'ghost' }, { prefer: 'return=representation, tx=rollback' });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual([{ label: 'ghost' }]);
    expect(r.headers['preference-applied']).toContain('tx=rollback');
    expect(await count('tags', "label = 'ghost'")).toBe(0);
  });

  it('refuses to affect more rows than max-affected with handling=strict', async () => {
    const r = await send('PATCH', '/books?author_id=eq.3', { pages: 1 }, { prefer: 'handling=strict, max-affected=2' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'PGRST124' });
    expect(await count('books', 'pages = 1')).toBe(0);
  });

  it('rolls back a singular write that touched more than one row', async () => {
    const r = await send('PATCH', '/books?author_id=eq.3', { pages: 2 },
      { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' });
    expect(r.statusCode).toBe(406);
    expect(await count('books', 'pages = 2')).toBe(0);
  });

  it('maps constraint errors to PostgREST statuses with the database message', async () => {
    const unique = await send('POST', '/tags', { label: 'sf' });
    expect(unique.statusCode).toBe(409);
    expect(unique.json()).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "tags_label_key"', details: 'Key (label)=(sf) already exists.' });
    const foreign = await send('POST', '/books', { title: 'Orphan', author_id: 999 });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toMatchObject({ code: '23503' });
    const missing = await send('POST', '/books', { title: 'No author' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: '23502' });
    const badUuid = await send('POST', '/publishers', { id: 'not-a-uuid', name: 'x' });
    expect(badUuid.statusCode).toBe(400);
    expect(badUuid.json()).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "not-a-uuid"' });
    const unknownColumn = await send('POST', '/tags', { label: 'x', nope: 1 });
    expect(unknownColumn.statusCode).toBe(400);
    expect(unknownColumn.json()).toMatchObject({ code: 'PGRST204' });
  });
});
