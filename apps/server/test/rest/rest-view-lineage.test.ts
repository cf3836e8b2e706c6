import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataApiPlugin } from '#src/rest/data-api.plugin.ts';
import { createRestEngine } from '#src/rest/rest-engine.ts';
import { viewColumnOrigins } from '#src/rest/schema/view-lineage.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';

// Views join other tables and read their columns in subqueries; only the columns a view passes
// through as its own output may carry the key roles of their base columns.
const FIXTURE = `
  CREATE TABLE owners (id int PRIMARY KEY, name text NOT NULL);
  CREATE TABLE servers (id int PRIMARY KEY, name text NOT NULL, owner_id int REFERENCES owners (id));
  CREATE TABLE disks (id int PRIMARY KEY, server_id int NOT NULL REFERENCES servers (id), size_gb int NOT NULL);
  INSERT INTO owners VALUES (1, 'platform');
  INSERT INTO servers VALUES (10, 'db-1', 1), (11, 'web-1', 1);
  INSERT INTO disks VALUES (100, 10, 500), (101, 10, 200), (102, 11, 50);
  -- id comes from servers; owners.id is only joined on, and owners.name only read by a subquery.
  CREATE VIEW server_overview AS
    SELECT s.id, s.name, s.owner_id, o.name AS owner_name,
           (SELECT count(*) FROM disks d WHERE d.server_id = s.id) AS disk_count
    FROM servers s JOIN owners o ON o.id = s.owner_id;
  -- a faithful copy of owners, which must not make owner_id embeds ambiguous
  CREATE VIEW owner_cards AS SELECT o.id, o.name FROM owners o;
`;

describe(`view relationships follow exact column lineage (${testDbKind})`, () => {
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

  it('reads the origin of each output column from the stored view', async () => {
    const { rows } = await db.query<{ tree: string }>(
      `SELECT ev_action::text AS tree FROM pg_rewrite WHERE ev_class = 'server_overview'::regclass`,
    );
    const origins = viewColumnOrigins(rows[0]!.tree).map((o) => o.column);
    // owner_name is a renamed copy (kept, but it carries no key of its own); disk_count is computed.
    expect(origins).toEqual(['id', 'name', 'owner_id', 'owner_name']);
  });

  it('embeds to-many from the view through the key of its own id', async () => {
    const response = await app.inject({ url: '/db/server_overview?select=name,disks(size_gb)&disks.order=size_gb&order=id' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { name: 'db-1', disks: [{ size_gb: 200 }, { size_gb: 500 }] },
      { name: 'web-1', disks: [{ size_gb: 50 }] },
    ]);
  });

  it('embeds the owner by FK column from the view, preferring the table over a copy view', async () => {
    const response = await app.inject({ url: '/db/server_overview?select=name,owner:owner_id(name)&id=eq.10' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ name: 'db-1', owner: { name: 'platform' } }]);
  });

  it('does not treat a column the view only joins on as its key', async () => {
    // Were server_overview.id taken for owners.id, owners would embed server_overview as to-one by id.
    const response = await app.inject({ url: '/db/owners?select=name,server_overview(name)' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ name: 'platform', server_overview: [{ name: 'db-1' }, { name: 'web-1' }] }]);
  });
});
