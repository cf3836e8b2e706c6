import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelationUse } from '#src/rest/api-request.ts';
import { testDbKind } from '../support/test-db.ts';
import { startRestTestApp, type RestTestApp } from './rest-test-app.ts';

interface ErrorBody {
  code: string;
  message: string;
  details: unknown;
  hint: string | null;
}

describe(`ambiguous embeds list only what the caller can see (${testDbKind})`, () => {
  let t: RestTestApp;
  beforeAll(async () => {
    t = await startRestTestApp();
    // authors and books: author_id, books_editor_fk, and now a junction too.
    await t.db.exec(`CREATE TABLE lib.ghost_writers (
      book_id int REFERENCES lib.books(id), author_id int REFERENCES lib.authors(id), PRIMARY KEY (book_id, author_id))`);
    await t.engine.reloadSchema();
  });
  afterAll(async () => {
    await t.close();
  });

  const embedBooks = async (visible?: (use: RelationUse) => boolean) => {
    const response = await t.engine.handle({ method: 'GET', path: '/authors', query: 'select=name,books(title)', headers: {}, ...(visible ? { visible } : {}) });
    return { status: response.status, body: JSON.parse(response.body) as ErrorBody };
  };

  it('lists every candidate when no visibility is given', async () => {
    const { status, body } = await embedBooks();
    expect(status).toBe(300);
    expect(body.code).toBe('PGRST201');
    expect(body.details).toHaveLength(3);
    expect(JSON.stringify(body)).toContain('ghost_writers');
  });

  it('leaves out a candidate through a hidden junction, in details and hint, and asks the callback only about relations', async () => {
    const asked: RelationUse[] = [];
    const { status, body } = await embedBooks((use) => {
      asked.push(use);
      return use.name !== 'ghost_writers';
    });
    expect(status).toBe(300);
    expect(body.code).toBe('PGRST201');
    expect(body.details).toHaveLength(2);
    expect(JSON.stringify(body)).not.toContain('ghost_writers');
    expect(body.hint).toBe("Try changing 'books' to one of the following: 'books!books_author_id_fkey', 'books!books_editor_fk'. Find the desired relationship in the 'details' key.");
    expect(asked.every((use) => use.kind === 'relation' && use.via === 'embed' && use.schema === 'lib')).toBe(true);
  });

  it('answers as if there were no relationship when the caller sees none of the candidates', async () => {
    const { status, body } = await embedBooks((use) => use.name !== 'books');
    expect(status).toBe(400);
    expect(body.code).toBe('PGRST200');
    expect(JSON.stringify(body)).not.toMatch(/fkey|ghost_writers|books_editor_fk/);
  });

  it('still resolves an embed that is not ambiguous', async () => {
    const response = await t.engine.handle({
      method: 'GET', path: '/books', query: 'select=title,tags(label)&id=eq.3', headers: {}, visible: (use) => use.name !== 'ghost_writers',
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual([{ title: 'Solaris', tags: [{ label: 'sf' }] }]);
  });
});
