import { expect } from 'vitest';
import { EventConsumerService } from '#src/events/event-consumer.service.ts';
import { createNotificationDispatcher } from '#src/notifications/notification-dispatch.factory.ts';
import type { NotificationDispatcher } from '#src/notifications/notification-dispatcher.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { WebhookReceiver } from './webhook-receiver.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface HistoryRow {
  status: string;
  source_event: string;
  resource_id: string | null;
  silenced_by: string | null;
  error: string | null;
  count: number;
  body: string | null;
}

/** An app on the test database, an admin, a local webhook behind a generic_webhook connection, and a consumer of the queue. */
export class NotificationFixture {
  t!: AccessTestApp;
  admin!: TestPerson;
  webhook = new WebhookReceiver();
  dispatcher!: NotificationDispatcher;
  consumer!: EventConsumerService;
  private count = 0;

  async start(env: Record<string, string> = {}): Promise<void> {
    this.t = await startAccessTestApp({ env });
    this.admin = await this.t.person({ roles: ['admin'] });
    const url = await this.webhook.start();
    await this.t.db.query("INSERT INTO connections (name, namespace, type, url) VALUES ('hook', 'default', 'generic_webhook', $1)", [url]);
    this.dispatcher = createNotificationDispatcher({ db: this.t.db, config: this.t.config, logger: quiet });
    this.consumer = new EventConsumerService(this.t.db, { handlers: this.dispatcher.handlers(), logger: quiet });
  }

  async stop(): Promise<void> {
    await this.webhook.stop();
    await this.t?.close();
  }

  async one<R>(sql: string, params: unknown[] = []): Promise<R> {
    return (await this.t.db.query<R>(sql, params)).rows[0]!;
  }

  /** Saves a notification through /api/db as a user does; answers its id. */
  async notification(fields: Record<string, unknown>): Promise<string> {
    const response = await this.t.app.inject({
      method: 'POST',
      url: '/api/db/notifications',
      headers: { ...this.admin.headers, 'content-type': 'application/json', prefer: 'return=representation' },
      payload: JSON.stringify({ name: `notification-${++this.count}`, custom_services: [{ connection: 'connection://default/hook', name: 'hook' }], ...fields }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }[]>()[0]!.id;
  }

  /** A canary with one check that has not run yet. */
  async check(name: string, labels: Record<string, string> = {}): Promise<{ canaryId: string; checkId: string }> {
    const canary = await this.one<{ id: string }>("INSERT INTO canaries (name, spec) VALUES ($1, '{}') RETURNING id", [`canary-${++this.count}`]);
    const check = await this.one<{ id: string }>("INSERT INTO checks (canary_id, type, name, labels) VALUES ($1, 'http', $2, $3) RETURNING id", [canary.id, name, JSON.stringify(labels)]);
    return { canaryId: canary.id, checkId: check.id };
  }

  /** A check run changes its status (the trigger queues check.failed / check.passed); the queue is then drained. */
  async checkBecomes(checkId: string, status: 'healthy' | 'unhealthy'): Promise<void> {
    await this.t.db.query('UPDATE checks SET status = $2 WHERE id = $1', [checkId, status]);
    await this.consumer.drain();
  }

  /** A check fails again: it passes, then fails (each change is one event). */
  async checkFailsAgain(checkId: string): Promise<void> {
    await this.checkBecomes(checkId, 'healthy');
    await this.checkBecomes(checkId, 'unhealthy');
  }

  async history(notificationId: string): Promise<HistoryRow[]> {
    return (await this.t.db.query<HistoryRow>(
      'SELECT status, source_event, resource_id, silenced_by, error, count, body FROM notification_send_history WHERE notification_id = $1 ORDER BY first_observed, status',
      [notificationId],
    )).rows;
  }

  async silence(body: Record<string, unknown>): Promise<{ statusCode: number; json: Record<string, unknown> }> {
    const response = await this.t.app.inject({
      method: 'POST',
      url: '/api/notification/silence',
      headers: { ...this.admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ until: new Date(Date.now() + 3_600_000).toISOString(), ...body }),
    });
    return { statusCode: response.statusCode, json: response.json<Record<string, unknown>>() };
  }
}
