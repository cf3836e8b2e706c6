import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoWorkspaceService } from '#src/demo/demo-workspace.service.ts';
import { workspaceDemoSeeder } from '#src/demo/workspace.demo-seeder.ts';
import { EventConsumerService } from '#src/events/event-consumer.service.ts';
import { canariesDemoSeeder } from '#src/health/canaries.demo-seeder.ts';
import { createNotificationDispatcher } from '#src/notifications/notification-dispatch.factory.ts';
import { startDemoMailActivity } from '#src/notifications/demo/demo-mail.activity.ts';
import { notificationsDemoSeeder } from '#src/notifications/demo/notifications.demo-seeder.ts';
import type { Worker } from '#src/modules/feature-module.ts';
import { startAccessTestApp, type AccessTestApp } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe(`the notifications part of the demo workspace (${testDbKind})`, () => {
  let t: AccessTestApp;
  let activity: Worker;
  const logged: { fields: { mail?: { to: string[]; subject: string } }; message: string }[] = [];

  beforeAll(async () => {
    t = await startAccessTestApp();
    const outcome = await new DemoWorkspaceService(t.db, [workspaceDemoSeeder, canariesDemoSeeder(), notificationsDemoSeeder]).ensure(true);
    expect(outcome).toEqual({ status: 'seeded', seeders: ['workspace', 'canaries', 'notifications'] });
    activity = await startDemoMailActivity(t.db, { info: (fields, message) => logged.push({ fields, message }) });
  });
  afterAll(async () => {
    await activity?.stop();
    await t?.close();
  });

  const rows = async <R = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.query<R>(sql, params)).rows;

  it('sends through the demo email connection, over SMTP to the demo mail server, which writes the mail to the log', async () => {
    const [connection] = await rows<{ type: string; url: string }>("SELECT type, url FROM connections WHERE namespace = 'demo' AND name = 'demo-mail'");
    expect(connection).toEqual({ type: 'email', url: '127.0.0.1' });
    const [notification] = await rows<{ id: string }>("SELECT id FROM notifications WHERE name = 'closed-port-failures'");
    expect(notification).toBeDefined();

    // What the first run of the demo's failing canary does: its check is recorded, then turns unhealthy.
    const [canary] = await rows<{ id: string }>("SELECT id FROM canaries WHERE name = 'fails-on-purpose'");
    const [check] = await rows<{ id: string }>("INSERT INTO checks (canary_id, type, name) VALUES ($1, 'tcp', 'closed port') RETURNING id", [canary!.id]);
    await t.db.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [check!.id]);
    const dispatcher = createNotificationDispatcher({ db: t.db, config: t.config, logger: quiet });
    await new EventConsumerService(t.db, { handlers: dispatcher.handlers(), logger: quiet }).drain();

    expect(logged.map((entry) => entry.fields.mail)).toEqual([{ from: 'vigil@demo.local', to: ['platform@vigil.demo'], subject: 'Demo: closed port has failed' }]);
    expect(logged[0]!.message).toContain('Canary: fails-on-purpose');
    const summary = await rows('SELECT sent, failed FROM notifications_summary WHERE id = $1', [notification!.id]);
    expect(summary).toEqual([{ sent: 1, failed: 0 }]);
  });

  it('leaves the demo email connection alone once someone points it at a real relay', async () => {
    await t.db.query("UPDATE connections SET url = 'mail.example.com', properties = properties || '{\"port\": 587}'::jsonb WHERE namespace = 'demo' AND name = 'demo-mail'");
    const next = await startDemoMailActivity(t.db, { info: () => undefined });
    await next.stop();
    const [connection] = await rows<{ url: string; port: number }>("SELECT url, (properties->>'port')::int AS port FROM connections WHERE namespace = 'demo' AND name = 'demo-mail'");
    expect(connection).toEqual({ url: 'mail.example.com', port: 587 });
  });

  it('has one silence, on another demo canary, in force for a week', async () => {
    const silences = await rows<{ canary: string; description: string }>(
      "SELECT c.name AS canary, s.description FROM notification_silences s JOIN canaries c ON c.id = s.canary_id WHERE s.until > now() + interval '6 days'",
    );
    expect(silences).toHaveLength(1);
    expect(silences[0]!.canary).not.toBe('fails-on-purpose');
  });
});
