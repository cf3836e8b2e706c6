import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

const goodSpec = { schedule: '@every 30s', tcp: [{ name: 'port', endpoint: '127.0.0.1:1' }] };

describe(`canary specs written through /api/db are validated (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const write = (method: 'POST' | 'PATCH' | 'PUT', url: string, body: unknown) =>
    t.app.inject({ method, url, headers: { ...admin.headers, 'content-type': 'application/json', prefer: 'return=representation' }, payload: JSON.stringify(body) });
  const countNamed = async (name: string) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM canaries WHERE name = $1', [name])).rows[0]!.n;

  it('refuses a canary whose check lacks a required field, naming the field, and writes nothing', async () => {
    const response = await write('POST', '/api/db/canaries', { name: 'broken', spec: { http: [{ name: 'site' }] } });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string }>();
    expect(body.message).toContain('spec.http[0].url');
    expect(await countNamed('broken')).toBe(0);
  });

  it('refuses a spec given as YAML text with an unknown check type, naming it', async () => {
    const response = await write('POST', '/api/db/canaries', { name: 'yaml-broken', spec: 'nosuchcheck:\n  - name: x\n' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('spec.nosuchcheck');
    expect(await countNamed('yaml-broken')).toBe(0);
  });

  it('refuses a whole batch when one row is bad, naming the row, and writes none of it', async () => {
    const response = await write('POST', '/api/db/canaries', [
      { name: 'batch-good', spec: goodSpec },
      { name: 'batch-bad', spec: { schedule: 'whenever', tcp: [{ name: 'p', endpoint: '127.0.0.1:1' }] } },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('row 2: spec.schedule');
    expect(await countNamed('batch-good')).toBe(0);
    expect(await countNamed('batch-bad')).toBe(0);
  });

  it('refuses a schedule that never fires, as a scraper\'s is, naming spec.schedule', async () => {
    const response = await write('POST', '/api/db/canaries', { name: 'never', spec: { schedule: '0 0 31 2 *', tcp: [{ name: 'p', endpoint: '127.0.0.1:1' }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe("Invalid canary spec: spec.schedule: '0 0 31 2 *' never runs: no date matches it");
    expect(await countNamed('never')).toBe(0);
  });

  it('refuses a bad spec sent as CSV or as a form like one sent as JSON, and writes nothing', async () => {
    const send = (contentType: string, payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/db/canaries', headers: { ...admin.headers, 'content-type': contentType }, payload });
    const csv = await send('text/csv', 'name,spec\ncsv-broken,"{""http"": [{""name"": ""site""}]}"\n');
    expect(csv.statusCode).toBe(400);
    expect(csv.json<{ message: string }>().message).toContain('spec.http[0].url');
    const form = await send('application/x-www-form-urlencoded', new URLSearchParams({ name: 'form-broken', spec: '{"tcp": [{"name": "p"}]}' }).toString());
    expect(form.statusCode).toBe(400);
    expect(form.json<{ message: string }>().message).toContain('spec.tcp[0].endpoint');
    expect(await countNamed('csv-broken')).toBe(0);
    expect(await countNamed('form-broken')).toBe(0);
  });

  it('refuses an upsert and a PATCH that set a bad spec, leaving the stored spec as it was', async () => {
    const created = await write('POST', '/api/db/canaries', { name: 'kept', spec: goodSpec });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }[]>()[0]!.id;

    const upsert = await t.app.inject({
      method: 'POST',
      url: '/api/db/canaries?on_conflict=agent_id,name,namespace,source',
      headers: { ...admin.headers, 'content-type': 'application/json', prefer: 'resolution=merge-duplicates' },
      payload: JSON.stringify({ name: 'kept', spec: { tcp: [{ name: 'p' }] } }),
    });
    expect(upsert.statusCode).toBe(400);
    expect(upsert.json<{ message: string }>().message).toContain('spec.tcp[0].endpoint');

    const patched = await write('PATCH', `/api/db/canaries?id=eq.${id}`, { spec: {} });
    expect(patched.statusCode).toBe(400);
    expect(patched.json<{ message: string }>().message).toContain('spec: has no checks');

    const { rows } = await t.db.query<{ spec: unknown }>('SELECT spec FROM canaries WHERE id = $1', [id]);
    expect(rows[0]!.spec).toEqual(goodSpec);
  });

  it('accepts a good spec, and a PATCH that leaves the spec alone', async () => {
    const created = await write('POST', '/api/db/canaries', { name: 'fine', spec: goodSpec });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }[]>()[0]!.id;
    const renamed = await write('PATCH', `/api/db/canaries?id=eq.${id}`, { name: 'fine-renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(await countNamed('fine-renamed')).toBe(1);
  });
});
