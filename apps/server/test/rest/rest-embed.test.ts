import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../support/test-db.ts';
import { startRestTestApp, type RestTestApp } from './rest-test-app.ts';

describe(`data API embeds (${testDbKind})`, () => {
  let t: RestTestApp;
  beforeAll(async () => {
    t = await startRestTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/db${url}` });
  const rows = async (url: string) => {
    const r = await get(url);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<Record<string, unknown>[]>();
  };

  it('embeds many-to-one by constraint hint, by FK column and by column hint', async () => {
    expect(await rows('/books?select=title,author:authors!books_author_id_fkey(name)&id=eq.4'))
      .toEqual([{ title: 'Kindred', author: { name: 'Octavia' } }]);
    expect(await rows('/books?select=title,editor:editor_id(name)&id=in.(3,4)&order=id'))
      .toEqual([{ title: 'Solaris', editor: null }, { title: 'Kindred', editor: { name: 'Ursula' } }]);
    expect(await rows('/books?select=id,authors!editor_id(name)&id=eq.1')).toEqual([{ id: 1, authors: { name: 'Octavia' } }]);
    expect(await rows('/books?select=id,publishers(name)&id=eq.1')).toEqual([{ id: 1, publishers: { name: 'Ace' } }]);
  });

  it('embeds one-to-many, many-to-many and one-to-one, nested to any depth', async () => {
    const r = await rows('/authors?select=name,books!books_author_id_fkey(title,tags(label),publishers(name)),author_profiles(bio)&id=eq.1&books.order=id&books.tags.order=label');
    expect(r).toEqual([{
      name: 'Ursula',
      books: [
        { title: 'The Dispossessed', tags: [{ label: 'classic' }, { label: 'sf' }], publishers: { name: 'Ace' } },
        { title: 'The Left Hand of Darkness', tags: [{ label: 'sf' }], publishers: { name: 'Ace' } },
      ],
      author_profiles: { bio: 'Earthsea' },
    }]);
    expect(await rows('/tags?select=label,books(id)&label=eq.dystopia')).toEqual([{ label: 'dystopia', books: [{ id: 5 }] }]);
    expect(await rows('/authors?select=name,author_profiles(bio)&id=eq.2')).toEqual([{ name: 'Stanislaw', author_profiles: null }]);
  });

  it('answers 300 PGRST201 with the candidates for an ambiguous embed', async () => {
    const r = await get('/books?select=title,authors(name)');
    expect(r.statusCode).toBe(300);
    const body = r.json<{ code: string; details: { cardinality: string; relationship: string }[]; hint: string }>();
    expect(body.code).toBe('PGRST201');
    expect(body.details.map((d) => d.relationship)).toEqual([
      'books_author_id_fkey using books(author_id) and authors(id)',
      'books_editor_fk using books(editor_id) and authors(id)',
    ]);
    expect(body.details.every((d) => d.cardinality === 'many-to-one')).toBe(true);
    expect(body.hint).toContain("'authors!books_author_id_fkey'");
  });

  it('answers 400 PGRST200 when no relationship exists', async () => {
    const r = await get('/tags?select=label,publishers(name)');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'PGRST200', message: "Could not find a relationship between 'tags' and 'publishers' in the schema cache" });
    const hinted = await get('/books?select=authors!nope(name)');
    expect(hinted.statusCode).toBe(400);
    expect(hinted.json()).toMatchObject({ code: 'PGRST200' });
  });

  it('embeds a self reference through its FK column', async () => {
    expect(await rows('/books?select=title,prequel:sequel_of(title)&sequel_of=not.is.null'))
      .toEqual([{ title: 'Parable of the Talents', prequel: { title: 'Parable of the Sower' } }]);
  });

  it('embeds through a view, whose columns inherit the base table keys', async () => {
    expect(await rows('/book_view?select=title,authors(name)&id=eq.3')).toEqual([{ title: 'Solaris', authors: { name: 'Stanislaw' } }]);
    expect(await rows('/authors?select=name,book_view(title)&id=eq.2')).toEqual([{ name: 'Stanislaw', book_view: [{ title: 'Solaris' }] }]);
  });

  it('filters, orders and limits embedded resources by path', async () => {
    const r = await rows('/authors?select=name,books!books_author_id_fkey(id,pages)&id=eq.3&books.pages=gt.300&books.order=id.desc&books.limit=1');
    expect(r).toEqual([{ name: 'Octavia', books: [{ id: 6, pages: 365 }] }]);
    const offset = await rows('/authors?select=books!books_author_id_fkey(id)&id=eq.3&books.order=id&books.offset=1');
    expect(offset).toEqual([{ books: [{ id: 5 }, { id: 6 }] }]);
  });

  it('keeps parents without a match unless the embed is !inner', async () => {
    const left = await rows('/authors?select=id,books!books_author_id_fkey(id)&books.pages=gt.380&order=id');
    expect(left.map((a) => a.id)).toEqual([1, 2, 3, 4]);
    const inner = await rows('/authors?select=id,books!books_author_id_fkey!inner(id)&books.pages=gt.380&order=id');
    expect(inner).toEqual([{ id: 1, books: [{ id: 1 }] }]);
    const onlyFilter = await rows('/authors?select=id,books!books_author_id_fkey!inner()&books.title=eq.Solaris');
    expect(onlyFilter).toEqual([{ id: 2 }]);
  });

  it('filters parents on the presence of an embed', async () => {
    const some = await rows('/authors?select=id,author_profiles(bio)&author_profiles=not.is.null&order=id');
    expect(some.map((a) => a.id)).toEqual([1, 3]);
    const none = await rows('/authors?select=id,author_profiles(bio)&author_profiles=is.null&order=id');
    expect(none.map((a) => a.id)).toEqual([2, 4]);
  });

  it('spreads a to-one embed into its parent', async () => {
    expect(await rows('/books?select=title,...publishers(publisher:name)&id=eq.4')).toEqual([{ title: 'Kindred', publisher: 'Harper' }]);
    const r = await get('/authors?select=name,...books!books_author_id_fkey(title)');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'PGRST119' });
  });

  it('orders parents by a to-one embed column', async () => {
    const r = await rows('/books?select=id,publishers(name)&publisher_id=not.is.null&order=publishers(name).desc,id');
    expect(r.map((b) => b.id)).toEqual([4, 5, 6, 1, 2]);
  });

  it('refuses clauses on a path that is not embedded', async () => {
    const r = await get('/authors?select=name&books.id=eq.1');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'PGRST108' });
  });

  it('checks embedded column names against the schema', async () => {
    const r = await get('/books?select=publishers(nope)');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: '42703', message: 'column publishers.nope does not exist' });
  });
});
