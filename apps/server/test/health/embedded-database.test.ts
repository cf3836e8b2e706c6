import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import { EMBEDDED_DATABASE_REFERENCE } from '#src/connections/embedded-database-reference.ts';
import { parseCanarySpec } from '#src/health/spec/parse-canary-spec.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

const postgresSpec = (check: Record<string, unknown>) => ({
  schedule: '@every 30s',
  postgres: [{ name: 'own database', connection: EMBEDDED_DATABASE_REFERENCE, ...check }],
});

describe(`checks on the server's own database (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let editor: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
    editor = await t.person({ roles: ['editor'] });
    await t.db.query(`INSERT INTO canaries (name, namespace, spec) VALUES ('present', 'default', '{"schedule":"@every 1h"}'::jsonb)`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const runOnce = async (check: Record<string, unknown>) => {
    const { runner } = createCanaryRuns(t.db);
    const spec = parseCanarySpec(postgresSpec(check));
    return runner.run(spec.checks[0]!);
  };

  it('runs a query through the reserved connection and counts its rows', async () => {
    const result = await runOnce({ query: "SELECT name FROM canaries WHERE name = 'present';", results: 1 });
    expect(result).toMatchObject({ pass: true, message: 'the query returned 1 row', error: null });
    expect(result.details).toMatchObject({ count: 1, results: [{ name: 'present' }] });
  });

  it('fails when the query finds fewer rows than expected', async () => {
    const result = await runOnce({ query: "SELECT name FROM canaries WHERE name = 'absent'", results: 1 });
    expect(result).toMatchObject({ pass: false, message: 'the query returned 0 rows, expected at least 1' });
  });

  it('refuses writes and a second statement, leaving the data as it was', async () => {
    const smuggled = await runOnce({ query: "SELECT 1) AS x; DELETE FROM canaries; SELECT (1" });
    expect(smuggled.pass).toBe(false);
    expect(smuggled.error).toBeTruthy();
    const modifying = await runOnce({ query: 'WITH gone AS (DELETE FROM canaries RETURNING id) SELECT * FROM gone' });
    expect(modifying.pass).toBe(false);
    const locking = await runOnce({ query: "SELECT id FROM canaries FOR UPDATE" });
    expect(locking.pass).toBe(false);
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM canaries WHERE name = 'present'`);
    expect(rows[0]!.n).toBe(1);
  });

  it('is refused to a mysql check, which cannot speak to it', async () => {
    const { runner } = createCanaryRuns(t.db);
    const spec = parseCanarySpec({ mysql: [{ name: 'wrong engine', connection: EMBEDDED_DATABASE_REFERENCE, query: 'SELECT 1' }] });
    expect(await runner.run(spec.checks[0]!)).toMatchObject({ pass: false, message: `connection ${EMBEDDED_DATABASE_REFERENCE} is a postgres database: use a postgres check` });
  });

  const write = (person: TestPerson, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/db/canaries',
      headers: { ...person.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name, spec: postgresSpec({ query: 'SELECT 1' }) }),
    });

  it('may be put in a canary by an administrator only; an editor is told which field, and nothing is written', async () => {
    const refused = await write(editor, 'editor-own-db');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain("spec.postgres[0].connection: the server's own database may only be used by an administrator");
    expect((await t.db.query(`SELECT 1 FROM canaries WHERE name = 'editor-own-db'`)).rows).toHaveLength(0);

    expect((await write(admin, 'admin-own-db')).statusCode).toBe(201);
  });

  it('may be scraped by an administrator only (sql scrapers), with the field named for anyone else', async () => {
    const scraper = (person: TestPerson, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/db/config_scrapers',
        headers: { ...person.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ name, spec: { sql: [{ connection: EMBEDDED_DATABASE_REFERENCE, query: 'SELECT id, name FROM canaries', id: '$.id', type: 'Vigil::Canary' }] } }),
      });
    const refused = await scraper(editor, 'editor-scraper');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain("spec.sql[0].connection: the server's own database may only be used by an administrator");
    expect((await t.db.query(`SELECT 1 FROM config_scrapers WHERE name = 'editor-scraper'`)).rows).toHaveLength(0);
    expect((await scraper(admin, 'admin-scraper')).statusCode).toBe(201);
  });
});
