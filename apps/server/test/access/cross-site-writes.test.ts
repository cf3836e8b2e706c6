import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../support/test-db.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from './access-test-app.ts';

const HOST = 'vigil.test:8080';
const OWN_ORIGIN = `http://${HOST}`;
const PUBLIC_URL = 'https://vigil.example.com/app';
/** Another port on the same host: same site, so a SameSite=Lax cookie goes along, but not the same origin. */
const OTHER_PORT = 'http://vigil.test:9999';
const SESSION = 'cross-site-session';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe(`writes signed in with the session cookie must come from the app's own origin (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let counter = 0;

  beforeAll(async () => {
    t = await startAccessTestApp({ kind: 'recording', env: { PUBLIC_URL } });
    admin = await t.person({ roles: ['admin'] });
    t.sessions.open(SESSION, admin.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const cookie = { host: HOST, cookie: `theme=dark; vigil_session=${SESSION}` };
  const nextName = () => `csrf.flag.${(counter += 1)}`;
  const stored = async (name: string) =>
    (await t.db.query<{ value: string }>('SELECT value FROM properties WHERE name = $1', [name])).rows[0]?.value;
  const postJson = (name: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/db/properties',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name, value: 'written' }),
    });
  const postForm = (name: string, headers: Record<string, string>, contentType = 'application/x-www-form-urlencoded') =>
    t.app.inject({ method: 'POST', url: '/api/db/properties', headers: { ...headers, 'content-type': contentType }, payload: form({ name, value: 'written' }) });

  it('refuses a cookie write whose Origin is another site or another port, with 403 and a reason, and writes nothing', async () => {
    for (const origin of ['https://attacker.example', OTHER_PORT, 'null']) {
      const name = nextName();
      const response = await postJson(name, { ...cookie, origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden', message: expect.stringContaining(`Cross-site request refused (Origin: ${origin})`) });
      expect(await stored(name), origin).toBeUndefined();
    }
  });

  it('refuses the form a cross-site page submits with the cookie, and writes nothing', async () => {
    const name = nextName();
    const response = await postForm(name, { ...cookie, origin: OTHER_PORT, 'sec-fetch-site': 'same-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('session cookie');
    expect(await stored(name)).toBeUndefined();
  });

  it('refuses a cookie write the browser marks as not same-origin, even without an Origin', async () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      const name = nextName();
      const response = await postJson(name, { ...cookie, 'sec-fetch-site': site });
      expect(response.statusCode, site).toBe(403);
      expect(response.json().message).toContain(`Sec-Fetch-Site: ${site}`);
      expect(await stored(name)).toBeUndefined();
    }
  });

  it('refuses cross-site PATCH and DELETE, and native endpoints, leaving the rows as they were', async () => {
    const name = nextName();
    expect((await postJson(name, { ...cookie, origin: OWN_ORIGIN })).statusCode).toBe(201);
    const url = `/api/db/properties?name=eq.${name}`;
    const patched = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...cookie, origin: OTHER_PORT, 'content-type': 'application/json' },
      payload: JSON.stringify({ value: 'changed' }),
    });
    expect(patched.statusCode).toBe(403);
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: { ...cookie, 'sec-fetch-site': 'cross-site' } });
    expect(deleted.statusCode).toBe(403);
    expect(await stored(name)).toBe('written');

    const tokensBefore = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM access_tokens')).rows[0]!.n;
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create_token',
      headers: { ...cookie, origin: 'https://attacker.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'stolen' }),
    });
    expect(token.statusCode).toBe(403);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM access_tokens')).rows[0]!.n).toBe(tokensBefore);
  });

  it("accepts a cookie write from the app's own origin, the public URL's origin or Sec-Fetch-Site: same-origin", async () => {
    const cases: Record<string, string>[] = [
      { origin: OWN_ORIGIN },
      { origin: OWN_ORIGIN, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      // Behind a proxy that does not pass the public host on: the Origin is the public URL's.
      { origin: 'https://vigil.example.com' },
      // The browser's word wins over an Origin that differs only in how the proxy rewrote the request.
      { origin: 'https://vigil.internal', 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of cases) {
      const name = nextName();
      const response = await postJson(name, { ...cookie, ...headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
      expect(await stored(name)).toBe('written');
    }
  });

  it('takes a cookie write without Origin or Sec-Fetch-Site as a client that is not a browser', async () => {
    const name = nextName();
    const response = await postJson(name, cookie);
    expect(response.statusCode).toBe(201);
    expect(await stored(name)).toBe('written');
  });

  it('refuses form, multipart and text/plain bodies with the cookie even from the same origin, with 415 and a reason', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', 'Text/Plain;charset=UTF-8']) {
      const name = nextName();
      const response = await postForm(name, { ...cookie, origin: OWN_ORIGIN, 'sec-fetch-site': 'same-origin' }, contentType);
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({
        error: 'unsupported media type',
        message: expect.stringContaining(`cannot send a ${contentType.split(';')[0]!.toLowerCase()} body`),
      });
      expect(await stored(name), contentType).toBeUndefined();
    }
  });

  it('leaves reads with the cookie alone, from anywhere', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/db/properties', headers: { ...cookie, origin: OTHER_PORT, 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });

  it('leaves writes with an access token (Bearer or Basic) or a session token header alone, form bodies and foreign origins included', async () => {
    const basic = `Basic ${Buffer.from(`token:${admin.token}`).toString('base64')}`;
    const foreign = { host: HOST, origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' };
    const credentials: Record<string, string>[] = [{ authorization: `Bearer ${admin.token}` }, { authorization: basic }, { 'x-session-token': SESSION }];
    for (const credential of credentials) {
      const name = nextName();
      // The cookie rides along too: the header credential is what authenticates, so it decides.
      const response = await postForm(name, { ...foreign, ...credential, cookie: cookie.cookie });
      expect(response.statusCode, JSON.stringify(credential)).toBe(201);
      expect(await stored(name)).toBe('written');
    }
  });
});
