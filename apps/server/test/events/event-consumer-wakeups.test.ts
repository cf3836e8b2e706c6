import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import type { EventHandler } from '#src/events/event-handler.ts';
import { startEventConsumer } from '#src/events/start-event-consumer.ts';
import type { FeatureModule, RunContext } from '#src/modules/feature-module.ts';
import { startWorkers } from '#src/modules/module-runtime.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';

const quiet = { warn: () => undefined, error: () => undefined };
// Long enough that only a wake-up explains an event handled within the test's wait.
const NO_POLL_MS = 120_000;

/** A handler that resolves `next()` with each event id it handles. */
function recordingHandler(name: string) {
  const handled: string[] = [];
  let waiting: ((eventId: string) => void) | undefined;
  const handler: EventHandler = {
    name,
    async handle(event) {
      handled.push(event.eventId);
      waiting?.(event.eventId);
    },
  };
  const next = (timeoutMs = 5000) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${name} event handled within ${timeoutMs} ms`)), timeoutMs);
      waiting = (eventId) => {
        clearTimeout(timer);
        resolve(eventId);
      };
    });
  return { handler, handled, next };
}

describe(`event consumer wake-ups (${testDbKind})`, () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('is woken by a newly queued event, long before its next poll, and stops cleanly', async () => {
    const recorder = recordingHandler('test.wake');
    const consumer = startEventConsumer(db, { handlers: [recorder.handler], logger: quiet, intervalMs: NO_POLL_MS, listenUrl: db.url });
    try {
      expect(await consumer.listening).toBe(true);
      // The first pass (at start) found nothing; this event arrives afterwards.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const eventId = randomUUID();
      const handled = recorder.next();
      await db.query('SELECT enqueue_event($1, $2)', ['test.wake', eventId]);
      expect(await handled).toBe(eventId);
    } finally {
      await consumer.stop();
    }
    // Once stopped, nothing is taken off the queue any more.
    const later = randomUUID();
    await db.query('SELECT enqueue_event($1, $2)', ['test.wake', later]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(recorder.handled).not.toContain(later);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_queue WHERE event_id = $1', [later]);
    expect(rows[0]!.n).toBe(1);
  });

  it('is woken by an event written inside a transaction, once it commits', async () => {
    const recorder = recordingHandler('test.wake-tx');
    const consumer = startEventConsumer(db, { handlers: [recorder.handler], logger: quiet, intervalMs: NO_POLL_MS, listenUrl: db.url });
    try {
      expect(await consumer.listening).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const eventId = randomUUID();
      const handled = recorder.next();
      await db.transaction(async (tx) => {
        await tx.query('SELECT enqueue_event($1, $2)', ['test.wake-tx', eventId]);
      });
      expect(await handled).toBe(eventId);
    } finally {
      await consumer.stop();
    }
  });

  it("runs the feature modules' event handlers among the server's workers", async () => {
    const recorder = recordingHandler('test.module-event');
    const contexts: RunContext[] = [];
    const module: FeatureModule = {
      name: 'recording',
      eventHandlers: (context) => {
        contexts.push(context);
        return [recorder.handler];
      },
    };
    const config = loadConfig({ DEMO: 'off', LOG_LEVEL: 'silent', ...(db.url ? { DATABASE_URL: db.url } : {}) });
    const context: RunContext = { db, config, logger: { ...quiet, info: () => undefined } as unknown as RunContext['logger'], scripts: undefined as never };
    const eventId = randomUUID();
    await db.query('SELECT enqueue_event($1, $2)', ['test.module-event', eventId]);
    const handled = recorder.next();
    const workers = await startWorkers([module], context);
    try {
      expect(await handled).toBe(eventId);
      expect(contexts).toEqual([context]);
    } finally {
      await workers.stop();
    }
  });
});
