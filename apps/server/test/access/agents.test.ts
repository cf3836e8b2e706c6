import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../support/test-db.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from './access-test-app.ts';

interface GeneratedAgent {
  id: string;
  username: string;
  access_token: string;
}

describe(`agents: registration, presence and deletion (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const generate = (person: TestPerson, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/agent/generate', headers: { ...person.headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const as = (agent: GeneratedAgent) => ({ authorization: `Bearer ${agent.access_token}` });

  it('registers an agent and shows its access token once, storing only a hash', async () => {
    const response = await generate(admin, { name: 'eu-west', properties: { region: 'eu-west-1', tier: 2 } });
    expect(response.statusCode).toBe(201);
    const agent = response.json() as GeneratedAgent;
    expect(agent).toEqual({ id: expect.any(String), username: 'agent-eu-west', access_token: expect.stringMatching(/^vgl_/) });

    const { rows } = await t.db.query<{ name: string; properties: unknown; created_by: string; person_type: string; roles: string[]; hash: string }>(
      `SELECT a.name, a.properties, a.created_by, p.type AS person_type,
              (SELECT array_agg(role) FROM person_roles WHERE person_id = p.id) AS roles,
              (SELECT value FROM access_tokens WHERE person_id = p.id) AS hash
       FROM agents a JOIN people p ON p.id = a.person_id WHERE a.id = $1`,
      [agent.id],
    );
    expect(rows[0]).toMatchObject({ name: 'eu-west', properties: { region: 'eu-west-1', tier: '2' }, created_by: admin.id, person_type: 'agent', roles: ['agent'] });
    expect(rows[0]!.hash).toBe(createHash('sha256').update(agent.access_token.split('.')[1]!).digest('hex'));
    expect(rows[0]!.hash).not.toContain(agent.access_token.split('.')[1]);

    const listed = await t.app.inject({ method: 'GET', url: `/api/db/agents_summary?id=eq.${agent.id}`, headers: admin.headers });
    expect(JSON.stringify(listed.json())).not.toContain(agent.access_token);
  });

  it('lets the agent work with its token, as the agent role allows, and records it as seen', async () => {
    const agent = (await generate(admin, { name: 'us-east' })).json() as GeneratedAgent;
    const before = await t.app.inject({ method: 'GET', url: `/api/db/agents_summary?id=eq.${agent.id}&select=online,last_seen`, headers: admin.headers });
    expect(before.json()).toEqual([{ online: false, last_seen: null }]);

    const playbooks = await t.app.inject({ method: 'GET', url: '/api/db/playbooks', headers: as(agent) });
    expect(playbooks.statusCode).toBe(200);
    const canaries = await t.app.inject({ method: 'GET', url: '/api/db/canaries', headers: as(agent) });
    expect(canaries.statusCode).toBe(403);

    const after = await t.app.inject({ method: 'GET', url: `/api/db/agents_summary?id=eq.${agent.id}&select=online,last_seen`, headers: admin.headers });
    expect(after.json()).toEqual([{ online: true, last_seen: expect.any(String) }]);
  });

  it('refuses a duplicate or missing name and a non-object body, creating nothing', async () => {
    await generate(admin, { name: 'ap-south' });
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM agents')).rows[0]!.n;
    const before = await count();
    const duplicate = await generate(admin, { name: 'AP-South' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: 'conflict', message: 'An agent named AP-South already exists' });
    for (const [payload, message] of [
      [{}, 'Agent name is required'],
      [{ name: '  ' }, 'Agent name is required'],
      [{ name: 'has space' }, expect.stringContaining('must start with a letter or digit')],
      [{ name: 'ok', properties: ['a'] }, 'properties must be an object of label names to text values'],
      [{ name: 'ok', properties: { nested: { a: 1 } } }, 'properties.nested must be text'],
    ] as const) {
      const response = await generate(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(message);
    }
    expect(await count()).toBe(before);
    const { rows } = await t.db.query("SELECT 1 FROM people WHERE name IN ('agent-AP-South', 'agent-ok')");
    expect(rows).toEqual([]);
  });

  it('lets only who may write agents register one', async () => {
    const viewer = await t.person({ roles: ['viewer'] });
    const response = await generate(viewer, { name: 'sneaky' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['x-rbac-object']).toBe('agents');
  });

  it('soft-deletes an agent through /api/db/agents, cleaning up what it created, and stops its token', async () => {
    const agent = (await generate(admin, { name: 'retiring' })).json() as GeneratedAgent;
    const kept = (await generate(admin, { name: 'keeps-things' })).json() as GeneratedAgent;
    await t.db.query("INSERT INTO canaries (agent_id, name, spec) VALUES ($1, 'remote-http', '{}'), ($2, 'other-http', '{}')", [agent.id, kept.id]);

    const deleted = await t.app.inject({
      method: 'PATCH',
      url: `/api/db/agents?id=eq.${agent.id}`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: { deleted_at: new Date().toISOString(), cleanup: true },
    });
    expect(deleted.statusCode).toBe(204);
    const { rows } = await t.db.query<{ name: string; deleted: boolean }>(
      "SELECT name, deleted_at IS NOT NULL AS deleted FROM canaries WHERE name IN ('remote-http', 'other-http') ORDER BY name",
    );
    expect(rows).toEqual([{ name: 'other-http', deleted: false }, { name: 'remote-http', deleted: true }]);
    const refused = await t.app.inject({ method: 'GET', url: '/api/db/playbooks', headers: as(agent) });
    expect(refused.statusCode).toBe(401);
    const listed = await t.app.inject({ method: 'GET', url: '/api/db/agents_summary?select=name', headers: admin.headers });
    expect((listed.json() as { name: string }[]).map((a) => a.name)).not.toContain('retiring');
  });

  it('updates an agent through /api/db/agents', async () => {
    const agent = (await generate(admin, { name: 'updatable' })).json() as GeneratedAgent;
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/db/agents?id=eq.${agent.id}`,
      headers: { ...admin.headers, 'content-type': 'application/json', prefer: 'return=representation' },
      payload: { properties: { env: 'prod' } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()[0]).toMatchObject({ name: 'updatable', properties: { env: 'prod' } });
  });
});
