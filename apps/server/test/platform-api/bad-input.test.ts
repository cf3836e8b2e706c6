import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

interface ApiErrorBody {
  code: string;
  message: string;
  details: unknown;
  hint: unknown;
}

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe(`bad input to /api/db answers 400, never 5xx (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: editor.headers });
  const post = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...editor.headers, 'content-type': 'application/json' }, payload });
  const expectBadRequest = (response: { statusCode: number; body: string }, reason: RegExp) => {
    expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
    const body = JSON.parse(response.body) as ApiErrorBody;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(`${body.message} ${String(body.details)}`).toMatch(reason);
  };

  it('refuses a NUL byte in a filter value, a column name, order and select', async () => {
    for (const url of [
      '/api/db/canaries?name=eq.a%00b',
      '/api/db/canaries?na%00me=eq.a',
      '/api/db/canaries?order=na%00me',
      '/api/db/canaries?select=id,na%00me',
      '/api/db/canaries?select=id&name=in.(a,b%00)',
    ]) {
      expectBadRequest(await get(url), /NUL bytes are not allowed/);
    }
  });

  it('refuses a select of 5,000 columns', async () => {
    expectBadRequest(await get(`/api/db/canaries?select=${Array.from({ length: 5000 }, () => 'name').join(',')}`), /at most 1000 items/);
  });

  it('refuses JSON bodies nested 10,000 deep, and writes nothing', async () => {
    expectBadRequest(await post('/api/db/canaries', deepArray(10_000)), /nested more than 100 levels/);
    expectBadRequest(await post('/api/db/canaries', `{"name":"deep","spec":${deepObject(10_000)}}`), /nested more than 100 levels/);
    expectBadRequest(await post('/api/db/config_items', `{"name":"deep","type":"T","config":${deepObject(10_000)}}`), /nested more than 100 levels/);
    const { rows } = await t.db.query("SELECT 1 FROM canaries WHERE name = 'deep' UNION ALL SELECT 1 FROM config_items WHERE name = 'deep'");
    expect(rows).toEqual([]);
  });

  it('refuses spec text nested thousands deep as YAML, names the field, and keeps serving', async () => {
    for (const [name, text] of [
      ['deep-object', deepObject(10_000)],
      ['deep-array', deepArray(10_000)],
      ['deep-block', Array.from({ length: 1_500 }, (_, i) => `${' '.repeat(i)}a:`).join('\n')],
    ]) {
      const response = await post('/api/db/canaries', JSON.stringify({ name, spec: text }));
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
      expect(response.body).toMatch(/spec: not valid YAML or JSON: nested more than 256 levels deep/);
    }
    expect((await get('/api/db/canaries?select=name')).statusCode).toBe(200);
    const { rows } = await t.db.query("SELECT 1 FROM canaries WHERE name LIKE 'deep-%'");
    expect(rows).toEqual([]);
  });
});
