import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../support/test-db.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from './access-test-app.ts';

describe(`POST /api/auth/create_token (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ name: 'Eddie Editor', roles: ['editor'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const createToken = (person: TestPerson, payload: unknown, headers: Record<string, string> = person.headers) =>
    t.app.inject({ method: 'POST', url: '/api/auth/create_token', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

  it('shows a new token once, stores its hash, and lets it act with the creator\'s rights', async () => {
    const response = await createToken(editor, { name: 'ci pipeline', expiry: '720h' });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { id: string; name: string; token: string; expires_at: string };
    expect(body).toEqual({ id: expect.any(String), name: 'ci pipeline', token: expect.stringMatching(/^vgl_[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/), expires_at: expect.any(String) });
    const hours = (Date.parse(body.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(719);
    expect(hours).toBeLessThanOrEqual(720);

    const { rows } = await t.db.query<{ value: string; person_id: string; created_by: string }>(
      'SELECT value, person_id, created_by FROM access_tokens WHERE id = $1',
      [body.id],
    );
    expect(rows[0]!.value).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.value).not.toContain(body.token.split('.')[1]);
    expect(rows[0]).toMatchObject({ person_id: editor.id, created_by: editor.id });

    const asToken = { authorization: `Bearer ${body.token}` };
    const whoami = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: asToken });
    expect(whoami.json().payload.user.name).toBe('Eddie Editor');
    const write = await t.app.inject({ method: 'DELETE', url: '/api/db/playbooks?name=eq.none', headers: asToken });
    expect(write.statusCode).toBe(204);
    const secret = await t.app.inject({ method: 'DELETE', url: '/api/db/connections?name=eq.none', headers: asToken });
    expect(secret.statusCode).toBe(403);
  });

  it('makes tokens without expiry when none is asked', async () => {
    for (const expiry of [undefined, null, '', 'never']) {
      const response = await createToken(editor, { name: 'forever', expiry });
      expect(response.statusCode).toBe(201);
      expect(response.json().expires_at).toBeNull();
    }
  });

  it('accepts days, weeks and combined durations', async () => {
    const days = await createToken(editor, { name: 'month', expiry: '30d' });
    expect((Date.parse(days.json().expires_at) - Date.now()) / 86_400_000).toBeCloseTo(30, 1);
    const combined = await createToken(editor, { name: 'short', expiry: '1h30m' });
    expect((Date.parse(combined.json().expires_at) - Date.now()) / 60_000).toBeCloseTo(90, 0);
  });

  it('refuses bad input with a reason and creates nothing', async () => {
    const { rows: before } = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM access_tokens');
    const cases: [unknown, string][] = [
      [{ expiry: '1h' }, 'name is required'],
      [{ name: '   ' }, 'name is required'],
      [{ name: 'x', expiry: 'soon' }, 'expiry must be a duration such as "720h", "30d", "2w" or "1h30m" (units s, m, h, d, w), or "never" (got "soon")'],
      [{ name: 'x', expiry: 24 }, 'expiry must be a duration such as "720h", "30d", "2w" or "1h30m" (units s, m, h, d, w), or "never"'],
      [{ name: 'x', expiry: '0h' }, 'expiry must be longer than zero (got "0h")'],
      [{ name: 'x', expiry: '4000d' }, 'expiry must be at most 10 years (3650d) (got "4000d")'],
      [{ name: 'x', scope: 'everything' }, expect.stringContaining('scope must be a list')],
      [{ name: 'x', scope: ['canaries:delete'] }, 'unknown action "delete" in scope entry "canaries:delete" (read, write or *)'],
      [{ name: 'x', scope: ['kitchen:read'] }, 'unknown resource "kitchen" in scope entry "kitchen:read"'],
      [['not', 'an', 'object'], 'The request body must be a JSON object'],
    ];
    for (const [payload, message] of cases) {
      const response = await createToken(editor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: 'bad request', message });
    }
    const { rows: after } = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM access_tokens');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('limits a scoped token to its scope, within its creator\'s rights', async () => {
    const response = await createToken(editor, { name: 'read canaries', scope: ['canaries:read'] });
    expect(response.statusCode).toBe(201);
    const asToken = { authorization: `Bearer ${response.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/db/canaries', headers: asToken })).statusCode).toBe(200);
    const outside = await t.app.inject({ method: 'GET', url: '/api/db/incidents', headers: asToken });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe("The access token's scope does not allow to read incident");
    const write = await t.app.inject({ method: 'DELETE', url: '/api/db/canaries?name=eq.none', headers: asToken });
    expect(write.statusCode).toBe(403);

    // A token made with a scoped token never reaches further than it.
    const wider = await createToken(editor, { name: 'wider', scope: ['*:*'] }, asToken);
    expect(wider.statusCode).toBe(403);
    const inherited = await createToken(editor, { name: 'inherited' }, asToken);
    expect(inherited.statusCode).toBe(201);
    const child = { authorization: `Bearer ${inherited.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/db/incidents', headers: child })).statusCode).toBe(403);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/create_token', payload: { name: 'anonymous' } });
    expect(response.statusCode).toBe(401);
  });
});
