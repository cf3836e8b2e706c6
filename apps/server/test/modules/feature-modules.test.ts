import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_MODULES } from '#src/modules.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

describe(`the feature modules, composed into the product's API (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const tables = () => FEATURE_MODULES.flatMap((module) => (module.specRules?.(t.config) ?? []).map((rules) => ({ module: module.name, ...rules })));

  it("refuses, on /api/db, a spec that breaks any module's rules, even from an administrator, and writes nothing", async () => {
    expect(tables().map(({ module, relation }) => `${module}: ${relation}`)).toEqual(expect.arrayContaining(['health: canaries', 'catalog: config_scrapers']));
    for (const { relation, noun } of tables()) {
      const name = `composition-${relation}`;
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/db/${relation}`,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ name, spec: 42 }),
      });
      expect(refused.statusCode, relation).toBe(400);
      expect(refused.json<{ message: string }>().message, relation).toBe(`Invalid ${noun} spec: spec: must be a mapping (an object), or YAML or JSON text of one`);
      const stored = await t.app.inject({ method: 'GET', url: `/api/db/${relation}?select=name&name=eq.${name}`, headers: admin.headers });
      expect(stored.json(), relation).toEqual([]);
    }
  });
});
