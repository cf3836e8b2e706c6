import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDbKind } from '../support/test-db.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from './access-test-app.ts';

interface PersonState {
  name: string;
  email: string;
  deleted: boolean;
  traits: { name: { first: string; last: string }; email: string };
  state: string;
  roles: string[];
}

describe(`users: invite, roles, update, delete (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let editor: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp({ kind: 'recording' });
    admin = await t.person({ name: 'Ada Admin', roles: ['admin'] });
    editor = await t.person({ roles: ['editor'] });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    t.directory.invitations.length = 0;
    t.directory.revoked.length = 0;
    t.directory.failInvitations = undefined;
  });

  const post = (url: string, person: TestPerson, payload: unknown, host = 'vigil.test:8080') =>
    t.app.inject({ method: 'POST', url, headers: { ...person.headers, host, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const stateOf = async (id: string): Promise<PersonState | undefined> => {
    const { rows } = await t.db.query<PersonState>(
      `SELECT p.name, p.email, p.deleted_at IS NOT NULL AS deleted, i.traits, i.state,
              coalesce((SELECT array_agg(role ORDER BY role) FROM person_roles WHERE person_id = p.id), '{}') AS roles
       FROM people p LEFT JOIN identities i ON i.id = p.id WHERE p.id = $1`,
      [id],
    );
    return rows[0];
  };
  const peopleCount = async () => (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM people')).rows[0]!.n;

  it('invites a user: person, identity and role, then an invitation to the person', async () => {
    const response = await post('/api/auth/invite_user', admin, { firstName: 'Grace', lastName: 'Hopper', email: 'Grace@Example.test', role: 'editor' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      message: 'Grace Hopper invited successfully',
      payload: { id: expect.any(String), name: 'Grace Hopper', email: 'grace@example.test', roles: ['editor'] },
    });
    expect(await stateOf(body.payload.id)).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.test',
      deleted: false,
      traits: { name: { first: 'Grace', last: 'Hopper' }, email: 'grace@example.test' },
      state: 'active',
      roles: ['editor'],
    });
    expect(t.directory.invitations).toEqual([{ personId: body.payload.id }]);
  });

  it('answers 409 for an address that already has a user, and changes nothing', async () => {
    await post('/api/auth/invite_user', admin, { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.test', role: 'viewer' });
    t.directory.invitations.length = 0;
    const before = await peopleCount();
    const again = await post('/api/auth/invite_user', admin, { firstName: 'Al', lastName: 'T', email: 'ALAN@example.test', role: 'admin' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'conflict', message: 'A user with the email alan@example.test already exists' });
    expect(await peopleCount()).toBe(before);
    expect(t.directory.invitations).toEqual([]);
  });

  it.each([
    [{ lastName: 'L', email: 'a@example.test', role: 'viewer' }, 'Please provide valid first name'],
    [{ firstName: 'F', lastName: ' ', email: 'a@example.test', role: 'viewer' }, 'Please provide valid last name'],
    [{ firstName: 'F', lastName: 'L', role: 'viewer' }, 'Please provide valid email'],
    [{ firstName: 'F', lastName: 'L', email: 'not-an-address', role: 'viewer' }, 'Entered value does not match email format'],
    [{ firstName: 'F', lastName: 'L', email: 'a@example.test', role: 'owner' }, 'Unknown role "owner"; roles are admin, editor, viewer, commander, responder, agent'],
    [{ firstName: 'F', lastName: 'L', email: 'a@example.test', role: '' }, 'Please select any role'],
  ])('refuses the invitation %o: %s', async (payload, message) => {
    const before = await peopleCount();
    const response = await post('/api/auth/invite_user', admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad request', message });
    expect(await peopleCount()).toBe(before);
    expect(t.directory.invitations).toEqual([]);
  });

  it('takes the user back when the invitation cannot be sent, so inviting again works', async () => {
    t.directory.failInvitations = new Error('mail relay refused');
    const failed = await post('/api/auth/invite_user', admin, { firstName: 'Ken', lastName: 'Thompson', email: 'ken@example.test', role: 'viewer' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('The invitation to ken@example.test could not be sent (mail relay refused); nothing was created');
    const people = await t.app.inject({ method: 'GET', url: '/api/db/people_roles?email=eq.ken@example.test', headers: admin.headers });
    expect(people.json()).toEqual([]);

    t.directory.failInvitations = undefined;
    const retried = await post('/api/auth/invite_user', admin, { firstName: 'Ken', lastName: 'Thompson', email: 'ken@example.test', role: 'viewer' });
    expect(retried.statusCode).toBe(201);
    expect(t.directory.invitations).toHaveLength(1);
  });

  it('lets only who may write identities invite', async () => {
    const response = await post('/api/auth/invite_user', editor, { firstName: 'No', lastName: 'Way', email: 'noway@example.test', role: 'viewer' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['x-rbac-object']).toBe('identities');
    expect(response.headers['x-rbac-action']).toBe('write');
  });

  it('adds roles, keeping those already held', async () => {
    const person = await t.person({ roles: ['viewer'] });
    const response = await post(`/api/rbac/${person.id}/update_role`, admin, { roles: ['responder', 'commander', 'responder'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Roles updated successfully', payload: { id: person.id, roles: ['commander', 'responder', 'viewer'] } });
    const { rows } = await t.db.query<{ created_by: string }>("SELECT created_by FROM person_roles WHERE person_id = $1 AND role = 'commander'", [person.id]);
    expect(rows[0]!.created_by).toBe(admin.id);
  });

  it('replaces the roles when asked to, as Edit User does, but never takes admin from the last administrator', async () => {
    const person = await t.person({ roles: ['admin', 'responder'] });
    const demoted = await post(`/api/rbac/${person.id}/update_role`, admin, { roles: ['viewer'], replace: true });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().payload).toEqual({ id: person.id, roles: ['viewer'] });
    expect((await post(`/api/rbac/${person.id}/update_role`, admin, { roles: ['viewer'], replace: 'yes' })).statusCode).toBe(400);

    const { rows } = await t.db.query<{ id: string }>(
      "SELECT r.person_id AS id FROM person_roles r JOIN people p ON p.id = r.person_id WHERE r.role = 'admin' AND p.deleted_at IS NULL",
    );
    expect(rows.map((r) => r.id)).toEqual([admin.id]);
    const selfDemotion = await post(`/api/rbac/${admin.id}/update_role`, admin, { roles: ['editor'], replace: true });
    expect(selfDemotion.statusCode).toBe(409);
    expect(selfDemotion.json().message).toBe('The last administrator keeps the admin role: make someone else an administrator first');
    expect((await stateOf(admin.id))!.roles).toContain('admin');
  });

  it('refuses unknown roles, empty role lists, unknown people and non-admins', async () => {
    const person = await t.person({ roles: ['viewer'] });
    const unknown = await post(`/api/rbac/${person.id}/update_role`, admin, { roles: ['root'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown role "root"');
    expect((await post(`/api/rbac/${person.id}/update_role`, admin, { roles: [] })).json().message).toBe('Please select any role');
    const missing = await post('/api/rbac/0190a7e0-0000-7000-8000-000000000404/update_role', admin, { roles: ['viewer'] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not found', message: 'No user with id 0190a7e0-0000-7000-8000-000000000404' });
    expect((await post('/api/rbac/not-an-id/update_role', admin, { roles: ['viewer'] })).statusCode).toBe(400);
    const byEditor = await post(`/api/rbac/${person.id}/update_role`, editor, { roles: ['admin'] });
    expect(byEditor.statusCode).toBe(403);
    expect((await stateOf(person.id))!.roles).toEqual(['viewer']);
  });

  it('updates name and email of a user and of their identity', async () => {
    const invited = await post('/api/auth/invite_user', admin, { firstName: 'Barbara', lastName: 'Liskov', email: 'barbara@example.test', role: 'viewer' });
    const id = invited.json().payload.id as string;
    const response = await post('/api/people/update', admin, { id, firstName: 'Barbara', lastName: 'Liskov-Smith', email: 'bls@example.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Barbara Liskov-Smith updated successfully');
    const state = await stateOf(id);
    expect(state).toMatchObject({ name: 'Barbara Liskov-Smith', email: 'bls@example.test', traits: { name: { first: 'Barbara', last: 'Liskov-Smith' }, email: 'bls@example.test' } });
  });

  it('refuses an update to an address another user has, to an unknown id, or with missing fields', async () => {
    const a = await t.person({ email: 'taken@example.test' });
    const b = await t.person({ email: 'b-user@example.test' });
    const taken = await post('/api/people/update', admin, { id: b.id, firstName: 'B', lastName: 'User', email: 'TAKEN@example.test' });
    expect(taken.statusCode).toBe(409);
    expect((await stateOf(b.id))!.email).toBe('b-user@example.test');
    const missing = await post('/api/people/update', admin, { id: '0190a7e0-0000-7000-8000-000000000404', firstName: 'B', lastName: 'U', email: 'x@example.test' });
    expect(missing.statusCode).toBe(404);
    const invalid = await post('/api/people/update', admin, { id: a.id, firstName: 'A', email: 'a@example.test' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Please provide valid last name');
  });

  it('deletes a user: soft delete, no more sign-in, sessions ended, tokens stop working', async () => {
    const person = await t.person({ roles: ['editor'] });
    await t.db.query("INSERT INTO identities (id, traits) VALUES ($1, '{}'::jsonb)", [person.id]);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/people/${person.id}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('user deleted successfully');
    expect(await stateOf(person.id)).toMatchObject({ deleted: true, state: 'inactive', roles: [] });
    expect(t.directory.revoked).toEqual([person.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/about', headers: person.headers })).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/people/${person.id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
  });

  it('brings a deleted user back when their address is invited again', async () => {
    const invited = await post('/api/auth/invite_user', admin, { firstName: 'Dennis', lastName: 'Ritchie', email: 'dmr@example.test', role: 'admin' });
    const id = invited.json().payload.id as string;
    await t.app.inject({ method: 'DELETE', url: `/api/people/${id}`, headers: admin.headers });
    const back = await post('/api/auth/invite_user', admin, { firstName: 'Dennis', lastName: 'Ritchie', email: 'dmr@example.test', role: 'viewer' });
    expect(back.statusCode).toBe(201);
    expect(back.json().payload).toMatchObject({ id, roles: ['viewer'] });
    expect(await stateOf(id)).toMatchObject({ deleted: false, state: 'active', roles: ['viewer'] });
  });

  it('refuses to delete oneself, the System user, an agent, or as a non-admin', async () => {
    const self = await t.app.inject({ method: 'DELETE', url: `/api/people/${admin.id}`, headers: admin.headers });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot delete yourself');
    const system = await t.app.inject({ method: 'DELETE', url: '/api/people/00000000-0000-0000-0000-000000000001', headers: admin.headers });
    expect(system.statusCode).toBe(400);
    const { rows } = await t.db.query<{ id: string }>("INSERT INTO people (name, type) VALUES ('agent-x', 'agent') RETURNING id");
    const agent = await t.app.inject({ method: 'DELETE', url: `/api/people/${rows[0]!.id}`, headers: admin.headers });
    expect(agent.statusCode).toBe(400);
    expect(agent.json().message).toBe('agent-x belongs to an agent; delete the agent instead');
    const target = await t.person({ roles: ['viewer'] });
    const byEditor = await t.app.inject({ method: 'DELETE', url: `/api/people/${target.id}`, headers: editor.headers });
    expect(byEditor.statusCode).toBe(403);
    expect((await stateOf(target.id))!.deleted).toBe(false);
    expect(t.directory.revoked).toEqual([]);
  });
});
