import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

const MISSING_ID = '0190a7e0-0000-7000-8000-00000000beef';

describe(`the permissions table and team membership (${testDbKind})`, () => {
  let t: AccessTestApp;

  beforeAll(async () => {
    t = await startAccessTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const grant = async (subject: { person_id?: string; team_id?: string }, object: string, action: string, deny = false, extra = '') => {
    const [column, id] = subject.person_id ? ['person_id', subject.person_id] : ['team_id', subject.team_id!];
    await t.db.query(`INSERT INTO permissions (${column}, object, action, deny${extra ? ', until' : ''}) VALUES ($1, $2, $3, $4${extra ? `, ${extra}` : ''})`, [id, object, action, deny]);
  };
  const team = async (name: string, members: TestPerson[]) => {
    const { rows } = await t.db.query<{ id: string }>('INSERT INTO teams (name) VALUES ($1) RETURNING id', [name]);
    for (const m of members) await t.db.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [rows[0]!.id, m.id]);
    return rows[0]!.id;
  };
  const deleteCanary = (person: TestPerson) =>
    t.app.inject({ method: 'DELETE', url: `/api/db/canaries?id=eq.${MISSING_ID}`, headers: person.headers });
  const readConnections = (person: TestPerson) => t.app.inject({ method: 'GET', url: '/api/db/connections', headers: person.headers });

  it("adds a person's grant to their roles, from the next request on", async () => {
    const admin = await t.person({ roles: ['admin'] });
    const viewer = await t.person({ roles: ['viewer'] });
    expect((await deleteCanary(viewer)).statusCode).toBe(403);
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/db/permissions',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: { person_id: viewer.id, object: 'canaries', action: 'write' },
    });
    expect(granted.statusCode).toBe(201);
    expect((await deleteCanary(viewer)).statusCode).toBe(204);
    expect((await readConnections(viewer)).statusCode).toBe(403);
  });

  it('lets a denial win over the roles and over any grant, and says why', async () => {
    const admin = await t.person({ name: 'Ada Admin', roles: ['admin'] });
    await grant({ person_id: admin.id }, 'connections', '*');
    await grant({ person_id: admin.id }, 'connections', 'read', true);
    const refused = await readConnections(admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-rbac-object']).toBe('connections');
    expect(refused.json()).toEqual({ error: 'forbidden', message: 'Ada Admin may not read connections: a permission denies it' });
    expect((await deleteCanary(admin)).statusCode).toBe(204);
  });

  it("gives team members the team's grants and denials", async () => {
    const member = await t.person({ roles: ['viewer'] });
    const outsider = await t.person({ roles: ['viewer'] });
    const editor = await t.person({ roles: ['editor'] });
    const teamId = await team('canary keepers', [member, editor]);
    await grant({ team_id: teamId }, 'canaries', 'write');
    await grant({ team_id: teamId }, 'playbooks', 'write', true);
    expect((await deleteCanary(member)).statusCode).toBe(204);
    expect((await deleteCanary(outsider)).statusCode).toBe(403);
    const playbook = await t.app.inject({ method: 'DELETE', url: `/api/db/playbooks?id=eq.${MISSING_ID}`, headers: editor.headers });
    expect(playbook.statusCode).toBe(403);
    expect(playbook.json().message).toContain('a permission denies it');
  });

  it('ignores permissions that expired, were deleted, or belong to a deleted team', async () => {
    const viewer = await t.person({ roles: ['viewer'] });
    await grant({ person_id: viewer.id }, 'canaries', 'write', false, "now() - interval '1 minute'");
    await t.db.query("INSERT INTO permissions (person_id, object, action, deleted_at) VALUES ($1, 'canaries', 'write', now())", [viewer.id]);
    const teamId = await team('gone', [viewer]);
    await grant({ team_id: teamId }, 'canaries', 'write');
    await t.db.query('UPDATE teams SET deleted_at = now() WHERE id = $1', [teamId]);
    expect((await deleteCanary(viewer)).statusCode).toBe(403);
  });

  it("reads '*' as every resource and every action", async () => {
    const viewer = await t.person({ roles: ['viewer'] });
    await grant({ person_id: viewer.id }, '*', '*');
    expect((await readConnections(viewer)).statusCode).toBe(200);
    expect((await deleteCanary(viewer)).statusCode).toBe(204);
  });

  it('refuses a permission about an unknown resource', async () => {
    const admin = await t.person({ roles: ['admin'] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/db/permissions',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: { person_id: admin.id, object: 'everything', action: 'read' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('permissions_object_check');
  });

  it('lists the caller\'s permissions in whoami', async () => {
    const viewer = await t.person({ roles: ['viewer'] });
    await grant({ person_id: viewer.id }, 'incident', 'write');
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: viewer.headers });
    expect(response.json().payload.permissions).toEqual([{ resource: 'incident', action: 'write', deny: false }]);
  });
});

describe(`relations behind the data API (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;
  let admin: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
    admin = await t.person({ roles: ['admin'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, person: TestPerson) => t.app.inject({ method: 'GET', url, headers: person.headers });

  it('answers 404 for relations and functions it does not expose, even to an admin', async () => {
    for (const url of ['/api/db/access_tokens', '/api/db/app_state', '/api/db/identity_sessions', '/api/db/rpc/enqueue_event']) {
      const response = await get(url, admin);
      expect(response.statusCode, url).toBe(404);
      expect(JSON.stringify(response.json())).not.toContain('argon2');
    }
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/db/rpc/add_incident_history',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: {},
    });
    expect(write.statusCode).toBe(404);
  });

  it('does not let an embed reach an unexposed relation', async () => {
    const response = await get('/api/db/people?select=id,access_tokens!access_tokens_person_id_fkey(value)', admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PGRST200');
    const viaView = await get('/api/db/people_roles?select=id,access_tokens!access_tokens_person_id_fkey(value)', admin);
    expect(viaView.statusCode).toBe(400);
    expect(JSON.stringify(viaView.json())).not.toContain('argon2');
  });

  it('refuses an embed of a relation the caller may not read, with the 403 headers', async () => {
    const allowed = await get('/api/db/people?select=id,name&limit=1', viewer);
    expect(allowed.statusCode).toBe(200);
    const refused = await get('/api/db/people?select=id,identities(traits)', viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-rbac-subject']).toBe(viewer.id);
    expect(refused.headers['x-rbac-object']).toBe('identities');
    expect(refused.headers['x-rbac-action']).toBe('read');
    expect(refused.json()).toEqual({ error: 'forbidden', message: expect.stringContaining('may not read identities') });
    const asAdmin = await get('/api/db/people?select=id,identities(traits)&limit=1', admin);
    expect(asAdmin.statusCode).toBe(200);
  });

  it('calls exposed functions by GET as a read and by POST as a write', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      "INSERT INTO config_items (config_class, type, name, config) VALUES ('Cluster', 'Kubernetes::Cluster', 'c1', '{}') RETURNING id",
    );
    const read = await get(`/api/db/rpc/related_configs_recursive?config_id=${rows[0]!.id}`, viewer);
    expect(read.statusCode).toBe(200);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/db/rpc/related_configs_recursive',
      headers: { ...viewer.headers, 'content-type': 'application/json' },
      payload: { config_id: rows[0]!.id },
    });
    expect(posted.statusCode).toBe(403);
    expect(posted.headers['x-rbac-object']).toBe('database');
  });

  it('keeps people readable by everyone but writable only by who manages identities', async () => {
    const editor = await t.person({ roles: ['editor'] });
    const patch = (person: TestPerson) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/db/people?id=eq.${viewer.id}`,
        headers: { ...person.headers, 'content-type': 'application/json' },
        payload: { avatar: 'https://example.test/a.png' },
      });
    const refused = await patch(editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-rbac-object']).toBe('identities');
    expect((await patch(admin)).statusCode).toBe(204);
  });

  it('names the caller as author of rows written through the data API, and in the incident history', async () => {
    const responder = await t.person({ roles: ['responder'] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/db/incidents',
      headers: { ...responder.headers, 'content-type': 'application/json', prefer: 'return=representation' },
      payload: { title: 'Checkout is slow', type: 'performance', severity: 'high' },
    });
    expect(created.statusCode).toBe(201);
    const incident = created.json()[0] as { id: string; created_by: string };
    expect(incident.created_by).toBe(responder.id);
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/db/incidents?id=eq.${incident.id}`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: { status: 'mitigated' },
    });
    expect(updated.statusCode).toBe(204);
    const { rows } = await t.db.query<{ type: string; created_by: string }>(
      'SELECT type, created_by FROM incident_histories WHERE incident_id = $1 ORDER BY created_at',
      [incident.id],
    );
    expect(rows).toContainEqual({ type: 'incident.status_updated', created_by: admin.id });
  });
});
