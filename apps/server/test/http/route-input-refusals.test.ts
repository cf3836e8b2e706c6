import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

interface Reply {
  statusCode: number;
  body: string;
  json<T>(): T;
}

describe(`native routes refuse bad input at the edge with 400 naming the field (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let viewer: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
    viewer = await t.person({ roles: ['viewer'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, as: TestPerson, payload?: unknown) =>
    t.app.inject({ method, url, headers: as.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const count = async (table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

  function expectRefusal(response: Reply, ...fields: string[]): string {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    const body = response.json<{ error: string; message: string }>();
    expect(Object.keys(body).sort()).toEqual(['error', 'message']);
    expect(body.error).toBe('bad request');
    for (const field of fields) expect(body.message).toContain(field);
    return body.message;
  }

  it('names every bad field of a body at once, not only the first (tokens, users)', async () => {
    const tokens = await count('access_tokens');
    const token = await send('POST', '/api/auth/create_token', admin, { name: 'both-bad', expiry: 24, scope: 'everything' });
    expect(expectRefusal(token, 'expiry must be a duration', 'scope must be a list').split('; ')).toHaveLength(2);
    expect(await count('access_tokens')).toBe(tokens);

    const people = await count('people');
    const invite = await send('POST', '/api/auth/invite_user', admin, { firstName: ' ', lastName: 'L', email: 'not-an-address', role: '' });
    expect(expectRefusal(invite, 'first name', 'email format', 'select any role').split('; ')).toHaveLength(3);
    expect(await count('people')).toBe(people);
  });

  it('refuses a path parameter before anything runs, and the caller without access before the input (users, health, catalog)', async () => {
    const person = await t.person({ roles: ['viewer'] });
    expectRefusal(await send('POST', '/api/rbac/someone/update_role', admin, { roles: ['editor'] }), '"someone" is not a user id');
    expectRefusal(await send('POST', `/api/rbac/${person.id}/update_role`, admin, { roles: ['editor'], replace: 'yes' }), 'replace must be true or false');
    const { rows } = await t.db.query<{ role: string }>('SELECT role FROM person_roles WHERE person_id = $1', [person.id]);
    expect(rows.map((row) => row.role)).toEqual(['viewer']);

    expectRefusal(await send('POST', '/api/canary/run/check/abc', admin), "'abc' is not a check id");
    expectRefusal(await send('POST', '/api/config/run/abc', admin), "'abc' is not a scraper id");
    // A viewer learns nothing about the input: the refusal is the access one.
    expect((await send('POST', '/api/auth/invite_user', viewer, { firstName: 5 })).statusCode).toBe(403);
    expect((await send('POST', '/api/config/run/abc', viewer)).statusCode).toBe(403);
  });

  it('names the field with its path in nested input (agents, catalog, push)', async () => {
    const agents = await count('agents');
    expectRefusal(await send('POST', '/api/agent/generate', admin, { name: 'edge-agent', description: 7 }), 'description must be text');
    expect(await count('agents')).toBe(agents);

    expectRefusal(await send('POST', '/api/catalog/summary', admin, { tags: [{ key: 3 }] }), 'tags[0].key must be text');
    expectRefusal(await send('POST', '/api/catalog/changes', admin, { include_deleted_configs: 'no' }), 'include_deleted_configs must be true or false');

    const items = await count('config_items');
    expectRefusal(await send('POST', '/api/config/push', admin, { items: 'pods' }), 'items must be a list');
    expectRefusal(await send('POST', '/api/config/push', admin, { items: [{ name: 'pod' }], errors: [404] }), 'errors[0] must be text');
    expect(await count('config_items')).toBe(items);
  });

  it('refuses unknown query parameters by name, and counts a repeated one once, the last (health)', async () => {
    expectRefusal(await send('GET', '/api/canary/api/summary?colour=red', admin), 'unknown filter colour');
    expectRefusal(await send('POST', '/api/canary/api/summary', admin, { check_id: 5 }), 'check_id must be text');
    expect((await send('GET', '/api/canary/api/summary?sortBy=colour&sortBy=name', admin)).statusCode).toBe(200);
  });
});
