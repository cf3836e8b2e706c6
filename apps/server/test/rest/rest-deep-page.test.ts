import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataApiPlugin } from '#src/rest/data-api.plugin.ts';
import { createRestEngine } from '#src/rest/rest-engine.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';

// 60 tickets; created_at repeats every 3 tickets so the order needs its id tie-break. Every 7th
// ticket has no team, ticket n has n % 4 notes, every 3rd ticket is tagged urgent.
// note_probes numbers each note it reads within the statement (a transaction-local counter), so
// the numbers an answer shows count how many notes the statement built embeds for.
const FIXTURE = `
  CREATE TABLE teams (id int PRIMARY KEY, name text NOT NULL);
  CREATE TABLE tickets (id int PRIMARY KEY, title text NOT NULL, team_id int REFERENCES teams (id), created_at int NOT NULL);
  CREATE TABLE notes (id int PRIMARY KEY, ticket_id int NOT NULL REFERENCES tickets (id), body text NOT NULL);
  CREATE TABLE tags (id int PRIMARY KEY, ticket_id int NOT NULL REFERENCES tickets (id), label text NOT NULL);
  INSERT INTO teams SELECT t, 'team ' || t FROM generate_series(1, 4) AS t;
  INSERT INTO tickets SELECT n, 'ticket ' || n, CASE WHEN n % 7 = 0 THEN NULL ELSE n % 4 + 1 END, n / 3
    FROM generate_series(1, 60) AS n;
  INSERT INTO notes SELECT n * 10 + k, n, 'note ' || k || ' of ' || n
    FROM generate_series(1, 60) AS n, generate_series(1, 3) AS k WHERE k <= n % 4;
  INSERT INTO tags SELECT n, n, CASE WHEN n % 3 = 0 THEN 'urgent' ELSE 'later' END FROM generate_series(1, 60) AS n;
  CREATE FUNCTION note_read() RETURNS int LANGUAGE sql VOLATILE AS $$
    SELECT set_config('vigil_test.note_reads',
      (coalesce(nullif(current_setting('vigil_test.note_reads', true), ''), '0')::int + 1)::text, true)::int
  $$;
  CREATE VIEW note_probes AS SELECT n.id, n.ticket_id, note_read() AS read_no FROM notes n;
`;

interface Ticket {
  id: number;
  created_at?: number;
  note_probes?: { read_no: number }[];
}

const notesOf = (id: number) => id % 4;
const ids = (rows: Ticket[]) => rows.map((r) => r.id);

describe(`a deep page with embeds builds them for its own rows only (${testDbKind})`, () => {
  let db: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDb({ migrated: false });
    await db.exec(FIXTURE);
    app = Fastify();
    await app.register(dataApiPlugin, { prefix: '/db', engine: await createRestEngine(db, { schemas: ['public'] }) });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return { rows: response.json<Ticket[]>(), range: response.headers['content-range'] };
  };

  it.each([
    ['to-many embeds', 'select=*,notes(body),tags(label)&order=created_at.desc,id.desc'],
    ['an !inner embed that filters the tickets', 'select=id,created_at,notes(body),tags!inner(label)&tags.label=eq.urgent&order=created_at.desc,id.desc'],
    ['ordering by a to-one embed', 'select=id,team:teams(name),notes(id)&order=team(name).desc.nullslast,id'],
    ['a spread and a nested embed', 'select=id,...teams(team:name),notes(body,ticket:tickets(title,teams(name)))&order=id.desc'],
    ['filters on embeds', 'select=id,notes(body),teams(name)&notes.body=like.note%202*&teams=not.is.null&order=id'],
    ['a limited, ordered embed', 'select=id,notes(id)&notes.order=id.desc&notes.limit=1&order=created_at,id'],
  ])('a deep page of %s is the same slice of the whole answer, with its total', async (_name, query) => {
    const whole = await get(`/db/tickets?${query}`, { prefer: 'count=exact' });
    const total = whole.rows.length;
    expect(total).toBeGreaterThan(15);
    const page = await get(`/db/tickets?${query}&limit=5&offset=12`, { prefer: 'count=exact' });
    expect(page.rows).toEqual(whole.rows.slice(12, 17));
    expect(page.range).toBe(`12-16/${total}`);
  });

  it('an !inner filter still applies before the page is cut', async () => {
    const urgent = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, created_at: Math.floor((i + 1) / 3) }))
      .filter((t) => t.id % 3 === 0)
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    const page = await get('/db/tickets?select=id,tags!inner(label)&tags.label=eq.urgent&order=created_at.desc,id.desc&limit=4&offset=10', { prefer: 'count=exact' });
    expect(ids(page.rows)).toEqual(ids(urgent.slice(10, 14)));
    expect(page.range).toBe('10-13/20');
  });

  it('reads the embedded notes of the page, not of the tickets the offset skips', async () => {
    const page = await get('/db/tickets?select=id,note_probes(read_no)&order=id&limit=6&offset=40');
    expect(ids(page.rows)).toEqual([41, 42, 43, 44, 45, 46]);
    const onPage = ids(page.rows).reduce((n, id) => n + notesOf(id), 0);
    const reads = page.rows.flatMap((t) => (t.note_probes ?? []).map((p) => p.read_no)).sort((a, b) => a - b);
    // the 40 skipped tickets have 60 notes; numbers above the page's own count would be theirs
    expect(reads).toEqual(Array.from({ length: onPage }, (_, i) => i + 1));
  });

  it('with count=exact and an !inner filter, still only the page reads its embeds', async () => {
    const page = await get(
      '/db/tickets?select=id,note_probes(read_no),tags!inner(label)&tags.label=eq.urgent&order=id.desc&limit=3&offset=15',
      { prefer: 'count=exact' },
    );
    expect(ids(page.rows)).toEqual([15, 12, 9]);
    expect(page.range).toBe('15-17/20');
    const reads = page.rows.flatMap((t) => (t.note_probes ?? []).map((p) => p.read_no)).sort((a, b) => a - b);
    expect(reads).toEqual([1, 2, 3, 4]);
  });
});
