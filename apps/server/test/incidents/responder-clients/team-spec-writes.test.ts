import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

describe(`team specs written through /api/db carry valid responder clients (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const postTeam = (name: string, spec: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/db/teams',
      headers: { ...admin.headers, 'content-type': 'application/json', prefer: 'return=representation' },
      payload: JSON.stringify({ name, spec }),
    });
  const stored = async (name: string) => (await t.db.query('SELECT name FROM teams WHERE name = $1', [name])).rows;

  it('refuses a team whose responder client is unknown or malformed, naming each field, and stores nothing', async () => {
    const refused = await postTeam('payments', { responder_clients: { pagerduty: {}, jira: { url: 'https://jira.example.com', values: ['OPS'] } } });
    expect(refused.statusCode).toBe(400);
    const { message } = refused.json<{ message: string }>();
    expect(message).toContain('spec.responder_clients.pagerduty: unknown key');
    expect(message).toContain('spec.responder_clients.jira.values: must be a map of strings');
    expect(await stored('payments')).toEqual([]);
  });

  it('refuses notifications that are not a list of entries, naming the field', async () => {
    const notAList = await postTeam('payments', { notifications: 'slack' });
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json<{ message: string }>().message).toContain('spec.notifications: must be a list');
    const badEntry = await postTeam('payments', { notifications: [{ connection: 42 }] });
    expect(badEntry.statusCode).toBe(400);
    expect(badEntry.json<{ message: string }>().message).toContain('spec.notifications[0].connection: must be a connection reference');
    expect(await stored('payments')).toEqual([]);
    const accepted = await postTeam('payments', { notifications: [{ connection: 'connection://default/slack', filter: "check.name == 'api'" }] });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('stores a team with a Jira and an email client, and one whose spec holds other keys only', async () => {
    const jira = { url: 'https://jira.example.com', values: { project: 'OPS' }, defaults: { summary: '{{ .incident.title }}' } };
    const created = await postTeam('platform', { responder_clients: { jira, email: { values: { to: 'oncall@example.com' } } } });
    expect(created.statusCode, created.body).toBe(201);
    expect((await postTeam('frontend', { components: [{ name: 'web' }] })).statusCode).toBe(201);
    expect(await stored('platform')).toHaveLength(1);
  });
});
