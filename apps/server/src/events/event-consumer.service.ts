import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.ts';
import type { EventHandler, QueuedEvent } from './event-handler.ts';
import { EventQueueRepository } from './event-queue.repository.ts';
import { DEFAULT_EVENT_RETRY_POLICY, retryDelaySeconds, type EventRetryPolicy } from './event-retry-policy.ts';

export interface EventConsumerLogger {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface EventConsumerOptions {
  handlers: readonly EventHandler[];
  logger: EventConsumerLogger;
  retry?: Partial<EventRetryPolicy> | undefined;
  /** How long a claim holds: an event claimed by a consumer that died is handled again after it. */
  leaseSeconds?: number | undefined;
  /** How many events one pass claims and handles at once. */
  batchSize?: number | undefined;
  /** How long an event of a name no handler takes stays queued before it is dropped. */
  unconsumedGraceSeconds?: number | undefined;
}

export const DEFAULT_EVENT_LEASE_SECONDS = 300;
const DEFAULT_BATCH_SIZE = 10;
/** A minute: long enough for a replica of a newer version that handles the name to take it first. */
export const DEFAULT_UNCONSUMED_GRACE_SECONDS = 60;
/** Dropping unconsumed events is housekeeping: once a minute per server is enough. */
const UNCONSUMED_SWEEP_INTERVAL_MS = 60_000;

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim() === '' ? 'the handler failed without a message' : text;
}

/**
 * Takes due events off the queue and hands each to the handlers of its name. Any number of
 * consumers (replicas) may drain one queue: a claim skips rows another consumer holds, so each
 * event is handled once; a handled event is deleted, a failed one keeps its error and waits. An
 * event of a name no handler takes is dropped after a grace period (decision 0076).
 */
export class EventConsumerService {
  private readonly queue: EventQueueRepository;
  private readonly byName = new Map<string, EventHandler[]>();
  private readonly retry: EventRetryPolicy;
  private readonly leaseSeconds: number;
  private readonly batchSize: number;
  private readonly stopping = new AbortController();
  private readonly unconsumedGraceSeconds: number;
  /** When this consumer last dropped the events nobody handles. */
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(
    db: Db,
    private readonly options: EventConsumerOptions,
  ) {
    this.queue = new EventQueueRepository(db);
    for (const handler of options.handlers) this.byName.set(handler.name, [...(this.byName.get(handler.name) ?? []), handler]);
    this.retry = { ...DEFAULT_EVENT_RETRY_POLICY, ...options.retry };
    this.leaseSeconds = options.leaseSeconds ?? DEFAULT_EVENT_LEASE_SECONDS;
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    this.unconsumedGraceSeconds = options.unconsumedGraceSeconds ?? DEFAULT_UNCONSUMED_GRACE_SECONDS;
  }

  /** The event names this consumer handles. */
  get names(): string[] {
    return [...this.byName.keys()];
  }

  /** Handles due events until none is left; answers how many were taken. */
  async drain(): Promise<number> {
    let taken = 0;
    while (!this.stopping.signal.aborted) {
      const handled = await this.pass();
      if (handled === 0) break;
      taken += handled;
    }
    return taken;
  }

  /** Claims one batch of due events and handles them; answers how many were claimed. */
  async pass(): Promise<number> {
    if (this.byName.size === 0 || this.stopping.signal.aborted) return 0;
    await this.queue.abandonExpired(this.names, this.retry.maxAttempts);
    if (Date.now() - this.sweptAt >= UNCONSUMED_SWEEP_INTERVAL_MS) {
      this.sweptAt = Date.now();
      await this.queue.discardUnconsumed(this.names, this.unconsumedGraceSeconds);
    }
    const claimId = randomUUID();
    const events = await this.queue.claim({
      names: this.names,
      limit: this.batchSize,
      claimId,
      leaseSeconds: this.leaseSeconds,
      maxAttempts: this.retry.maxAttempts,
    });
    await Promise.all(events.map((event) => this.handle(event, claimId)));
    return events.length;
  }

  /** Aborts the handlers under way; their events are released and handled again later. */
  stop(): void {
    this.stopping.abort();
  }

  private async handle(event: QueuedEvent, claimId: string): Promise<void> {
    try {
      for (const handler of this.byName.get(event.name) ?? []) await handler.handle(event, { signal: this.stopping.signal });
    } catch (error) {
      if (this.stopping.signal.aborted) {
        await this.queue.release(event.id, claimId);
        return;
      }
      const delay = retryDelaySeconds(this.retry, event.attempt);
      const givenUp = event.attempt >= this.retry.maxAttempts;
      this.options.logger.warn(
        { err: error, event: { name: event.name, eventId: event.eventId, attempt: event.attempt } },
        givenUp ? `event ${event.name} failed for the last time; it is given up` : `event ${event.name} failed; retrying in ${delay}s`,
      );
      await this.queue.fail(event.id, claimId, errorText(error), delay);
      return;
    }
    await this.queue.complete(event.id, claimId);
  }
}
