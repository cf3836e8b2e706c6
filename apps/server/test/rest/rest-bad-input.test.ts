import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataApiApp } from '#src/http/create-data-api-app.ts';
import { createRestEngine } from '#src/rest/rest-engine.ts';
import { testDbKind } from '../support/test-db.ts';
import { startRestTestApp, type RestTestApp } from './rest-test-app.ts';

interface ApiErrorBody {
  code: string;
  message: string;
  details: unknown;
  hint: unknown;
}

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number, key = 'a') => `${`{"${key}":`.repeat(depth)}1${'}'.repeat(depth)}`;

describe(`bad input answers 400, never 5xx: the stand-alone data API (${testDbKind})`, () => {
  let t: RestTestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await startRestTestApp();
    app = await createDataApiApp(await createRestEngine(t.db, { schemas: ['lib'] }), 'silent');
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const expectBadRequest = (response: { statusCode: number; json: () => unknown }, reason: RegExp) => {
    expect(response.statusCode).toBe(400);
    const body = response.json() as ApiErrorBody;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(`${body.message} ${String(body.details)}`).toMatch(reason);
  };
  const get = (url: string) => app.inject({ method: 'GET', url });
  const send = (method: 'POST' | 'PATCH', url: string, payload: string) =>
    app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload });

  it('refuses a NUL byte anywhere in the query string', async () => {
    for (const url of [
      '/authors?name=eq.a%00b',
      '/authors?na%00me=eq.a',
      '/authors?order=na%00me',
      '/authors?select=na%00me',
      '/authors?select=id&limit=1%00',
      '/authors?or=(name.eq.a%00b,id.eq.1)',
      '/rpc/add_them?a=1%00',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect((response.json() as ApiErrorBody).message, url).toMatch(/NUL/);
    }
    const patch = await send('PATCH', '/authors?name=eq.x%00', '{"country":"X"}');
    expect(patch.statusCode).toBe(400);
    const { rows } = await t.db.query("SELECT 1 FROM lib.authors WHERE country = 'X'");
    expect(rows).toEqual([]);
  });

  it('refuses a select of thousands of columns or embeds with the limit named', async () => {
    expectBadRequest(await get(`/authors?select=${Array.from({ length: 5000 }, () => 'id').join(',')}`), /at most 1000/);
    expectBadRequest(await get(`/books?select=${Array.from({ length: 1500 }, (_, i) => `a${i}:authors(id)`).join(',')}`), /at most 1000/);
    const nested = `${'authors!books_author_id_fkey(books('.repeat(40)}id${'))'.repeat(40)}`;
    expectBadRequest(await get(`/books?select=${nested}`), /embeds may nest at most 16 levels/);
  });

  it('refuses nesting thousands deep in select, logic trees and JSON paths', async () => {
    expectBadRequest(await get(`/books?select=${'a('.repeat(8000)}id${')'.repeat(8000)}`), /embeds may nest at most 16 levels/);
    expectBadRequest(await get(`/books?or=(${'and(id.eq.1,'.repeat(3000)}id.eq.1${')'.repeat(3000)})`), /groups may nest at most 32 levels/);
    expectBadRequest(await get(`/documents?select=x:labels${'->a'.repeat(5000)}`), /at most 100 steps/);
    expectBadRequest(await get(`/documents?labels${'->a'.repeat(5000)}=eq.1`), /at most 100 steps/);
    // the database still answers afterwards
    expect((await get('/documents?select=id&id=eq.1')).json()).toEqual([{ id: 1 }]);
  });

  it('refuses JSON bodies nested thousands deep, and writes nothing', async () => {
    expectBadRequest(await send('POST', '/documents', deepArray(10_000)), /nested/);
    expectBadRequest(await send('POST', '/documents', `{"id":90,"labels":${deepObject(10_000)}}`), /nested/);
    expectBadRequest(await send('POST', '/documents', `[{"id":91,"config":${deepArray(5_000)}}]`), /nested/);
    expectBadRequest(await send('PATCH', '/documents?id=eq.1', `{"labels":${deepObject(10_000)}}`), /nested/);
    expectBadRequest(await send('POST', '/rpc/echo', `{"payload":${deepObject(10_000)}}`), /nested/);
    const { rows } = await t.db.query('SELECT id FROM lib.documents WHERE id >= 90');
    expect(rows).toEqual([]);
    const { rows: untouched } = await t.db.query<{ labels: unknown }>('SELECT labels FROM lib.documents WHERE id = 1');
    expect(untouched[0]?.labels).toEqual({ env: 'prod', team: 'core' });
  });

  it('still accepts JSON nested to the documented depth', async () => {
    const response = await send('POST', '/documents', `{"id":92,"labels":${deepObject(60)}}`);
    expect(response.statusCode).toBe(201);
  });
});
