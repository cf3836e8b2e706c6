import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify as toYaml } from 'yaml';
import { EMBEDDED_DATABASE_REFERENCE } from '#src/connections/embedded-database-reference.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

const ADMIN_ONLY = "the server's own database may only be used by an administrator";

interface SpecTable {
  table: 'canaries' | 'config_scrapers';
  /** A spec that reads the server's own database. */
  ownDatabase: Record<string, unknown>;
  /** The field an editor is told about. */
  field: string;
  /** A spec anyone with write access may store. */
  harmless: Record<string, unknown>;
}

const TABLES: SpecTable[] = [
  {
    table: 'canaries',
    ownDatabase: { schedule: '@every 1h', postgres: [{ name: 'own', connection: EMBEDDED_DATABASE_REFERENCE, query: 'SELECT 1' }] },
    field: 'spec.postgres[0].connection',
    harmless: { schedule: '@every 1h', tcp: [{ name: 'port', endpoint: '127.0.0.1:1' }] },
  },
  {
    table: 'config_scrapers',
    ownDatabase: { schedule: '@every 1h', sql: [{ connection: EMBEDDED_DATABASE_REFERENCE, query: 'SELECT 1 AS id', id: '$.id', type: 'Vigil::Row' }] },
    field: 'spec.sql[0].connection',
    harmless: { schedule: '@every 1h', file: [{ type: 'Demo::File', id: '$.id', paths: ['/nowhere/*.yaml'] }] },
  },
];

interface BodyShape {
  name: string;
  contentType: string;
  /** The body writing one row named `name` with `spec` (and, for a batch, a harmless row before it). */
  body(name: string, spec: Record<string, unknown>, harmless: Record<string, unknown>): string;
  /** The batch names its rows. */
  row?: string;
}

const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

const SHAPES: BodyShape[] = [
  { name: 'a JSON object', contentType: 'application/json', body: (name, spec) => JSON.stringify({ name, spec }) },
  { name: 'a JSON string', contentType: 'application/json', body: (name, spec) => JSON.stringify({ name, spec: JSON.stringify(spec) }) },
  { name: 'a YAML string', contentType: 'application/json', body: (name, spec) => JSON.stringify({ name, spec: toYaml(spec) }) },
  {
    name: 'a JSON array of rows',
    contentType: 'application/json',
    body: (name, spec, harmless) => JSON.stringify([{ name: `${name}-first`, spec: harmless }, { name, spec: toYaml(spec) }]),
    row: 'row 2: ',
  },
  { name: 'CSV', contentType: 'text/csv', body: (name, spec) => `name,spec\n${name},${csvCell(JSON.stringify(spec))}\n` },
  { name: 'a form', contentType: 'application/x-www-form-urlencoded', body: (name, spec) => new URLSearchParams({ name, spec: toYaml(spec) }).toString() },
];

describe(`specs naming the server's own database, whatever the body's shape (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let editor: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
    editor = await t.person({ roles: ['editor'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (person: TestPerson, method: 'POST' | 'PATCH' | 'PUT', url: string, contentType: string, payload: string, prefer = 'return=minimal') =>
    t.app.inject({ method, url, headers: { ...person.headers, 'content-type': contentType, prefer }, payload });
  const storedSpecs = async (table: string, name: string) =>
    (await t.db.query<{ spec: unknown }>(`SELECT spec FROM ${table} WHERE name = $1 OR name = $2 ORDER BY name`, [name, `${name}-first`])).rows.map((row) => row.spec);

  let counter = 0;
  for (const { table, ownDatabase, field, harmless } of TABLES) {
    for (const shape of SHAPES) {
      it(`${table} as ${shape.name}: an editor is refused with the field named and nothing is written; an administrator's is stored as structured JSON`, async () => {
        counter += 1;
        const name = `own-db-${counter}`;
        const refused = await send(editor, 'POST', `/api/db/${table}`, shape.contentType, shape.body(name, ownDatabase, harmless));
        expect(refused.statusCode).toBe(400);
        expect(refused.json<{ message: string }>().message).toContain(`${shape.row ?? ''}${field}: ${ADMIN_ONLY}`);
        expect(await storedSpecs(table, name)).toEqual([]);

        const accepted = await send(admin, 'POST', `/api/db/${table}`, shape.contentType, shape.body(name, ownDatabase, harmless));
        expect(accepted.statusCode).toBe(201);
        // Text is stored parsed: what the server runs later is the value that was checked.
        expect(await storedSpecs(table, name)).toEqual(shape.row ? [ownDatabase, harmless] : [ownDatabase]);
      });
    }

    it(`${table}: a PATCH, a PUT and an upsert setting such a spec as text are refused for an editor, leaving the row as it was`, async () => {
      counter += 1;
      const name = `kept-${counter}`;
      const created = await send(editor, 'POST', `/api/db/${table}`, 'application/json', JSON.stringify({ name, spec: harmless }), 'return=representation');
      expect(created.statusCode).toBe(201);
      const id = created.json<{ id: string }[]>()[0]!.id;

      const patched = await send(editor, 'PATCH', `/api/db/${table}?id=eq.${id}`, 'application/json', JSON.stringify({ spec: JSON.stringify(ownDatabase) }));
      expect(patched.statusCode).toBe(400);
      expect(patched.json<{ message: string }>().message).toContain(`${field}: ${ADMIN_ONLY}`);

      const put = await send(editor, 'PUT', `/api/db/${table}?id=eq.${id}`, 'text/csv', `id,name,spec\n${id},${name},${csvCell(toYaml(ownDatabase))}\n`);
      expect(put.statusCode).toBe(400);
      expect(put.json<{ message: string }>().message).toContain(`${field}: ${ADMIN_ONLY}`);

      const upsert = await send(editor, 'POST', `/api/db/${table}`, 'application/json', JSON.stringify([{ id, name, spec: toYaml(ownDatabase) }]), 'resolution=merge-duplicates');
      expect(upsert.statusCode).toBe(400);
      expect(upsert.json<{ message: string }>().message).toContain(`${field}: ${ADMIN_ONLY}`);

      expect(await storedSpecs(table, name)).toEqual([harmless]);
    });

    it(`${table}: a whole resource document as YAML is read the same way, and text holding text again is refused`, async () => {
      counter += 1;
      const name = `document-${counter}`;
      const document = table === 'canaries'
        ? { apiVersion: 'canaries.flanksource.com/v1', kind: 'Canary', metadata: { name }, spec: ownDatabase }
        : { apiVersion: 'configs.flanksource.com/v1', kind: 'ScrapeConfig', metadata: { name }, spec: ownDatabase };
      const whole = await send(editor, 'POST', `/api/db/${table}`, 'application/json', JSON.stringify({ name, spec: toYaml(document) }));
      expect(whole.statusCode).toBe(400);
      expect(whole.json<{ message: string }>().message).toContain(`${field}: ${ADMIN_ONLY}`);

      const twice = await send(admin, 'POST', `/api/db/${table}`, 'application/json', JSON.stringify({ name, spec: JSON.stringify(toYaml(ownDatabase)) }));
      expect(twice.statusCode).toBe(400);
      expect(twice.json<{ message: string }>().message).toContain('spec: must be a mapping');
      expect(await storedSpecs(table, name)).toEqual([]);
    });
  }
});
