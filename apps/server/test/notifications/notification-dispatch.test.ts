import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailCatcher } from '#test/auth/identity/support/mail-catcher.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { NotificationFixture } from './support/notification-fixture.ts';

describe(`notifications sent from the event queue (${testDbKind})`, () => {
  const f = new NotificationFixture();
  const mail = new MailCatcher();
  beforeAll(async () => f.start({ SMTP_URL: await mail.start() }));
  afterAll(async () => {
    await f.stop();
    await mail.stop();
  });

  it('sends a failing check to a generic webhook with the default title and records it as sent', async () => {
    const id = await f.notification({ events: ['check.failed'] });
    const { checkId } = await f.check('checkout-api');
    const before = f.webhook.calls.length;

    await f.checkBecomes(checkId, 'unhealthy');

    const calls = f.webhook.calls.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.title).toBe('Check checkout-api has failed');
    expect(String(calls[0]!.body.message)).toMatch(/^Canary: canary-/);
    expect(await f.history(id)).toEqual([expect.objectContaining({ status: 'sent', source_event: 'check.failed', resource_id: checkId, count: 1 })]);
    await f.t.db.query('UPDATE notifications SET deleted_at = now() WHERE id = $1', [id]);
  });

  it('renders a custom title and Go template, and sends only what the CEL filter picks', async () => {
    const id = await f.notification({
      events: ['check.failed'],
      title: '{{.check.name}} is down',
      template: 'team {{.check.labels.team}}',
      filter: "check.labels.team == 'payments'",
    });
    const payments = await f.check('payments-api', { team: 'payments' });
    const search = await f.check('search-api', { team: 'search' });
    const before = f.webhook.calls.length;

    await f.checkBecomes(payments.checkId, 'unhealthy');
    await f.checkBecomes(search.checkId, 'unhealthy');

    expect(f.webhook.calls.slice(before).map((call) => call.body)).toEqual([{ title: 'payments-api is down', message: 'team payments' }]);
    expect(await f.history(id)).toEqual([expect.objectContaining({ status: 'sent', resource_id: payments.checkId })]);
    await f.t.db.query('UPDATE notifications SET deleted_at = now() WHERE id = $1', [id]);
  });

  it('gates in order: a silence wins over the repeat interval, the interval holds back a send, identical outcomes fold with a count', async () => {
    const id = await f.notification({ events: ['check.failed'], repeat_interval: '1h' });
    const { checkId } = await f.check('ledger-api');
    const before = f.webhook.calls.length;

    await f.checkBecomes(checkId, 'unhealthy');
    await f.checkFailsAgain(checkId);
    await f.checkFailsAgain(checkId);
    expect(f.webhook.calls.length - before).toBe(1);
    expect(await f.history(id)).toEqual([
      expect.objectContaining({ status: 'sent', count: 1 }),
      expect.objectContaining({ status: 'repeat-interval', count: 2 }),
    ]);

    // Within the interval and silenced: silenced, not repeat-interval.
    const silence = await f.silence({ check_id: checkId, description: 'maintenance' });
    expect(silence.statusCode).toBe(200);
    const silenceId = (silence.json.payload as { id: string }).id;
    await f.checkFailsAgain(checkId);
    expect(await f.history(id)).toEqual([
      expect.objectContaining({ status: 'sent', count: 1 }),
      expect.objectContaining({ status: 'repeat-interval', count: 2 }),
      expect.objectContaining({ status: 'silenced', silenced_by: silenceId, count: 1 }),
    ]);

    // Once the silence is over and the last send is older than the interval, it sends again.
    await f.t.db.query("UPDATE notification_silences SET \"from\" = now() - interval '2 hours', until = now() - interval '1 hour' WHERE id = $1", [silenceId]);
    await f.t.db.query("UPDATE notification_send_history SET created_at = now() - interval '2 hours' WHERE notification_id = $1 AND status = 'sent'", [id]);
    await f.checkFailsAgain(checkId);
    expect(f.webhook.calls.length - before).toBe(2);
    expect((await f.history(id)).find((row) => row.status === 'sent')).toEqual(expect.objectContaining({ count: 2 }));
    // The expired silence is kept for history.
    expect((await f.one<{ n: number }>('SELECT count(*)::int AS n FROM notification_silences WHERE id = $1', [silenceId])).n).toBe(1);
    await f.t.db.query('UPDATE notifications SET deleted_at = now() WHERE id = $1', [id]);
  });

  it('records what the service answered when a send fails, folds repeated failures, and sums them up in notifications_summary', async () => {
    const id = await f.notification({ events: ['check.failed'] });
    const { checkId } = await f.check('billing-api');
    f.webhook.failWith = { status: 500, body: 'upstream exploded' };
    try {
      await f.checkBecomes(checkId, 'unhealthy');
      await f.checkFailsAgain(checkId);
    } finally {
      f.webhook.failWith = undefined;
    }
    await f.checkFailsAgain(checkId);

    const history = await f.history(id);
    expect(history).toEqual([
      expect.objectContaining({ status: 'error', count: 2, error: expect.stringMatching(/^hook: .*500.*upstream exploded/s) }),
      expect.objectContaining({ status: 'sent', count: 1 }),
    ]);
    const summary = await f.one<Record<string, unknown>>('SELECT pending, sent, failed, avg_duration_ms, most_common_error FROM notifications_summary WHERE id = $1', [id]);
    expect(summary).toEqual(expect.objectContaining({ pending: 0, sent: 1, failed: 2, most_common_error: history[0]!.error }));
    expect(summary.avg_duration_ms).not.toBeNull();
    await f.t.db.query('UPDATE notifications SET deleted_at = now() WHERE id = $1', [id]);
  });

  it('sends once when the same queue event is handled again (a retry for another module)', async () => {
    const id = await f.notification({ events: ['check.failed'] });
    const { checkId } = await f.check('retry-api');
    await f.t.db.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [checkId]);
    const queued = await f.one<{ id: string; name: string; event_id: string; properties: Record<string, unknown> }>(
      "SELECT id, name, event_id, properties FROM event_queue WHERE name = 'check.failed' AND event_id = $1",
      [checkId],
    );
    const event = { id: queued.id, name: queued.name, eventId: queued.event_id, properties: queued.properties, attempt: 1 };
    const before = f.webhook.calls.length;

    await f.dispatcher.onEvent(event, new AbortController().signal);
    await f.dispatcher.onEvent({ ...event, attempt: 2 }, new AbortController().signal);

    expect(f.webhook.calls.length - before).toBe(1);
    expect(await f.history(id)).toEqual([expect.objectContaining({ status: 'sent', count: 1 })]);
    await f.consumer.drain();
    await f.t.db.query('UPDATE notifications SET deleted_at = now() WHERE id = $1', [id]);
  });

  it('mails a person, and a team\'s members, through the server\'s mail relay; a team without members is an error', async () => {
    const person = await f.t.person({ email: 'ada@example.test' });
    const member = await f.t.person({ email: 'grace@example.test' });
    const team = await f.one<{ id: string }>("INSERT INTO teams (name) VALUES ('Ledger') RETURNING id");
    const empty = await f.one<{ id: string }>("INSERT INTO teams (name) VALUES ('Nobody') RETURNING id");
    await f.t.db.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [team.id, member.id]);
    const toPerson = await f.notification({ events: ['check.failed'], person_id: person.id, custom_services: null });
    const toTeam = await f.notification({ events: ['check.failed'], team_id: team.id, custom_services: null });
    const toNobody = await f.notification({ events: ['check.failed'], team_id: empty.id, custom_services: null });
    const { checkId } = await f.check('mail-api');

    await f.checkBecomes(checkId, 'unhealthy');

    expect((await mail.next('ada@example.test')).subject).toBe('Check mail-api has failed');
    expect((await mail.next('grace@example.test')).subject).toBe('Check mail-api has failed');
    expect(await f.history(toPerson)).toEqual([expect.objectContaining({ status: 'sent' })]);
    expect(await f.history(toTeam)).toEqual([expect.objectContaining({ status: 'sent' })]);
    expect(await f.history(toNobody)).toEqual([expect.objectContaining({ status: 'error', error: 'team: team Nobody has no members with an email address' })]);
    await f.t.db.query('UPDATE notifications SET deleted_at = now() WHERE id = ANY ($1)', [[toPerson, toTeam, toNobody]]);
  });

  it("sends to the connections a team's spec lists instead of mailing its members, each entry taking the events its filter picks", async () => {
    const member = await f.t.person({ email: 'linus@example.test' });
    const spec = {
      notifications: [
        { connection: 'connection://default/hook', filter: "check.name == 'ledger-api'" },
        { connection: 'connection://default/hook', filter: "check.name == 'another-api'" },
      ],
    };
    const team = await f.one<{ id: string }>("INSERT INTO teams (name, spec) VALUES ('Payments', $1) RETURNING id", [JSON.stringify(spec)]);
    await f.t.db.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [team.id, member.id]);
    const legacy = await f.one<{ id: string }>(
      "INSERT INTO teams (name, spec) VALUES ('Legacy', $1) RETURNING id",
      [JSON.stringify({ notifications: [{ url: 'slack://token@payments' }] })],
    );
    const toTeam = await f.notification({ events: ['check.failed'], team_id: team.id, custom_services: null });
    const toLegacy = await f.notification({ events: ['check.failed'], team_id: legacy.id, custom_services: null });
    const { checkId } = await f.check('ledger-api');
    const before = f.webhook.calls.length;

    await f.checkBecomes(checkId, 'unhealthy');

    expect(f.webhook.calls.slice(before).map((call) => call.body.title)).toEqual(['Check ledger-api has failed']);
    expect(mail.count('linus@example.test')).toBe(0);
    expect(await f.history(toTeam)).toEqual([expect.objectContaining({ status: 'sent' })]);
    expect(await f.history(toLegacy)).toEqual([expect.objectContaining({
      status: 'error',
      error: 'team Legacy notifications[0]: a url is not supported as a team recipient yet; name a connection (connection://namespace/name)',
    })]);
    await f.t.db.query('UPDATE notifications SET deleted_at = now() WHERE id = ANY ($1)', [[toTeam, toLegacy]]);
  });
});
