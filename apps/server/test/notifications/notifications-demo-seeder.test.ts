import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoWorkspaceService } from '#src/demo/demo-workspace.service.ts';
import { workspaceDemoSeeder } from '#src/demo/workspace.demo-seeder.ts';
import { EventConsumerService } from '#src/events/event-consumer.service.ts';
import { canariesDemoSeeder } from '#src/health/canaries.demo-seeder.ts';
import { createNotificationDispatcher } from '#src/notifications/notification-dispatch.factory.ts';
import { notificationsDemoSeeder } from '#src/notifications/notifications.demo-seeder.ts';
import { startAccessTestApp, type AccessTestApp } from '#test/access/access-test-app.ts';
import { MailCatcher } from '#test/auth/identity/support/mail-catcher.ts';
import { testDbKind } from '#test/support/test-db.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe(`the notifications part of the demo workspace (${testDbKind})`, () => {
  let t: AccessTestApp;
  const mail = new MailCatcher();

  beforeAll(async () => {
    const smtpUrl = await mail.start();
    t = await startAccessTestApp({ env: { SMTP_URL: smtpUrl } });
    const outcome = await new DemoWorkspaceService(t.db, [workspaceDemoSeeder, canariesDemoSeeder(), notificationsDemoSeeder]).ensure(true);
    expect(outcome).toEqual({ status: 'seeded', seeders: ['workspace', 'canaries', 'notifications'] });
  });
  afterAll(async () => {
    await t?.close();
    await mail.stop();
  });

  const rows = async <R = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.query<R>(sql, params)).rows;

  it('mails the demo team when the failing-on-purpose check fails, and its send history shows it', async () => {
    const member = await t.person({ email: 'oncall-member@vigil.demo' });
    await t.db.query("INSERT INTO team_members (team_id, person_id) SELECT id, $1 FROM teams WHERE name = 'Platform'", [member.id]);
    const [notification] = await rows<{ id: string }>("SELECT id FROM notifications WHERE name = 'closed-port-failures'");
    expect(notification).toBeDefined();

    // What the first run of the demo's failing canary does: its check is recorded, then turns unhealthy.
    const [canary] = await rows<{ id: string }>("SELECT id FROM canaries WHERE name = 'fails-on-purpose'");
    const [check] = await rows<{ id: string }>("INSERT INTO checks (canary_id, type, name) VALUES ($1, 'tcp', 'closed port') RETURNING id", [canary!.id]);
    await t.db.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [check!.id]);
    const dispatcher = createNotificationDispatcher({ db: t.db, config: t.config, logger: quiet });
    await new EventConsumerService(t.db, { handlers: dispatcher.handlers(), logger: quiet }).drain();

    const received = await mail.next('oncall-member@vigil.demo');
    expect(received.subject).toBe('Demo: closed port has failed');
    expect(received.text).toContain('Canary: fails-on-purpose');
    const summary = await rows('SELECT sent, failed FROM notifications_summary WHERE id = $1', [notification!.id]);
    expect(summary).toEqual([{ sent: 1, failed: 0 }]);
  });

  it('has one silence, on another demo canary, in force for a week', async () => {
    const silences = await rows<{ canary: string; description: string }>(
      "SELECT c.name AS canary, s.description FROM notification_silences s JOIN canaries c ON c.id = s.canary_id WHERE s.until > now() + interval '6 days'",
    );
    expect(silences).toHaveLength(1);
    expect(silences[0]!.canary).not.toBe('fails-on-purpose');
  });
});
