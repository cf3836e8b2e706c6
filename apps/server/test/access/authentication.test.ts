import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_VERSION } from '#src/version.ts';
import { testDbKind } from '../support/test-db.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from './access-test-app.ts';

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe(`authentication of /api requests (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ name: 'Vera Viewer', roles: ['viewer'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const about = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/about', headers });

  it('answers 401 with a reason to a request without credentials, on native routes and the data API alike', async () => {
    for (const url of ['/api/about', '/api/auth/whoami', '/api/db/canaries', '/api/properties', '/api/kubeconfig']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message: expect.stringContaining('Sign in') });
      expect(response.headers['www-authenticate']).toContain('Bearer');
    }
  });

  it('accepts an access token as Bearer and as Basic token:<value>, and tells the backend version', async () => {
    const bearer = await about(viewer.headers);
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json()).toEqual({ Version: SERVER_VERSION });
    const viaBasic = await about({ authorization: basic('token', viewer.token) });
    expect(viaBasic.statusCode).toBe(200);
    const rows = await t.app.inject({ method: 'GET', url: '/api/db/canaries', headers: { authorization: basic('token', viewer.token) } });
    expect(rows.statusCode).toBe(200);
  });

  it('refuses a token with a wrong secret, an unknown id, or a malformed value', async () => {
    const [id, secret] = viewer.token.split('.') as [string, string];
    const wrongSecret = `${id}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    const unknownId = `vgl_${'0'.repeat(31)}1.${secret}`;
    for (const [token, message] of [
      [wrongSecret, 'The access token is not valid'],
      [unknownId, 'The access token is not valid'],
      ['vgl_not-a-token', 'The access token is malformed'],
    ] as const) {
      const response = await about({ authorization: `Bearer ${token}` });
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message });
    }
  });

  it('refuses malformed Authorization headers with a reason', async () => {
    const cases: [string, string][] = [
      ['Bearer', 'The Authorization header names Bearer but carries no token'],
      [basic('admin', viewer.token), 'Basic credentials must be token:<access token>'],
      ['Basic not-base64-without-colon', 'Basic credentials must be token:<access token>'],
      ['Digest username="x"', 'The Authorization header must use Bearer <access token> or Basic token:<access token>'],
    ];
    for (const [authorization, message] of cases) {
      const response = await about({ authorization });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses an expired token and accepts it while it is valid', async () => {
    const person = await t.person({ roles: ['viewer'] });
    // The caller is cached for a few seconds, never past the token's expiry.
    const created = await t.tokens.create({ name: 'short', personId: person.id, expiresInMs: 1_500, scope: null, createdBy: person.id });
    expect((await about({ authorization: `Bearer ${created.token}` })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, created.expiresAt!.getTime() - Date.now()) + 50));
    const expired = await about({ authorization: `Bearer ${created.token}` });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: 'unauthorized', message: 'The access token has expired' });
  });

  it('stores only the SHA-256 digest of the token\'s secret and records when it was used', async () => {
    const person = await t.person({ roles: ['viewer'] });
    const before = await t.db.query<{ value: string; last_used_at: Date | null }>(
      'SELECT value, last_used_at FROM access_tokens WHERE person_id = $1',
      [person.id],
    );
    expect(before.rows).toHaveLength(1);
    const stored = before.rows[0]!;
    expect(stored.value).toBe(createHash('sha256').update(person.token.split('.')[1]!).digest('hex'));
    expect(stored.value).not.toContain(person.token.split('.')[1]);
    expect(stored.last_used_at).toBeNull();
    await about(person.headers);
    const after = await t.db.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM access_tokens WHERE person_id = $1', [person.id]);
    expect(after.rows[0]!.last_used_at).toBeInstanceOf(Date);
  });

  it("stops a deleted person's tokens at once", async () => {
    const admin = await t.person({ roles: ['admin'] });
    const person = await t.person({ roles: ['editor'] });
    expect((await about(person.headers)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'PATCH',
      url: `/api/db/people?id=eq.${person.id}`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: { deleted_at: new Date().toISOString() },
    });
    expect(deleted.statusCode).toBe(204);
    const refused = await about(person.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The account behind these credentials is deleted or disabled');
  });

  it('stops a deleted token at once', async () => {
    const person = await t.person({ roles: ['viewer'] });
    expect((await about(person.headers)).statusCode).toBe(200);
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM access_tokens WHERE person_id = $1', [person.id]);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/auth/tokens/${rows[0]!.id}`, headers: person.headers });
    expect(revoked.statusCode).toBe(204);
    expect((await about(person.headers)).statusCode).toBe(401);
  });

  it('keeps answering unknown /api paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: viewer.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not found' });
  });
});

describe(`sessions on /api requests (${testDbKind})`, () => {
  let t: AccessTestApp;

  beforeAll(async () => {
    t = await startAccessTestApp({ kind: 'recording' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts the session cookie, the X-Session-Token header and a session token sent as Bearer', async () => {
    const person = await t.person({ name: 'Sam Session', roles: ['responder'] });
    t.sessions.open('session-secret-1', person.id);
    for (const headers of [
      { cookie: 'theme=dark; vigil_session=session-secret-1' },
      { 'x-session-token': 'session-secret-1' },
      { authorization: 'Bearer session-secret-1' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.json().payload.user.name).toBe('Sam Session');
    }
  });

  it('refuses an ended or unknown session', async () => {
    const person = await t.person({ roles: ['viewer'] });
    t.sessions.open('session-secret-2', person.id);
    t.sessions.end('session-secret-2');
    const response = await t.app.inject({ method: 'GET', url: '/api/about', headers: { cookie: 'vigil_session=session-secret-2' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The session has expired or was signed out; sign in again');
  });

  it('lets explicit credentials win over the cookie', async () => {
    const person = await t.person({ roles: ['viewer'] });
    t.sessions.open('session-secret-3', person.id);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/about',
      headers: { cookie: 'vigil_session=session-secret-3', authorization: 'Bearer vgl_broken' },
    });
    expect(response.statusCode).toBe(401);
  });
});
