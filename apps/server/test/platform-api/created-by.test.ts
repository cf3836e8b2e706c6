import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

const SPEC = { schedule: '@every 5m', tcp: [{ name: 'port', endpoint: '127.0.0.1:1' }] };

interface ApiErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

describe(`created_by names the caller on every data API write (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  let other: TestPerson;
  let admin: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    other = await t.person({ roles: ['editor'] });
    admin = await t.person({ roles: ['admin'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, person: TestPerson, body: unknown, prefer = 'return=representation') =>
    t.app.inject({ method, url, headers: { ...person.headers, 'content-type': 'application/json', prefer }, payload: JSON.stringify(body) });
  const authorOf = async (table: 'canaries' | 'incidents' | 'properties', column: string, value: string) => {
    const { rows } = await t.db.query<{ created_by: string | null }>(`SELECT created_by::text FROM ${table} WHERE ${column} = $1`, [value]);
    return rows.map((r) => r.created_by);
  };

  it('refuses a canary naming another person as its author with 400 and the reason, and writes nothing', async () => {
    const response = await send('POST', '/api/db/canaries', editor, { name: 'forged-author', spec: SPEC, created_by: other.id });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body).toMatchObject({ code: '23514', message: 'canaries.created_by must be the person making the request' });
    expect(body.details).toContain(other.id);
    expect(body.hint).toContain('Leave created_by out');
    expect(await authorOf('canaries', 'name', 'forged-author')).toEqual([]);
  });

  it('refuses a whole batch when one row names someone else', async () => {
    const response = await send('POST', '/api/db/canaries', editor, [
      { name: 'batch-own', spec: SPEC, created_by: editor.id },
      { name: 'batch-forged', spec: SPEC, created_by: other.id },
    ]);
    expect(response.statusCode).toBe(400);
    expect(await authorOf('canaries', 'name', 'batch-own')).toEqual([]);
    expect(await authorOf('canaries', 'name', 'batch-forged')).toEqual([]);
  });

  it('sets the caller as the author when created_by is left out, null, or names the caller', async () => {
    const left = await send('POST', '/api/db/canaries', editor, { name: 'own-left-out', spec: SPEC });
    expect(left.statusCode).toBe(201);
    expect(left.json<{ created_by: string }[]>()[0]!.created_by).toBe(editor.id);
    expect(await authorOf('canaries', 'name', 'own-left-out')).toEqual([editor.id]);
    const nulled = await send('POST', '/api/db/canaries', editor, { name: 'own-null', spec: SPEC, created_by: null });
    expect(nulled.statusCode).toBe(201);
    expect(await authorOf('canaries', 'name', 'own-null')).toEqual([editor.id]);
    const named = await send('POST', '/api/db/canaries', editor, { name: 'own-named', spec: SPEC, created_by: editor.id });
    expect(named.statusCode).toBe(201);
    expect(await authorOf('canaries', 'name', 'own-named')).toEqual([editor.id]);
  });

  it('refuses a PATCH or an upsert that hands the row to someone else, and keeps the author', async () => {
    const created = await send('POST', '/api/db/canaries', editor, { name: 'patched', spec: SPEC });
    const id = created.json<{ id: string }[]>()[0]!.id;
    const patch = await send('PATCH', `/api/db/canaries?id=eq.${id}`, editor, { created_by: other.id });
    expect(patch.statusCode).toBe(400);
    expect(patch.json<ApiErrorBody>()).toMatchObject({ code: '23514', message: 'canaries.created_by cannot be changed to another person' });
    const erase = await send('PATCH', `/api/db/canaries?id=eq.${id}`, editor, { created_by: null });
    expect(erase.statusCode).toBe(400);
    const upsert = await send('POST', '/api/db/canaries?on_conflict=id', editor, { id, name: 'patched', spec: SPEC, created_by: other.id },
      'resolution=merge-duplicates,return=representation');
    expect(upsert.statusCode).toBe(400);
    expect(await authorOf('canaries', 'id', id)).toEqual([editor.id]);
    const unrelated = await send('PATCH', `/api/db/canaries?id=eq.${id}`, other, { labels: { team: 'core' } });
    expect(unrelated.statusCode).toBe(200);
    expect(await authorOf('canaries', 'id', id)).toEqual([editor.id]);
  });

  it('lets whoever saves a row name themselves, as the web app does for feature flags', async () => {
    const created = await send('POST', '/api/db/properties', admin, { name: 'flag.author', value: 'true' });
    expect(created.statusCode).toBe(201);
    const saved = await send('PATCH', '/api/db/properties?name=eq.flag.author', editor, { value: 'false', created_by: editor.id });
    expect(saved.statusCode).toBe(200);
    expect(await authorOf('properties', 'name', 'flag.author')).toEqual([editor.id]);
  });

  it('records the caller as the author of the incident history, and refuses a forged history row', async () => {
    const opened = await send('POST', '/api/db/incidents', editor, { title: 'Checkout down', created_by: other.id });
    expect(opened.statusCode).toBe(400);
    expect(await authorOf('incidents', 'title', 'Checkout down')).toEqual([]);

    const incident = await send('POST', '/api/db/incidents', editor, { title: 'Search slow' });
    expect(incident.statusCode).toBe(201);
    const id = incident.json<{ id: string }[]>()[0]!.id;
    const moved = await send('PATCH', `/api/db/incidents?id=eq.${id}`, other, { status: 'investigating' });
    expect(moved.statusCode).toBe(200);
    const { rows } = await t.db.query<{ type: string; created_by: string }>(
      'SELECT type, created_by::text FROM incident_histories WHERE incident_id = $1 ORDER BY created_at, type', [id]);
    expect(rows).toEqual([
      { type: 'incident.created', created_by: editor.id },
      { type: 'incident.status_updated', created_by: other.id },
    ]);

    const forged = await send('POST', '/api/db/incident_histories', editor, { incident_id: id, type: 'incident.created', description: 'x', created_by: other.id });
    expect(forged.statusCode).toBe(400);
    const { rows: after } = await t.db.query('SELECT 1 FROM incident_histories WHERE incident_id = $1', [id]);
    expect(after).toHaveLength(2);
  });

  it('refuses a forged author before a re-sighted config change is merged into the stored one', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      "INSERT INTO config_items (config_class, type, name, config) VALUES ('Cluster', 'Kubernetes::Cluster', 'merge-target', '{}') RETURNING id");
    const configId = rows[0]!.id;
    const change = { config_id: configId, external_change_id: 'ext-1', change_type: 'diff' };
    expect((await send('POST', '/api/db/config_changes', editor, change, 'return=minimal')).statusCode).toBe(201);
    const forged = await send('POST', '/api/db/config_changes', editor, { ...change, created_by: other.id }, 'return=minimal');
    expect(forged.statusCode).toBe(400);
    const { rows: stored } = await t.db.query<{ created_by: string; count: number }>(
      'SELECT created_by::text, count FROM config_changes WHERE config_id = $1', [configId]);
    expect(stored).toEqual([{ created_by: editor.id, count: 1 }]);
  });

  it('still lets the server write any author, and deleting an author clears created_by', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      "INSERT INTO canaries (name, spec, created_by) VALUES ('seeded', '{}'::jsonb, $1) RETURNING id", [other.id]);
    expect(await authorOf('canaries', 'id', rows[0]!.id)).toEqual([other.id]);

    const leaver = await t.person({ roles: ['editor'] });
    const own = await send('POST', '/api/db/canaries', leaver, { name: 'left-behind', spec: SPEC });
    expect(own.statusCode).toBe(201);
    await t.db.query('DELETE FROM access_tokens WHERE person_id = $1', [leaver.id]);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/db/people?id=eq.${leaver.id}`, headers: admin.headers });
    expect(removed.statusCode).toBe(204);
    expect(await authorOf('canaries', 'name', 'left-behind')).toEqual([null]);
  });

  it('guards every table that has a created_by column', async () => {
    const { rows } = await t.db.query<{ table_name: string; guarded: boolean }>(
      `SELECT c.table_name,
              EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = format('%I', c.table_name)::regclass
                        AND g.tgname = '_created_by_is_caller' AND NOT g.tgisinternal) AS guarded
         FROM information_schema.columns c
         JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND c.column_name = 'created_by' AND tb.table_type = 'BASE TABLE'
        ORDER BY 1`,
    );
    expect(rows.length).toBeGreaterThan(20);
    const unguarded = rows.filter((r) => !r.guarded).map((r) => r.table_name);
    // A new table with created_by needs: CREATE TRIGGER _created_by_is_caller BEFORE INSERT OR UPDATE OF created_by
    // ON <table> FOR EACH ROW EXECUTE FUNCTION created_by_is_caller();
    expect(unguarded).toEqual([]);
  });
});
