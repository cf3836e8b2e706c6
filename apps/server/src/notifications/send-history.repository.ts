import type { Db, Queryable } from '#src/db/db.ts';

export type SendStatus = 'sent' | 'error' | 'silenced' | 'repeat-interval' | 'pending';

/** One outcome of one notification for one event. */
export interface SendOutcome {
  notificationId: string;
  status: SendStatus;
  sourceEvent: string;
  resourceId: string | null;
  personId?: string | null | undefined;
  silencedBy?: string | null | undefined;
  body?: string | null | undefined;
  error?: string | null | undefined;
  durationMillis?: number | null | undefined;
}

/** How long a claim of an event is kept: well past the queue's last retry. */
const CLAIM_DAYS = 7;

/** notification_send_history and the claims that keep a retried event from sending twice (decision 0069). */
export class SendHistoryRepository {
  constructor(private readonly db: Db) {}

  /** True when this notification had not handled this event yet (the claim is now taken). */
  async claim(notificationId: string, eventKey: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'INSERT INTO notification_event_claims (notification_id, event_key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_key',
      [notificationId, eventKey],
    );
    return rows.length === 1;
  }

  async forgetOldClaims(): Promise<void> {
    await this.db.query(`DELETE FROM notification_event_claims WHERE created_at < now() - make_interval(days => $1)`, [CLAIM_DAYS]);
  }

  /** Whether the notification was sent for this event and resource within the last `intervalMs`. */
  async sentWithin(notificationId: string, sourceEvent: string, resourceId: string, intervalMs: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM notification_send_history
       WHERE notification_id = $1 AND source_event = $2 AND resource_id = $3 AND status = 'sent'
         AND created_at > now() - make_interval(secs => $4::double precision / 1000)
       LIMIT 1`,
      [notificationId, sourceEvent, resourceId, intervalMs],
    );
    return rows.length > 0;
  }

  /** A send under way, shown as pending until `settle` replaces it with its outcome. */
  async pending(outcome: Omit<SendOutcome, 'status'>): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO notification_send_history (notification_id, status, source_event, resource_id, person_id, body)
       VALUES ($1, 'pending', $2, $3, $4, $5) RETURNING id`,
      [outcome.notificationId, outcome.sourceEvent, outcome.resourceId, outcome.personId ?? null, outcome.body ?? null],
    );
    return rows[0]!.id;
  }

  /** Records an outcome (folding it into an identical one), replacing the pending row if given. */
  async record(outcome: SendOutcome, pendingId?: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (pendingId) await tx.query('DELETE FROM notification_send_history WHERE id = $1', [pendingId]);
      await fold(tx, outcome);
    });
  }
}

/**
 * Identical outcomes (same notification, event, resource, status, silence and error) are one row
 * whose count grows; created_at is the latest, first_observed the first, body and duration the latest.
 */
async function fold(tx: Queryable, outcome: SendOutcome): Promise<void> {
  const params = [
    outcome.notificationId, outcome.status, outcome.sourceEvent, outcome.resourceId, outcome.personId ?? null,
    outcome.silencedBy ?? null, outcome.error ?? null, outcome.body ?? null, outcome.durationMillis ?? null,
  ];
  const updated = await tx.query(
    `UPDATE notification_send_history SET count = count + 1, created_at = now(), body = coalesce($8, body), duration_millis = coalesce($9, duration_millis)
     WHERE id = (
       SELECT id FROM notification_send_history
       WHERE notification_id = $1 AND status = $2 AND source_event IS NOT DISTINCT FROM $3 AND resource_id IS NOT DISTINCT FROM $4
         AND person_id IS NOT DISTINCT FROM $5 AND silenced_by IS NOT DISTINCT FROM $6 AND error IS NOT DISTINCT FROM $7
       ORDER BY created_at DESC LIMIT 1)
     RETURNING id`,
    params,
  );
  if (updated.rows.length > 0) return;
  await tx.query(
    `INSERT INTO notification_send_history (notification_id, status, source_event, resource_id, person_id, silenced_by, error, body, duration_millis)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    params,
  );
}
