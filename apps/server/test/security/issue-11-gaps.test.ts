import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify as toYaml } from 'yaml';
import type { Db, QueryOptions } from '#src/db/db.ts';
import { openPostgresDb } from '#src/db/postgres.db.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { actionPath, type FlowJson } from '#test/auth/identity/support/browser-client.ts';
import { createAccount } from '#test/auth/identity/support/identity-test-app.ts';
import { startTcpProxy } from '#test/platform-api/tcp-proxy.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';

/**
 * Points of issue 11 the earlier tests left open: the spec tables that gained a spec after the
 * issue (incident rules, teams) written in every body shape; NUL bytes in the query strings (and
 * JSON bodies) of the native /api routes, which the data API's own parser already refuses; what a
 * signed-in read costs the database through the whole product, not the engine alone; and a caller
 * not yet cached when the database goes away.
 */

interface SpecTable {
  table: 'incident_rules' | 'teams';
  /** Who may write the table. */
  role: 'editor' | 'admin';
  noun: string;
  good: Record<string, unknown>;
  bad: Record<string, unknown>;
  /** The field the refusal of `bad` names. */
  field: string;
}

const TABLES: SpecTable[] = [
  {
    table: 'incident_rules',
    role: 'editor',
    noun: 'incident rule',
    good: { filter: { checks: [{ name: 'checkout' }], status: ['unhealthy'] }, template: { title: '{{.check.name}} is down' }, autoResolve: true },
    bad: { filter: { status: ['unhealthy'] } },
    field: 'spec.filter: must select checks or insights',
  },
  {
    table: 'teams',
    role: 'admin',
    noun: 'team',
    good: { responder_clients: { email: { values: { to: 'oncall@example.com' } } } },
    bad: { responder_clients: { pagerduty: {} } },
    field: 'spec.responder_clients.pagerduty: unknown key',
  },
];

const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

interface BodyShape {
  name: string;
  contentType: string;
  body(name: string, spec: Record<string, unknown>): string;
}

const SHAPES: BodyShape[] = [
  { name: 'a JSON object', contentType: 'application/json', body: (name, spec) => JSON.stringify({ name, spec }) },
  { name: 'a JSON string', contentType: 'application/json', body: (name, spec) => JSON.stringify({ name, spec: JSON.stringify(spec) }) },
  { name: 'a YAML string', contentType: 'application/json', body: (name, spec) => JSON.stringify({ name, spec: toYaml(spec) }) },
  { name: 'a JSON array of rows', contentType: 'application/json', body: (name, spec) => JSON.stringify([{ name, spec: toYaml(spec) }]) },
  { name: 'CSV', contentType: 'text/csv', body: (name, spec) => `name,spec\n${name},${csvCell(toYaml(spec))}\n` },
  { name: 'a form', contentType: 'application/x-www-form-urlencoded', body: (name, spec) => new URLSearchParams({ name, spec: toYaml(spec) }).toString() },
];

describe(`issue 11: every spec table, every body shape (${testDbKind})`, () => {
  let t: AccessTestApp;
  const people = new Map<SpecTable['role'], TestPerson>();

  beforeAll(async () => {
    t = await startAccessTestApp();
    people.set('editor', await t.person({ roles: ['editor'] }));
    people.set('admin', await t.person({ roles: ['admin'] }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (person: TestPerson, method: 'POST' | 'PATCH', url: string, contentType: string, payload: string) =>
    t.app.inject({ method, url, headers: { ...person.headers, 'content-type': contentType, prefer: 'return=minimal' }, payload });
  const storedSpecs = async (table: string, name: string) =>
    (await t.db.query<{ spec: unknown }>(`SELECT spec FROM ${table} WHERE name = $1`, [name])).rows.map((row) => row.spec);

  let counter = 0;
  for (const { table, role, noun, good, bad, field } of TABLES) {
    for (const shape of SHAPES) {
      it(`${table} as ${shape.name}: a bad spec is refused naming its field and nothing is written; a good one is stored as structured JSON`, async () => {
        counter += 1;
        const name = `gap-${table}-${counter}`;
        const person = people.get(role)!;

        const refused = await send(person, 'POST', `/api/db/${table}`, shape.contentType, shape.body(name, bad));
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json<{ message: string }>().message).toContain(`Invalid ${noun} spec: `);
        expect(refused.json<{ message: string }>().message).toContain(field);
        expect(await storedSpecs(table, name)).toEqual([]);

        const accepted = await send(person, 'POST', `/api/db/${table}`, shape.contentType, shape.body(name, good));
        expect(accepted.statusCode, accepted.body).toBe(201);
        expect(await storedSpecs(table, name)).toEqual([good]);
      });
    }

    it(`${table}: a PATCH setting a bad spec as YAML text is refused, leaving the row as it was`, async () => {
      counter += 1;
      const name = `gap-${table}-patched-${counter}`;
      const person = people.get(role)!;
      expect((await send(person, 'POST', `/api/db/${table}`, 'application/json', JSON.stringify({ name, spec: good }))).statusCode).toBe(201);

      const patched = await send(person, 'PATCH', `/api/db/${table}?name=eq.${encodeURIComponent(name)}`, 'application/json', JSON.stringify({ spec: toYaml(bad) }));
      expect(patched.statusCode, patched.body).toBe(400);
      expect(patched.json<{ message: string }>().message).toContain(field);
      expect(await storedSpecs(table, name)).toEqual([good]);
    });
  }
});

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
}

/** A value for a path parameter of a native route: a well-formed id, or the one file the route serves. */
const pathValue = (name: string) => (name === 'file' ? 'canary.schema.json' : '01900000-0000-7000-8000-000000000000');

describe(`issue 11: a NUL byte in the query string answers 400, never 5xx (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  /** Every query parameter of every native GET route the OpenAPI document declares. */
  let declared: string[] = [];

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: admin.headers })).json<OpenApiDocument>();
    declared = Object.entries(document.paths).flatMap(([path, operations]) =>
      (operations.get?.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => `${path.replace(/\{(\w+)\}/g, (_, name: string) => pathValue(name))}?${parameter.name}=a%00b`),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });

  it('in any query parameter a native GET route declares', async () => {
    expect(declared.length).toBeGreaterThan(10);
    const answers: string[] = [];
    for (const url of declared) answers.push(`${(await get(url)).statusCode} ${url}`);
    expect(answers.filter((answer) => !answer.startsWith('400 ')).join('\n')).toBe('');
  });

  it.each([
    '/api/canary/api/summary?labels=team%3Da%00b',
    '/api/.ory/self-service/login/flows?id=a%00b',
    '/api/.ory/self-service/registration/flows?id=a%00b',
    '/api/.ory/self-service/recovery?flow=a%00b&code=1',
    '/api/.ory/self-service/verification?flow=a%00b&code=1',
    '/api/.ory/self-service/errors?id=a%00b',
    '/api/db/canaries?limit=1%00',
    '/api/db/canaries?or=(name.eq.a%00b,name.eq.c)',
  ])('in %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  });
});

describe(`issue 11: a NUL character in a JSON body answers 400, never 5xx (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['/api/db/canaries', { name: 'a\u0000b', spec: { schedule: '@every 1h', tcp: [{ name: 'port', endpoint: '127.0.0.1:1' }] } }],
    ['/api/db/canaries', { name: 'nul-in-spec', spec: { schedule: '@every 1h', tcp: [{ name: 'a\u0000b', endpoint: '127.0.0.1:1' }] } }],
    ['/api/canary/api/summary', { namespace: 'a\u0000b' }],
    ['/api/catalog/changes', { config_type: 'a\u0000b' }],
    ['/api/auth/create_token', { name: 'a\u0000b' }],
  ])('POST %s %j', async (url, body) => {
    const response = await t.app.inject({ method: 'POST', url, headers: { ...admin.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  });
});

interface Sent {
  sql: string;
  options: QueryOptions | undefined;
}

/** The test's database, recording every statement and transaction the product sends. */
function recording(db: Db): { db: Db; sent: Sent[]; transactions: () => number } {
  const sent: Sent[] = [];
  let transactions = 0;
  return {
    sent,
    transactions: () => transactions,
    db: {
      ...db,
      query: (sql, params, options) => {
        sent.push({ sql, options });
        return db.query(sql, params, options);
      },
      transaction: (fn, options) => {
        transactions += 1;
        return db.transaction(fn, options);
      },
    },
  };
}

describe(`issue 11: a signed-in primary-key read through the product is one prepared statement (${testDbKind})`, () => {
  let t: AccessTestApp;
  let rec: ReturnType<typeof recording>;
  let close: () => Promise<void>;
  let itemId: string;

  beforeAll(async () => {
    const db = await createTestDb({ migrated: true });
    close = () => db.close();
    rec = recording(db);
    t = await startAccessTestApp({ db: rec.db });
    const { rows } = await db.query<{ id: string }>("INSERT INTO config_items (name, type, config_class) VALUES ('gap-item', 'Gap::Item', 'Gap') RETURNING id");
    itemId = rows[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
    await close?.();
  });

  const signIn = async (): Promise<Record<string, string>> => {
    const account = await createAccount(t.db, ['viewer']);
    const flow = (await t.app.inject({ method: 'GET', url: '/api/.ory/self-service/login/api' })).json<FlowJson>();
    const login = await t.app.inject({
      method: 'POST',
      url: actionPath(flow),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: { method: 'password', identifier: account.email, password: account.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    return { 'x-session-token': login.json<{ session_token: string }>().session_token };
  };

  it('sends one prepared statement and no transaction for a session and for an access token, once the caller is known', async () => {
    const viewer = await t.person({ roles: ['viewer'] });
    for (const headers of [await signIn(), viewer.headers]) {
      const read = () => t.app.inject({ method: 'GET', url: `/api/db/config_items?select=id,name&id=eq.${itemId}`, headers });
      expect((await read()).statusCode).toBe(200);
      expect((await read()).statusCode).toBe(200);
      rec.sent.length = 0;
      const transactionsBefore = rec.transactions();
      const answer = await read();
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual([{ id: itemId, name: 'gap-item' }]);
      expect(rec.sent.map((sent) => sent.sql.trim().split(/\s+/)[0]!.toUpperCase())).toEqual(['SELECT']);
      expect(rec.sent[0]!.options?.prepared).toBe(true);
      expect(rec.transactions()).toBe(transactionsBefore);
    }
  });
});

describe(`issue 11: a caller the server has not met yet gets 503, not 500 or 401, while the database is out of reach (${testDbKind})`, () => {
  let t: AccessTestApp;
  let begin: () => Promise<void>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const testDb = await createTestDb({ migrated: true });
    if (testDbKind === 'pglite') {
      let closed = false;
      begin = async () => {
        closed = true;
        await testDb.close();
      };
      close = async () => {
        if (!closed) await testDb.close();
      };
      t = await startAccessTestApp({ db: testDb });
      return;
    }
    // PostgreSQL: the server reaches its database through a proxy the test cuts.
    const target = new URL(testDb.url!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    const viaProxy = new URL(testDb.url!);
    viaProxy.port = String(proxy.port);
    const db = await openPostgresDb({ connectionString: viaProxy.toString(), maxConnections: 3 });
    begin = () => proxy.cut();
    close = async () => {
      await db.close();
      await testDb.close();
    };
    t = await startAccessTestApp({ db: db as TestDb });
  });
  afterAll(async () => {
    await t?.close();
    await close?.();
  });

  it('answers an access token and a session token it has never looked up with 503 and a JSON reason', async () => {
    const person = await t.person({ roles: ['viewer'] });
    const account = await createAccount(t.db, ['viewer']);
    const flow = (await t.app.inject({ method: 'GET', url: '/api/.ory/self-service/login/api' })).json<FlowJson>();
    const login = await t.app.inject({
      method: 'POST',
      url: actionPath(flow),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: { method: 'password', identifier: account.email, password: account.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const session = { 'x-session-token': login.json<{ session_token: string }>().session_token };

    await begin();

    for (const headers of [person.headers, session]) {
      for (const url of ['/api/db/canaries?select=id', '/api/about']) {
        const answer = await t.app.inject({ method: 'GET', url, headers });
        expect(answer.statusCode, `${url}: ${answer.body}`).toBe(503);
        expect(answer.headers['content-type']).toContain('application/json');
      }
    }
  });
});
