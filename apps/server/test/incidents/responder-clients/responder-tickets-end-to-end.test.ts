import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEventConsumer, type RunningEventConsumer } from '#src/events/start-event-consumer.ts';
import { responderEventHandlers } from '#src/incidents/responder-clients/responder-event-handlers.ts';
import type { RunContext } from '#src/modules/feature-module.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { MailCatcher } from '#test/auth/identity/support/mail-catcher.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { FakeJira } from './support/fake-jira.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as RunContext['logger'];
const basic = `Basic ${Buffer.from('oncall@example.com:api-token').toString('base64')}`;

/** Waits until `probe` answers something other than undefined. */
async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`team responders open tickets through the event queue (${testDbKind})`, () => {
  const jira = new FakeJira({ authorization: basic, projects: ['OPS'], issueTypes: ['Incident'], priorities: ['High'] });
  const mail = new MailCatcher();
  let t: AccessTestApp;
  let editor: TestPerson;
  let consumer: RunningEventConsumer;
  let incidentId: string;
  let displayId: string;

  const insertTeam = async (name: string, spec: unknown) =>
    (await t.db.query<{ id: string }>('INSERT INTO teams (name, spec) VALUES ($1, $2) RETURNING id', [name, JSON.stringify(spec)])).rows[0]!.id;
  const post = (relation: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/db/${relation}`, headers: { ...editor.headers, 'content-type': 'application/json', prefer: 'return=representation' }, payload: JSON.stringify(body) });
  const responder = async (id: string) =>
    (await t.db.query<{ external_id: string | null; properties: Record<string, unknown> }>('SELECT external_id, properties FROM responders WHERE id = $1', [id])).rows[0]!;
  const queued = async (eventId: string) =>
    (await t.db.query<{ name: string; attempts: number; error: string | null }>('SELECT name, attempts, error FROM event_queue WHERE event_id = $1', [eventId])).rows;

  beforeAll(async () => {
    const [jiraUrl, smtpUrl] = await Promise.all([jira.start(), mail.start()]);
    t = await startAccessTestApp({ env: { SMTP_URL: smtpUrl, SMTP_FROM: 'incidents@example.com' } });
    editor = await t.person({ name: 'Edith Editor', roles: ['editor'] });
    await t.db.query("INSERT INTO connections (name, type, url, username, password) VALUES ('jira', 'jira', $1, 'oncall@example.com', 'api-token')", [jiraUrl]);
    const { rows } = await t.db.query<{ id: string; incident_id: string }>(
      "INSERT INTO incidents (title, description, created_by) VALUES ('Checkout is down', 'Payments fail since 10:02', $1) RETURNING id, incident_id",
      [editor.id],
    );
    incidentId = rows[0]!.id;
    displayId = rows[0]!.incident_id;
    consumer = startEventConsumer(t.db, {
      handlers: responderEventHandlers({ db: t.db, config: t.config, logger: quiet }),
      logger: quiet,
      listenUrl: t.db.url,
      retry: { firstDelaySeconds: 3600 },
    });
  });
  afterAll(async () => {
    await consumer?.stop();
    await t?.close();
    await jira.stop();
    await mail.stop();
  });

  it('a Jira team responder added through /api/db opens the issue, and its key is the responder’s external_id', async () => {
    const teamId = await insertTeam('Payments', {
      responder_clients: {
        jira: {
          connection: 'connection://default/jira',
          values: { project: 'OPS' },
          defaults: { summary: '{{ .incident.incident_id }}: {{ .incident.title }}', description: '{{ .incident.description }}' },
          linkUrl: 'https://jira.example.com/browse/{{ .external_id }}',
        },
      },
    });
    const created = await post('responders', { incident_id: incidentId, team_id: teamId, type: 'jira', properties: { responderType: 'jira', issueType: 'Incident', priority: 'High' } });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }[]>()[0]!.id;

    const stored = await eventually(async () => {
      const row = await responder(id);
      return row.external_id ? row : undefined;
    }, 'the responder’s external_id');
    expect(stored.external_id).toBe('OPS-1');
    expect(stored.properties.external_url).toBe('https://jira.example.com/browse/OPS-1');
    expect(jira.issues).toEqual([
      {
        key: 'OPS-1',
        version: '2',
        fields: {
          project: { key: 'OPS' },
          issuetype: { name: 'Incident' },
          priority: { name: 'High' },
          summary: `${displayId}: Checkout is down`,
          description: 'Payments fail since 10:02',
        },
      },
    ]);
    // Handled events leave the queue (just after the ticket is recorded).
    await eventually(async () => ((await queued(id)).length === 0 ? true : undefined), 'the handled event to leave the queue');

    // A comment on the incident is mirrored to the issue.
    const comment = await post('comments', { incident_id: incidentId, comment: 'Rolled back the release' });
    expect(comment.statusCode).toBe(201);
    const mirrored = await eventually(async () => jira.comments.find((entry) => entry.key === 'OPS-1'), 'the comment on OPS-1');
    expect(mirrored).toEqual({ key: 'OPS-1', version: '2', body: 'Edith Editor: Rolled back the release' });
  });

  it('an email team responder sends the mail through the SMTP server', async () => {
    const teamId = await insertTeam('Platform', {
      responder_clients: { email: { values: { to: 'platform-oncall@example.com' }, defaults: { subject: '[{{ .incident.incident_id }}] {{ .incident.title }}', body: 'Please join: {{ .note }}' } } },
    });
    const created = await post('responders', { incident_id: incidentId, team_id: teamId, type: 'email', properties: { responderType: 'email', note: 'bridge 42' } });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }[]>()[0]!.id;
    const received = await mail.next('platform-oncall@example.com');
    expect(received).toMatchObject({ from: 'incidents@example.com', subject: `[${displayId}] Checkout is down` });
    expect(received.text.trim()).toBe('Please join: bridge 42');
    await eventually(async () => ((await responder(id)).external_id === 'platform-oncall@example.com' ? true : undefined), 'the email responder’s external_id');
  });

  it("records Jira's refusal on the event, keeps it queued for a retry, and leaves the responder without a ticket", async () => {
    const teamId = await insertTeam('Wrong project', { responder_clients: { jira: { connection: 'connection://default/jira', values: { project: 'NOPE', issueType: 'Incident', summary: 'x' } } } });
    const created = await post('responders', { incident_id: incidentId, team_id: teamId, type: 'jira', properties: { responderType: 'jira' } });
    const id = created.json<{ id: string }[]>()[0]!.id;
    const failed = await eventually(async () => (await queued(id)).find((row) => row.error !== null), 'the recorded failure');
    expect(failed).toEqual({ name: 'incident.responder.added', attempts: 1, error: 'Jira could not create the issue (HTTP 400): project: valid project is required' });
    expect((await responder(id)).external_id).toBeNull();
  });

  it('a person responder, and a team without that client, send nothing and leave the queue', async () => {
    const teamId = await insertTeam('No clients', { responder_clients: {} });
    const person = await post('responders', { incident_id: incidentId, person_id: editor.id, type: 'person' });
    const team = await post('responders', { incident_id: incidentId, team_id: teamId, type: 'jira', properties: { responderType: 'jira' } });
    const ids = [person, team].map((response) => response.json<{ id: string }[]>()[0]!.id);
    const issuesBefore = jira.issues.length;
    await eventually(async () => ((await queued(ids[0]!)).length + (await queued(ids[1]!)).length === 0 ? true : undefined), 'both events handled');
    expect(jira.issues.length).toBe(issuesBefore);
    expect((await responder(ids[1]!)).external_id).toBeNull();
  });
});
