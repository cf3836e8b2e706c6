import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../support/test-db.ts';
import { startRestTestApp, type RestTestApp } from './rest-test-app.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

describe(`data API reads (${testDbKind})`, () => {
  let t: RestTestApp;
  beforeAll(async () => {
    t = await startRestTestApp(['lib'], 4);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/db${url}`, headers });
  const rows = async (url: string, headers: Record<string, string> = {}) => {
    const r = await get(url, headers);
    expect(r.statusCode, r.body).toBeLessThan(300);
    return r.json<Record<string, unknown>[]>();
  };

  it('returns a JSON array with the content type and range of PostgREST', async () => {
    const r = await get('/authors?select=id,name&order=id&limit=2');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe(JSON_TYPE);
    expect(r.headers['content-range']).toBe('0-1/*');
    expect(r.json()).toEqual([{ id: 1, name: 'Ursula' }, { id: 2, name: 'Stanislaw' }]);
  });

  it('renames, casts and selects JSON paths under their last key', async () => {
    expect(await rows('/authors?select=who:name,born::text&id=eq.1')).toEqual([{ who: 'Ursula', born: '1929-10-21' }]);
    expect(await rows('/documents?select=id,labels->>env,config->a->b,team:labels->team&id=eq.1'))
      .toEqual([{ id: 1, env: 'prod', b: 1, team: 'core' }]);
  });

  it('answers numeric, date and range columns as the database prints them', async () => {
    expect(await rows('/books?select=price,published,created_at&id=eq.1'))
      .toEqual([{ price: 9.99, published: '1974-05-01', created_at: '2026-01-01T00:00:00+00:00' }]);
    expect(await rows('/documents?select=valid,keywords&id=eq.2')).toEqual([{ valid: '[20,30)', keywords: ['blue'] }]);
  });

  it('filters with every comparison operator', async () => {
    const ids = async (q: string) => (await rows(`/books?select=id&order=id&${q}`)).map((r) => r.id);
    expect(await ids('pages=eq.204')).toEqual([3]);
    expect(await ids('pages=neq.204&limit=2')).toEqual([1, 2]);
    expect(await ids('pages=gt.350')).toEqual([1, 6]);
    expect(await ids('pages=gte.365')).toEqual([1, 6]);
    expect(await ids('pages=lt.264')).toEqual([3]);
    expect(await ids('pages=lte.264')).toEqual([3, 4]);
    expect(await ids('title=like.*Parable*')).toEqual([5, 6]);
    expect(await ids('title=ilike.*PARABLE*')).toEqual([5, 6]);
    expect(await ids('title=match.^The')).toEqual([1, 2]);
    expect(await ids('title=imatch.^the l')).toEqual([2]);
    expect(await ids('id=in.(2,4,99)')).toEqual([2, 4]);
    expect(await ids('price=is.null')).toEqual([4]);
    expect(await ids('price=not.is.null&pages=lt.300')).toEqual([3]);
    expect(await ids('editor_id=isdistinct.1')).toEqual([1, 2, 3, 5]);
    expect(await ids('pages=not.gt.300')).toEqual([3, 4]);
    expect(await ids('title=like(any).{Sol*,Kin*}')).toEqual([3, 4]);
    expect(await ids('pages=gt(all).{300,350}')).toEqual([1, 6]);
  });

  it('filters text search, arrays, jsonb and ranges', async () => {
    const ids = async (q: string) => (await rows(`/documents?select=id&order=id&${q}`)).map((r) => r.id);
    expect(await ids('search=fts.fox')).toEqual([1]);
    expect(await ids('search=plfts(english).lazy dogs')).toEqual([2]);
    expect(await ids('search=phfts(english).quick brown')).toEqual([1]);
    expect(await ids('search=wfts(english).quick -dogs')).toEqual([1]);
    expect(await ids('body=fts(english).sleeping')).toEqual([2]);
    expect(await ids('keywords=cs.{red}')).toEqual([1]);
    expect(await ids('keywords=cd.{blue,red,yellow}')).toEqual([2]);
    expect(await ids('keywords=ov.{green,blue}')).toEqual([1, 2]);
    expect(await ids('labels=cs.{"env":"dev"}')).toEqual([2]);
    expect(await ids('valid=cs.[2,3)')).toEqual([1]);
    expect(await ids('valid=sl.[15,16)')).toEqual([1]);
    expect(await ids('valid=sr.[15,16)')).toEqual([2]);
    expect(await ids('valid=nxr.[15,16)')).toEqual([1]);
    expect(await ids('valid=nxl.[15,16)')).toEqual([2]);
    expect(await ids('valid=adj.[10,20)')).toEqual([1, 2]);
    expect(await ids('labels->>env=eq.dev')).toEqual([2]);
    expect(await ids('config->a->b=eq.2')).toEqual([2]);
    expect(await ids('config->a=cs.{"b":1}')).toEqual([1]);
  });

  it('combines filters in logic trees', async () => {
    const ids = async (q: string) => (await rows(`/books?select=id&order=id&${q}`)).map((r) => r.id);
    expect(await ids('or=(pages.lt.250,price.is.null)')).toEqual([3, 4]);
    expect(await ids('and=(author_id.eq.3,or(pages.lt.300,pages.gt.350))')).toEqual([4, 6]);
    expect(await ids('not.or=(author_id.eq.3,author_id.eq.1)')).toEqual([3]);
  });

  it('orders with directions, nulls placement and JSON paths', async () => {
    const ids = async (q: string) => (await rows(`/books?select=id&${q}`)).map((r) => r.id);
    expect(await ids('order=price.desc.nullslast,id&limit=3')).toEqual([5, 6, 3]);
    expect(await ids('order=price.asc.nullsfirst,id&limit=2')).toEqual([4, 2]);
    expect((await rows('/documents?select=id&order=labels->>env.desc.nullslast')).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('pages with limit, offset and the Range header, and never sends more than the maximum', async () => {
    const r = await get('/books?select=id&order=id&offset=2&limit=2');
    expect(r.json()).toEqual([{ id: 3 }, { id: 4 }]);
    expect(r.headers['content-range']).toBe('2-3/*');
    const ranged = await get('/books?select=id&order=id', { range: '1-2' });
    expect(ranged.json()).toEqual([{ id: 2 }, { id: 3 }]);
    expect(ranged.headers['content-range']).toBe('1-2/*');
    const capped = await get('/books?select=id&order=id&limit=100');
    expect(capped.json()).toHaveLength(4);
    expect(capped.headers['content-range']).toBe('0-3/*');
  });

  it('counts exactly, by plan and by estimate, answering 206 for a partial page', async () => {
    const exact = await get('/books?select=id&limit=2', { prefer: 'count=exact' });
    expect(exact.statusCode).toBe(206);
    expect(exact.headers['content-range']).toBe('0-1/6');
    const whole = await get('/books?select=id&author_id=eq.3', { prefer: 'count=exact' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-range']).toBe('0-2/3');
    const planned = await get('/books?select=id&limit=1', { prefer: 'count=planned' });
    expect(planned.headers['content-range']).toMatch(/^0-0\/\d+$/);
    const estimatedSmall = await get('/books?select=id&author_id=eq.1', { prefer: 'count=estimated' });
    expect(estimatedSmall.headers['content-range']).toBe('0-1/2');
    const estimatedLarge = await get('/books?select=id', { prefer: 'count=estimated' });
    expect(estimatedLarge.headers['content-range']).toMatch(/^0-3\/\d+$/);
    const empty = await get('/books?id=eq.999', { prefer: 'count=exact' });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-range']).toBe('*/0');
    expect(empty.json()).toEqual([]);
    const none = await get('/books?id=eq.999');
    expect(none.headers['content-range']).toBe('*/*');
  });

  it('refuses an offset beyond the counted total with 416', async () => {
    const r = await get('/books?offset=10', { prefer: 'count=exact' });
    expect(r.statusCode).toBe(416);
    expect(r.headers['content-range']).toBe('*/6');
    expect(r.json()).toMatchObject({ code: 'PGRST103', message: 'Requested range not satisfiable' });
  });

  it('answers one object for the singular media type and 406 otherwise', async () => {
    const accept = { accept: 'application/vnd.pgrst.object+json' };
    const one = await get('/authors?select=name&id=eq.2', accept);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(one.json()).toEqual({ name: 'Stanislaw' });
    for (const q of ['id=gt.1', 'id=eq.99']) {
      const bad = await get(`/authors?${q}`, accept);
      expect(bad.statusCode).toBe(406);
      expect(bad.json()).toMatchObject({ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' });
    }
  });

  it('writes CSV with a header row and quoting', async () => {
    const r = await get('/authors?select=id,name,country&order=id', { accept: 'text/csv' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.body).toBe('id,name,country\n1,Ursula,US\n2,Stanislaw,PL\n3,Octavia,US\n4,Nameless,');
    const quoted = await get('/documents?select=id,labels&id=eq.1', { accept: 'text/csv' });
    expect(quoted.body).toBe('id,labels\n1,"{""env"": ""prod"", ""team"": ""core""}"');
    const empty = await get('/authors?select=id,name&id=eq.99', { accept: 'text/csv' });
    expect(empty.body).toBe('id,name');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const r = await t.app.inject({ method: 'HEAD', url: '/api/db/books?limit=1', headers: { prefer: 'count=exact' } });
    expect(r.statusCode).toBe(206);
    expect(r.headers['content-range']).toBe('0-0/6');
    expect(r.body).toBe('');
  });

  it('reads views like tables', async () => {
    expect((await rows('/book_view?select=id&order=id')).map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});
