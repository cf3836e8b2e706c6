import { createHash } from 'node:crypto';
import type { AccessTokenSummary, CreatedAccessToken } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../support/test-db.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from './access-test-app.ts';

describe(`POST /api/auth/create_token (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  let admin: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ name: 'Eddie Editor', roles: ['editor'] });
    admin = await t.person({ name: 'Ada Admin', roles: ['admin'] });
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
    expect(rows[0]!.value).toBe(createHash('sha256').update(body.token.split('.')[1]!).digest('hex'));
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

  it('makes tokens without expiry when an administrator asks for none', async () => {
    for (const expiry of [undefined, null, '', 'never']) {
      const response = await createToken(admin, { name: 'forever', expiry });
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
    expect(wider.statusCode).toBe(400);
    expect(wider.json().message).toBe('scope must stay within the scope of the access token this request uses');
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

const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const daysFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;

describe(`GET /api/auth/tokens and DELETE /api/auth/tokens/:id (${testDbKind})`, () => {
  let t: AccessTestApp;

  beforeAll(async () => {
    t = await startAccessTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (headers: Record<string, string>, payload: unknown) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/create_token', headers: json(headers), payload: JSON.stringify(payload) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as CreatedAccessToken;
  };
  const list = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/tokens', headers });
  const revoke = (headers: Record<string, string>, id: string) => t.app.inject({ method: 'DELETE', url: `/api/auth/tokens/${id}`, headers });
  const about = (token: string) => t.app.inject({ method: 'GET', url: '/api/about', headers: bearer(token) });

  it("lists the caller's own tokens, newest first, with name, scope, dates and last use, never a secret", async () => {
    const owner = await t.person({ roles: ['viewer'] });
    const other = await t.person({ roles: ['viewer'] });
    const made = await create(owner.headers, { name: 'reports', expiry: '30d', scope: ['canaries:read'] });

    const response = await list(owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tokens = response.json() as AccessTokenSummary[];
    expect(tokens.map((token) => token.name)).toEqual(['reports', 'test']);
    expect(tokens[0]).toEqual({
      id: made.id,
      name: 'reports',
      scope: ['canaries:read'],
      created_at: expect.any(String),
      expires_at: made.expires_at,
      last_used_at: null,
    });
    // The person's first token is the one these requests use.
    expect(tokens[1]).toMatchObject({ scope: null, expires_at: null, last_used_at: expect.any(String) });
    expect(Math.abs(Date.parse(tokens[0]!.created_at) - Date.now())).toBeLessThan(60_000);
    expect(response.body).not.toContain(made.token.split('.')[1]);
    expect(response.body).not.toContain(createHash('sha256').update(made.token.split('.')[1]!).digest('hex'));

    const others = (await list(other.headers)).json() as AccessTokenSummary[];
    expect(others.map((token) => token.id)).not.toContain(made.id);
    expect(others).toHaveLength(1);
  });

  it('revokes a token: the very next request with it is refused, even right after one that worked', async () => {
    const owner = await t.person({ roles: ['editor'] });
    const made = await create(owner.headers, { name: 'ci', expiry: '7d' });
    expect((await about(made.token)).statusCode).toBe(200);
    expect((await about(made.token)).statusCode).toBe(200);

    const response = await revoke(owner.headers, made.id);
    expect(response.statusCode).toBe(204);
    const refused = await about(made.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'unauthorized', message: 'The access token is not valid' });
    expect(((await list(owner.headers)).json() as AccessTokenSummary[]).map((token) => token.id)).not.toContain(made.id);
    const { rows } = await t.db.query('SELECT id FROM access_tokens WHERE id = $1', [made.id]);
    expect(rows).toHaveLength(0);
  });

  it('revokes the tokens made with a token along with it', async () => {
    const owner = await t.person({ roles: ['editor'] });
    const parent = await create(owner.headers, { name: 'parent', expiry: '1d' });
    const child = await create(bearer(parent.token), { name: 'child' });
    const grandchild = await create(bearer(child.token), { name: 'grandchild', expiry: '1h' });
    expect((await about(grandchild.token)).statusCode).toBe(200);

    expect((await revoke(owner.headers, parent.id)).statusCode).toBe(204);
    expect((await about(child.token)).statusCode).toBe(401);
    expect((await about(grandchild.token)).statusCode).toBe(401);
    expect(((await list(owner.headers)).json() as AccessTokenSummary[]).map((token) => token.name)).toEqual(['test']);
  });

  it("answers 404 for someone else's token, which keeps working, unless an administrator revokes it", async () => {
    const victim = await t.person({ roles: ['viewer'] });
    const mallory = await t.person({ roles: ['editor'] });
    const admin = await t.person({ roles: ['admin'] });
    const made = await create(victim.headers, { name: 'mine', expiry: '7d' });

    const refused = await revoke(mallory.headers, made.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'not found', message: `No access token with id ${made.id}` });
    expect((await about(made.token)).statusCode).toBe(200);

    expect((await revoke(admin.headers, made.id)).statusCode).toBe(204);
    expect((await about(made.token)).statusCode).toBe(401);
  });

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    const owner = await t.person({ roles: ['viewer'] });
    const malformed = await revoke(owner.headers, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'bad request', message: 'The token id must be a UUID (got "not-a-uuid")' });
    const unknown = await revoke(owner.headers, '0190a7e0-0000-7000-8000-00000000dead');
    expect(unknown.statusCode).toBe(404);
  });

  it('needs a signed-in caller, and of a scoped token a scope that covers auth', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/tokens' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/tokens/0190a7e0-0000-7000-8000-00000000dead' })).statusCode).toBe(401);

    const owner = await t.person({ roles: ['viewer'] });
    const narrow = await create(owner.headers, { name: 'narrow', expiry: '1d', scope: ['canaries:read'] });
    const listed = await list(bearer(narrow.token));
    expect(listed.statusCode).toBe(403);
    expect(listed.json().message).toBe("The access token's scope does not allow to read auth");
    expect((await revoke(bearer(narrow.token), narrow.id)).statusCode).toBe(403);

    const reader = await create(owner.headers, { name: 'reader', expiry: '1d', scope: ['auth:read'] });
    expect((await list(bearer(reader.token))).statusCode).toBe(200);
    expect((await revoke(bearer(reader.token), narrow.id)).statusCode).toBe(403);
    expect((await revoke(bearer(reader.token), reader.id)).statusCode).toBe(403);
    expect((await about(narrow.token)).statusCode).toBe(200);
  });
});

describe(`lifetimes of new access tokens (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  let admin: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    admin = await t.person({ roles: ['admin'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const createToken = (headers: Record<string, string>, payload: unknown, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/auth/create_token', headers: json(headers), payload: JSON.stringify(payload) });
  const tokenCount = async () => (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM access_tokens')).rows[0]!.n;

  it("caps a token of someone who is not an administrator at a year, its default", async () => {
    const byDefault = await createToken(editor.headers, { name: 'default' });
    expect(byDefault.statusCode).toBe(201);
    expect(daysFromNow(byDefault.json().expires_at)).toBeCloseTo(365, 1);
    expect((await createToken(editor.headers, { name: 'year', expiry: '365d' })).statusCode).toBe(201);

    const before = await tokenCount();
    const longer = await createToken(editor.headers, { name: 'longer', expiry: '366d' });
    expect(longer.statusCode).toBe(400);
    expect(longer.json()).toEqual({ error: 'bad request', message: 'expiry must be at most 365d unless an administrator creates the token (got "366d")' });
    for (const expiry of ['never', 'none', '0']) {
      const forever = await createToken(editor.headers, { name: 'forever', expiry });
      expect(forever.statusCode, expiry).toBe(400);
      expect(forever.json().message).toBe('only an administrator can create a token that never expires; ask for an expiry of at most 365d');
    }
    expect(await tokenCount()).toBe(before);
  });

  it('lets an administrator ask for longer, or for no expiry', async () => {
    const longer = await createToken(admin.headers, { name: 'two years', expiry: '730d' });
    expect(longer.statusCode).toBe(201);
    expect(daysFromNow(longer.json().expires_at)).toBeCloseTo(730, 1);
    const forever = await createToken(admin.headers, { name: 'forever', expiry: 'never' });
    expect(forever.statusCode).toBe(201);
    expect(forever.json().expires_at).toBeNull();
  });

  it('makes a token created with a token expire no later than that token', async () => {
    // Only an administrator may ask for no expiry at all; made with an expiring token, not even they.
    for (const [creator, expiries] of [[editor, ['2h', '8760h']], [admin, ['2h', 'never']]] as const) {
      const parent = (await createToken(creator.headers, { name: 'parent', expiry: '1h' })).json() as CreatedAccessToken;
      const before = await tokenCount();
      for (const expiry of expiries) {
        const later = await createToken(bearer(parent.token), { name: 'later', expiry });
        expect(later.statusCode, expiry).toBe(400);
        expect(later.json().message).toBe(
          `expiry must not be later than that of the access token this request uses, which expires at ${parent.expires_at} (got "${expiry}")`,
        );
      }
      expect(await tokenCount()).toBe(before);

      const shorter = await createToken(bearer(parent.token), { name: 'shorter', expiry: '30m' });
      expect(shorter.statusCode).toBe(201);
      expect(Date.parse(shorter.json().expires_at)).toBeLessThan(Date.parse(parent.expires_at!));
      const byDefault = await createToken(bearer(parent.token), { name: 'default' });
      expect(byDefault.statusCode).toBe(201);
      expect(byDefault.json().expires_at).toBe(parent.expires_at);
    }
  });

  it("keeps a kubeconfig downloaded with a token within that token's lifetime", async () => {
    const parent = (await createToken(editor.headers, { name: 'short', expiry: '1h' })).json() as CreatedAccessToken;
    const response = await t.app.inject({ method: 'GET', url: '/api/kubeconfig', headers: bearer(parent.token) });
    expect(response.statusCode).toBe(200);
    const tokens = (await t.app.inject({ method: 'GET', url: '/api/auth/tokens', headers: editor.headers })).json() as AccessTokenSummary[];
    const kubeconfig = tokens.find((token) => token.name.startsWith('kubeconfig '));
    expect(kubeconfig?.expires_at).toBe(parent.expires_at);
  });

  it('takes the cap from ACCESS_TOKEN_MAX_EXPIRY', async () => {
    const capped = await startAccessTestApp({ db: t.db, env: { ACCESS_TOKEN_MAX_EXPIRY: '30d' } });
    try {
      const longer = await createToken(editor.headers, { name: 'longer', expiry: '31d' }, capped.app);
      expect(longer.statusCode).toBe(400);
      expect(longer.json().message).toBe('expiry must be at most 30d unless an administrator creates the token (got "31d")');
      const byDefault = await createToken(editor.headers, { name: 'default' }, capped.app);
      expect(daysFromNow(byDefault.json().expires_at)).toBeCloseTo(30, 1);
    } finally {
      await capped.close();
    }
  });
});
