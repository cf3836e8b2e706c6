import type { Queryable } from '../db/db.ts';

/** Re-arms failed events of the queue. */
export class EventQueueRetryRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Makes every failed event of `name` due now, as if just queued: no error, no attempts, no
   * back-off, no claim. Setting attempts back to 0 fires the queue's trigger, which announces the
   * name on event_queue_updates, so the consumers claim them at once instead of at their next poll.
   */
  async retryFailed(name: string): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE event_queue
          SET error = NULL, attempts = 0, last_attempt = NULL, delay = NULL, claimed_by = NULL, claimed_until = NULL
        WHERE name = $1 AND error IS NOT NULL
       RETURNING id`,
      [name],
    );
    return rows.length;
  }
}
