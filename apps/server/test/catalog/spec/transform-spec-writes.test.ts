import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

describe(`scraper specs with transforms written through /api/db (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/db/config_scrapers', headers: { ...admin.headers, 'content-type': 'application/json', prefer: 'return=representation' }, payload: JSON.stringify(body) });
  const countNamed = async (name: string) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM config_scrapers WHERE name = $1', [name])).rows[0]!.n;

  it('refuses a transform with bad CEL or an unknown mask function, naming the fields, and writes nothing', async () => {
    const response = await post({
      name: 'masked',
      spec: { file: [{ paths: ['configs/*.json'], transform: { mask: [{ jsonpath: '$.password', value: 'crc32sum' }], changes: { exclude: ['summary ==='] } } }] },
    });
    expect(response.statusCode).toBe(400);
    const message = response.json<{ message: string }>().message;
    expect(message).toContain('spec.file[0].transform.mask[0].value: unknown mask function');
    expect(message).toContain('spec.file[0].transform.changes.exclude[0]: syntax error');
    expect(await countNamed('masked')).toBe(0);
  });

  it('accepts a good transform', async () => {
    const response = await post({
      name: 'good-transform',
      spec: { file: [{ paths: ['configs/*.json'], transform: { exclude: [{ jsonpath: '.metadata.managedFields' }], mask: [{ jsonpath: '$.password', value: 'md5sum' }] } }] },
    });
    expect(response.statusCode).toBe(201);
    expect(await countNamed('good-transform')).toBe(1);
  });
});
