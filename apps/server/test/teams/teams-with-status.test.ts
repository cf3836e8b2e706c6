import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

type Json = Record<string, unknown>;

describe(`teams on the settings pages through /api/db (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let viewer: TestPerson;
  let ada: TestPerson;
  let linus: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'], name: 'Admin Person' });
    viewer = await t.person({ roles: ['viewer'] });
    ada = await t.person({ name: 'Ada' });
    linus = await t.person({ name: 'Linus' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, who: TestPerson, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/db/${path}`,
      headers: { ...who.headers, prefer: 'return=representation', ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  const createTeam = async (name: string, extra: Json = {}): Promise<string> => {
    const response = await send('POST', 'teams', admin, { name, icon: 'group', spec: {}, source: 'UI', ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Json[]>()[0]!.id as string;
  };

  const statusOf = async (id: string): Promise<Json | undefined> => {
    const response = await send('GET', `teams_with_status?id=eq.${id}&select=*,creator:created_by(name)`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Json[]>()[0];
  };

  it('lists a team with its members counted, its creator, its labels and no job yet', async () => {
    const id = await createTeam('Payments', { labels: { area: 'checkout', tier: 'one' } });
    const added = await send('POST', 'team_members', admin, [
      { team_id: id, person_id: ada.id },
      { team_id: id, person_id: linus.id },
    ]);
    expect(added.statusCode, added.body).toBe(201);
    expect(await statusOf(id)).toMatchObject({
      name: 'Payments',
      icon: 'group',
      source: 'UI',
      labels: { area: 'checkout', tier: 'one' },
      member_count: 2,
      created_by: admin.id,
      creator: { name: 'Admin Person' },
      job_status: null,
      job_time_start: null,
      job_last_failed: null,
    });
  });

  it("shows the team's latest job and its last failure, not other resources' jobs", async () => {
    const id = await createTeam('Storage');
    await t.db.query(
      `INSERT INTO job_history (name, resource_type, resource_id, status, time_start) VALUES
         ('TeamSync', 'team', $1, 'FAILED', now() - interval '2 hours'),
         ('TeamSync', 'team', $1, 'SUCCESS', now() - interval '1 hour'),
         ('CanaryRun', 'canary', $2, 'FAILED', now())`,
      [id, '00000000-0000-7000-8000-00000000c0de'],
    );
    const row = await statusOf(id);
    expect(row).toMatchObject({ job_status: 'SUCCESS', job_name: 'TeamSync' });
    expect(new Date(row!.job_last_failed as string).getTime()).toBeLessThan(new Date(row!.job_time_start as string).getTime());
  });

  it('leaves out deleted teams and does not count deleted people', async () => {
    const id = await createTeam('Gone soon');
    const leaving = await t.person({ name: 'Leaving' });
    await send('POST', 'team_members', admin, [
      { team_id: id, person_id: ada.id },
      { team_id: id, person_id: leaving.id },
    ]);
    await t.db.query('UPDATE people SET deleted_at = now() WHERE id = $1', [leaving.id]);
    expect(await statusOf(id)).toMatchObject({ member_count: 1 });

    const deleted = await send('PATCH', `teams?id=eq.${id}`, admin, { deleted_at: new Date().toISOString() });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await statusOf(id)).toBeUndefined();
  });

  it('removes a person from one team only when the removal names the team', async () => {
    const first = await createTeam('First');
    const second = await createTeam('Second');
    for (const team of [first, second]) await send('POST', 'team_members', admin, [{ team_id: team, person_id: linus.id }]);
    const removed = await send('DELETE', `team_members?person_id=eq.${linus.id}&team_id=eq.${first}`, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statusOf(first)).toMatchObject({ member_count: 0 });
    expect(await statusOf(second)).toMatchObject({ member_count: 1 });
    const members = await send('GET', `team_members?team_id=eq.${second}&select=*,person_id(*)`, viewer);
    expect(members.json<Json[]>().map((member) => (member.person_id as Json).name)).toEqual(['Linus']);
  });

  it('refuses a team spec whose responder clients are not valid, naming the field', async () => {
    const response = await send('POST', 'teams', admin, { name: 'Bad spec', spec: { responder_clients: { jira: 'not an object' } } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^Invalid team spec: spec\.responder_clients\.jira/);
  });

  it('lets a viewer read teams but not change them or their members', async () => {
    const id = await createTeam('Read only');
    expect((await send('GET', 'teams_with_status?select=name', viewer)).statusCode).toBe(200);
    expect((await send('POST', 'team_members', viewer, [{ team_id: id, person_id: viewer.id }])).statusCode).toBe(403);
    expect((await send('PATCH', `teams?id=eq.${id}`, viewer, { deleted_at: new Date().toISOString() })).statusCode).toBe(403);
    expect((await send('PATCH', `teams_with_status?id=eq.${id}`, viewer, { name: 'x' })).statusCode).toBe(403);
    expect(await statusOf(id)).toMatchObject({ name: 'Read only', member_count: 0 });
  });
});
