import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEventConsumer } from '#src/events/start-event-consumer.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

const quiet = { warn: () => undefined, error: () => undefined };
// Long enough that only a wake-up explains a retried event handled within the test's wait.
const NO_POLL_MS = 120_000;

interface QueueRow {
  name: string;
  error: string | null;
  attempts: number;
  last_attempt: string | null;
}

describe(`POST /api/event-queue/retry (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let editor: TestPerson;
  let viewer: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
    editor = await t.person({ roles: ['editor'] });
    viewer = await t.person({ roles: ['viewer'] });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM event_queue');
  });

  /** A failed event: given up after 10 attempts an hour ago, with a long back-off. */
  const failed = (name: string, error = 'SMTP 550 mailbox unavailable') =>
    t.db.query(
      `INSERT INTO event_queue (name, event_id, error, attempts, last_attempt, delay)
       VALUES ($1, $2, $3, 10, now() - interval '1 hour', 3600)`,
      [name, randomUUID(), error],
    );
  const pending = (name: string) => t.db.query('INSERT INTO event_queue (name, event_id) VALUES ($1, $2)', [name, randomUUID()]);
  const rows = async (name: string) =>
    (await t.db.query<QueueRow>('SELECT name, error, attempts, last_attempt FROM event_queue WHERE name = $1 ORDER BY id', [name])).rows;
  const retry = (person: TestPerson, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/event-queue/retry', headers: { ...person.headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

  it('makes every failed event of the name due again and answers how many', async () => {
    await failed('test.notify');
    await failed('test.notify', 'timeout');
    await pending('test.notify');
    await failed('test.other');

    const response = await retry(admin, { name: 'test.notify' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ retried: 2 });

    expect(await rows('test.notify')).toEqual([
      { name: 'test.notify', error: null, attempts: 0, last_attempt: null },
      { name: 'test.notify', error: null, attempts: 0, last_attempt: null },
      { name: 'test.notify', error: null, attempts: 0, last_attempt: null },
    ]);
    expect((await rows('test.other'))[0]).toMatchObject({ error: 'SMTP 550 mailbox unavailable', attempts: 10 });

    const summary = await t.app.inject({ method: 'GET', url: '/api/db/event_queue_summary?order=last_failure.desc', headers: admin.headers });
    expect(summary.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'test.notify', pending: 3, failed: 0 }),
        expect.objectContaining({ name: 'test.other', pending: 0, failed: 1, most_common_error: 'SMTP 550 mailbox unavailable' }),
      ]),
    );
  });

  it('answers 0 for a name without failed events', async () => {
    await pending('test.quiet');
    const response = await retry(admin, { name: 'test.quiet' });
    expect(response.json()).toEqual({ retried: 0 });
  });

  it('refuses editors and viewers with 403 and leaves the events failed', async () => {
    await failed('test.notify');
    for (const person of [editor, viewer]) {
      const response = await retry(person, { name: 'test.notify' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'forbidden' });
    }
    expect((await rows('test.notify'))[0]).toMatchObject({ error: 'SMTP 550 mailbox unavailable', attempts: 10 });
  });

  it('refuses a missing or blank name with 400 and the reason', async () => {
    for (const payload of [{}, { name: '   ' }, { name: 42 }]) {
      const response = await retry(admin, payload);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toContain('name is required');
    }
    const unknown = await retry(admin, { name: 'a', extra: true });
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as { message: string }).message).toContain('extra');
  });

  it('wakes the consumer: a retried event is handled long before its next poll', async () => {
    const handled: string[] = [];
    let onHandled: (() => void) | undefined;
    const consumer = startEventConsumer(t.db, {
      handlers: [{ name: 'test.wake', handle: async (event) => void (handled.push(event.eventId), onHandled?.()) }],
      logger: quiet,
      intervalMs: NO_POLL_MS,
      listenUrl: t.db.url,
    });
    try {
      expect(await consumer.listening).toBe(true);
      await failed('test.wake');
      const done = new Promise<void>((resolve) => (onHandled = resolve));
      expect((await retry(admin, { name: 'test.wake' })).json()).toEqual({ retried: 1 });
      await done;
      expect(handled).toHaveLength(1);
    } finally {
      await consumer.stop();
    }
  });
});
