import type { Queryable } from '../db/db.ts';
import type { QueuedEvent } from './event-handler.ts';

interface ClaimedRow {
  id: string;
  name: string;
  event_id: string;
  properties: Record<string, unknown> | null;
  attempts: number;
}

/** Recorded on an event whose claim outlived its lease: the attempt ended without an answer. */
export const LEASE_EXPIRED = 'the consumer handling it stopped before it finished (lease expired)';

export interface ClaimRequest {
  names: readonly string[];
  limit: number;
  /** Names this claim; only its holder completes or fails the events. */
  claimId: string;
  leaseSeconds: number;
  maxAttempts: number;
}

/** Reads and settles the rows of `event_queue` for the consumers. */
export class EventQueueRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Claims due events of the given names: not given up, not under another live claim, and past
   * their delay (counted from the last attempt, or from when they were queued). Rows another
   * consumer is claiming at the same moment are skipped, never waited for. Taking over an expired
   * claim records why its attempt failed.
   */
  async claim(request: ClaimRequest): Promise<QueuedEvent[]> {
    const { rows } = await this.db.query<ClaimedRow>(
      `UPDATE event_queue q
          SET attempts = q.attempts + 1,
              last_attempt = now(),
              claimed_by = $3,
              claimed_until = now() + make_interval(secs => $4),
              error = CASE WHEN q.claimed_until IS NULL THEN q.error ELSE $6 END
        WHERE q.id IN (
          SELECT e.id FROM event_queue e
           WHERE e.name = ANY($1::text[])
             AND e.attempts < $5
             AND (e.claimed_until IS NULL OR e.claimed_until <= now())
             AND coalesce(e.last_attempt, e.created_at) + make_interval(secs => coalesce(e.delay, 0)) <= now()
           ORDER BY e.priority DESC, e.created_at
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
        RETURNING q.id, q.name, q.event_id, q.properties, q.attempts`,
      [request.names, request.limit, request.claimId, request.leaseSeconds, request.maxAttempts, LEASE_EXPIRED],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, eventId: row.event_id, properties: row.properties ?? {}, attempt: row.attempts }));
  }

  /**
   * Settles the claims whose lease expired on the last allowed attempt: their consumer died, and
   * they will not be claimed again, so they are recorded as failed (given up) with that reason.
   */
  async abandonExpired(names: readonly string[], maxAttempts: number): Promise<void> {
    await this.db.query(
      `UPDATE event_queue SET error = $3, claimed_by = NULL, claimed_until = NULL
        WHERE name = ANY($1::text[]) AND attempts >= $2 AND claimed_until <= now()`,
      [names, maxAttempts, LEASE_EXPIRED],
    );
  }

  /**
   * Deletes the events of names no handler takes that were queued more than `olderThanSeconds` ago:
   * nobody will ever handle them, and they would show as pending for good. Answers how many went.
   */
  async discardUnconsumed(names: readonly string[], olderThanSeconds: number): Promise<number> {
    const { rowCount } = await this.db.query(
      `DELETE FROM event_queue
        WHERE NOT (name = ANY($1::text[])) AND claimed_by IS NULL
          AND created_at < now() - $2::double precision * interval '1 second'`,
      [names, olderThanSeconds],
    );
    return rowCount;
  }

  /** The event was handled: it leaves the queue, unless it was re-armed or re-claimed meanwhile. */
  async complete(id: string, claimId: string): Promise<void> {
    await this.db.query('DELETE FROM event_queue WHERE id = $1 AND claimed_by = $2', [id, claimId]);
  }

  /** The attempt failed: the error is kept, and the event is due again after `delaySeconds`. */
  async fail(id: string, claimId: string, error: string, delaySeconds: number): Promise<void> {
    await this.db.query(
      `UPDATE event_queue SET error = $3, delay = $4, claimed_by = NULL, claimed_until = NULL
        WHERE id = $1 AND claimed_by = $2`,
      [id, claimId, error, delaySeconds],
    );
  }

  /** The consumer stops before handling a claimed event: it is due again at once, the attempt not counted. */
  async release(id: string, claimId: string): Promise<void> {
    await this.db.query(
      `UPDATE event_queue SET attempts = greatest(attempts - 1, 0), claimed_by = NULL, claimed_until = NULL
        WHERE id = $1 AND claimed_by = $2`,
      [id, claimId],
    );
  }
}
