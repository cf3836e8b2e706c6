import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

// The registry here holds only the scripted type, so what a spec may say is decided by this test.
vi.mock('#src/catalog/scrapers/scraper-registry.ts', async (importOriginal) => {
  const { ScriptedScrapers } = await import('./scripted-scraper-type.ts');
  const scripted = new ScriptedScrapers();
  return { ...(await importOriginal<object>()), SCRAPER_TYPES: [scripted.type], findScraperType: scripted.lookup };
});

const goodSpec = { schedule: '@every 5m', scripted: [{ name: 'entry' }] };

describe(`scraper specs written through /api/db are validated (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const write = (method: 'POST' | 'PATCH', url: string, body: unknown) =>
    t.app.inject({ method, url, headers: { ...admin.headers, 'content-type': 'application/json', prefer: 'return=representation' }, payload: JSON.stringify(body) });
  const countNamed = async (name: string) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM config_scrapers WHERE name = $1', [name])).rows[0]!.n;

  it("refuses an entry the type's parse rejects, naming the field, and writes nothing", async () => {
    const response = await write('POST', '/api/db/config_scrapers', { name: 'broken', spec: { scripted: [{ colour: 'red' }] } });
    expect(response.statusCode).toBe(400);
    const message = response.json<{ message: string }>().message;
    expect(message).toContain('spec.scripted[0].name: name is required');
    expect(message).toContain('spec.scripted[0].colour: unknown key');
    expect(await countNamed('broken')).toBe(0);
  });

  it('refuses schedules under 30 seconds, types not built yet and unknown keys, from YAML text too', async () => {
    const fast = await write('POST', '/api/db/config_scrapers', { name: 'fast', spec: { schedule: '@every 5s', scripted: [{ name: 'a' }] } });
    expect(fast.statusCode).toBe(400);
    expect(fast.json<{ message: string }>().message).toContain('spec.schedule: \'@every 5s\' runs more often than every 30s');
    const yaml = await write('POST', '/api/db/config_scrapers', { name: 'cloudy', spec: 'aws:\n  - region: eu-west-1\nfiel:\n  - paths: [a]\n' });
    expect(yaml.statusCode).toBe(400);
    expect(yaml.json<{ message: string }>().message).toBe('Invalid scraper spec: spec.aws is not supported yet (a scraper type); spec.fiel: unknown key');
    expect(await countNamed('fast')).toBe(0);
    expect(await countNamed('cloudy')).toBe(0);
  });

  it('refuses a whole batch when one row is bad, naming the row, and a PATCH that breaks a stored spec', async () => {
    const batch = await write('POST', '/api/db/config_scrapers', [
      { name: 'batch-good', spec: goodSpec },
      { name: 'batch-bad', spec: {} },
    ]);
    expect(batch.statusCode).toBe(400);
    expect(batch.json<{ message: string }>().message).toContain('row 2: spec: has no scrapers');
    expect(await countNamed('batch-good')).toBe(0);

    const created = await write('POST', '/api/db/config_scrapers', { name: 'kept', spec: goodSpec });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }[]>()[0]!.id;
    const patched = await write('PATCH', `/api/db/config_scrapers?id=eq.${id}`, { spec: { scripted: [{}] } });
    expect(patched.statusCode).toBe(400);
    expect(patched.json<{ message: string }>().message).toContain('spec.scripted[0].name');
    const { rows } = await t.db.query<{ spec: unknown }>('SELECT spec FROM config_scrapers WHERE id = $1', [id]);
    expect(rows[0]!.spec).toEqual(goodSpec);
  });

  it('accepts a good spec, and a PATCH that leaves the spec alone', async () => {
    const created = await write('POST', '/api/db/config_scrapers', { name: 'fine', spec: goodSpec });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }[]>()[0]!.id;
    const renamed = await write('PATCH', `/api/db/config_scrapers?id=eq.${id}`, { name: 'fine-renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(await countNamed('fine-renamed')).toBe(1);
  });
});
