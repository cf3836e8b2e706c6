import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventHandler, QueuedEvent } from '#src/events/event-handler.ts';
import { EventConsumerService } from '#src/events/event-consumer.service.ts';
import { EventQueueRepository, LEASE_EXPIRED } from '#src/events/event-queue.repository.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';

const quiet = { warn: () => undefined, error: () => undefined };

interface QueueRow {
  attempts: number;
  error: string | null;
  delay: number | null;
  last_attempt: Date | null;
  claimed_by: string | null;
}

describe(`event consumer (${testDbKind})`, () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  const enqueue = async (name: string, eventId = randomUUID(), properties: object = { n: 1 }) => {
    await db.query('SELECT enqueue_event($1, $2, $3)', [name, eventId, JSON.stringify(properties)]);
    return eventId;
  };
  const rowOf = async (name: string, eventId: string) =>
    (await db.query<QueueRow>('SELECT attempts, error, delay, last_attempt, claimed_by FROM event_queue WHERE name = $1 AND event_id = $2', [name, eventId])).rows[0];
  const countNamed = async (name: string) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_queue WHERE name = $1', [name])).rows[0]!.n;

  it('hands each event to the handler of its name once, with two consumers racing, and deletes it', async () => {
    const name = 'test.race';
    const ids = await Promise.all(Array.from({ length: 40 }, () => enqueue(name)));
    await enqueue('test.other');
    const seen: string[] = [];
    const handler: EventHandler = {
      name,
      async handle(event) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push(event.eventId);
      },
    };
    const consumers = [1, 2].map(() => new EventConsumerService(db, { handlers: [handler], logger: quiet, batchSize: 4 }));
    const taken = await Promise.all(consumers.map((consumer) => consumer.drain()));
    expect(seen.toSorted()).toEqual(ids.toSorted());
    expect(taken[0]! + taken[1]!).toBe(40);
    expect(await countNamed(name)).toBe(0);
    // An event no handler takes stays queued.
    expect(await countNamed('test.other')).toBe(1);
  });

  it('drops the events of names no handler takes once they are older than the grace period, and keeps the rest', async () => {
    const stale = await enqueue('test.nobody-listens');
    const fresh = await enqueue('test.nobody-listens');
    const failing = await enqueue('test.handled-but-failing');
    await db.query(
      "UPDATE event_queue SET created_at = now() - interval '2 minutes' WHERE event_id = ANY($1::uuid[])",
      [[stale, failing]],
    );
    const consumer = new EventConsumerService(db, {
      handlers: [{ name: 'test.handled-but-failing', handle: async () => { throw new Error('down'); } }],
      logger: quiet,
      unconsumedGraceSeconds: 60,
    });
    await consumer.pass();
    expect(await rowOf('test.nobody-listens', stale)).toBeUndefined();
    expect(await rowOf('test.nobody-listens', fresh)).toMatchObject({ attempts: 0, error: null });
    // An event some handler takes stays, failed or not: it is retried, and shown as failed when given up.
    expect(await rowOf('test.handled-but-failing', failing)).toMatchObject({ attempts: 1, error: 'down' });
    const summary = await db.query<{ pending: number }>("SELECT pending FROM event_queue_summary WHERE name = 'test.nobody-listens'");
    expect(summary.rows).toEqual([{ pending: 1 }]);
  });

  it('passes the name, row id, properties and attempt number to the handler', async () => {
    const eventId = await enqueue('test.shape', randomUUID(), { responder: 'r-1' });
    const received: QueuedEvent[] = [];
    const consumer = new EventConsumerService(db, { handlers: [{ name: 'test.shape', handle: async (event) => void received.push(event) }], logger: quiet });
    await consumer.drain();
    expect(received).toEqual([{ id: expect.any(String), name: 'test.shape', eventId, properties: { responder: 'r-1' }, attempt: 1 }]);
  });

  it('records the error, the attempt and a doubling back-off delay on failure, and retries once the delay passed', async () => {
    const name = 'test.retry';
    const eventId = await enqueue(name);
    let calls = 0;
    const consumer = new EventConsumerService(db, {
      handlers: [{ name, handle: async () => { calls += 1; throw new Error(`jira answered 503 (call ${calls})`); } }],
      logger: quiet,
      retry: { firstDelaySeconds: 30, maxAttempts: 5 },
    });
    expect(await consumer.pass()).toBe(1);
    expect(await rowOf(name, eventId)).toMatchObject({ attempts: 1, error: 'jira answered 503 (call 1)', delay: 30, claimed_by: null });
    expect((await rowOf(name, eventId))!.last_attempt).toBeInstanceOf(Date);
    // Not due before its delay.
    expect(await consumer.pass()).toBe(0);
    expect(calls).toBe(1);
    await db.query("UPDATE event_queue SET last_attempt = now() - interval '31 seconds' WHERE name = $1", [name]);
    expect(await consumer.pass()).toBe(1);
    expect(await rowOf(name, eventId)).toMatchObject({ attempts: 2, error: 'jira answered 503 (call 2)', delay: 60 });
    const summary = await db.query<{ failed: number; most_common_error: string }>('SELECT failed, most_common_error FROM event_queue_summary WHERE name = $1', [name]);
    expect(summary.rows[0]).toMatchObject({ failed: 1, most_common_error: 'jira answered 503 (call 2)' });
  });

  it('gives an event up after the maximum attempts: it stays queued with its last error and is not tried again', async () => {
    const name = 'test.give-up';
    const eventId = await enqueue(name);
    let calls = 0;
    const consumer = new EventConsumerService(db, {
      handlers: [{ name, handle: async () => { calls += 1; throw new Error('still failing'); } }],
      logger: quiet,
      retry: { firstDelaySeconds: 0, maxAttempts: 3 },
    });
    expect(await consumer.drain()).toBe(3);
    expect(calls).toBe(3);
    expect(await consumer.drain()).toBe(0);
    expect(await rowOf(name, eventId)).toMatchObject({ attempts: 3, error: 'still failing' });
    // Re-queueing the same event starts it afresh.
    await enqueue(name, eventId);
    expect(await consumer.pass()).toBe(1);
    expect(calls).toBe(4);
  });

  it('hands an event claimed by a consumer that died to another once its lease expired', async () => {
    const name = 'test.lease';
    const eventId = await enqueue(name);
    // A replica claims the event and dies before settling it.
    const claimed = await new EventQueueRepository(db).claim({ names: [name], limit: 10, claimId: 'dead-replica', leaseSeconds: 60, maxAttempts: 5 });
    expect(claimed.map((event) => event.eventId)).toEqual([eventId]);
    const handled: number[] = [];
    const consumer = new EventConsumerService(db, { handlers: [{ name, handle: async (event) => void handled.push(event.attempt) }], logger: quiet });
    expect(await consumer.pass()).toBe(0);
    await db.query("UPDATE event_queue SET claimed_until = now() - interval '1 second' WHERE name = $1", [name]);
    expect(await consumer.pass()).toBe(1);
    expect(handled).toEqual([2]);
    expect(await countNamed(name)).toBe(0);
  });

  it('records an expired claim as a failed attempt, and gives up one that expired on the last allowed attempt', async () => {
    const name = 'test.lease-last';
    const eventId = await enqueue(name);
    const queue = new EventQueueRepository(db);
    await queue.claim({ names: [name], limit: 1, claimId: 'dead-1', leaseSeconds: 60, maxAttempts: 2 });
    await db.query("UPDATE event_queue SET claimed_until = now() - interval '1 second' WHERE name = $1", [name]);
    // A second replica takes the expired claim over: the first attempt is recorded as failed.
    await queue.claim({ names: [name], limit: 1, claimId: 'dead-2', leaseSeconds: 60, maxAttempts: 2 });
    expect(await rowOf(name, eventId)).toMatchObject({ attempts: 2, error: LEASE_EXPIRED, claimed_by: 'dead-2' });
    await db.query("UPDATE event_queue SET claimed_until = now() - interval '1 second', error = NULL WHERE name = $1", [name]);
    let calls = 0;
    const consumer = new EventConsumerService(db, { handlers: [{ name, handle: async () => void (calls += 1) }], logger: quiet, retry: { maxAttempts: 2 } });
    expect(await consumer.pass()).toBe(0);
    expect(calls).toBe(0);
    expect(await rowOf(name, eventId)).toMatchObject({ attempts: 2, error: LEASE_EXPIRED, claimed_by: null });
  });

  it('keeps an event re-queued while it was being handled, and handles it again', async () => {
    const name = 'test.rearm';
    const eventId = await enqueue(name, randomUUID(), { version: 1 });
    const versions: unknown[] = [];
    const consumer = new EventConsumerService(db, {
      handlers: [{
        name,
        handle: async (event) => {
          versions.push(event.properties.version);
          if (event.properties.version === 1) await enqueue(name, eventId, { version: 2 });
        },
      }],
      logger: quiet,
    });
    await consumer.drain();
    expect(versions).toEqual([1, 2]);
    expect(await countNamed(name)).toBe(0);
  });

  it('releases the events under way when stopped: no error, the attempt not counted, due again', async () => {
    const name = 'test.stop';
    const eventId = await enqueue(name);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const consumer = new EventConsumerService(db, {
      handlers: [{
        name,
        handle: (_event, { signal }) =>
          new Promise<void>((_resolve, reject) => {
            started();
            signal.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      }],
      logger: quiet,
    });
    const pass = consumer.pass();
    await running;
    consumer.stop();
    await pass;
    expect(await rowOf(name, eventId)).toMatchObject({ attempts: 0, error: null, claimed_by: null });
    expect(await consumer.pass()).toBe(0);
  });
});
