import type { Queryable } from '../db/db.ts';
import { EventQueueRetryRepository } from './event-queue-retry.repository.ts';

/** What POST /api/event-queue/retry answers. */
export interface RetryResult {
  retried: number;
}

/** Retrying the failed events of one name; the consumers wake on the re-armed rows by themselves. */
export class EventQueueRetryService {
  private readonly events: EventQueueRetryRepository;

  constructor(db: Queryable) {
    this.events = new EventQueueRetryRepository(db);
  }

  async retry(name: string): Promise<RetryResult> {
    return { retried: await this.events.retryFailed(name) };
  }
}
