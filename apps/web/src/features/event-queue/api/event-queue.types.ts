/** A row of `event_queue_summary` (spec 001 §3): one per event name; failure times are ISO text. */
export interface EventQueueSummaryRow {
  name: string;
  pending: number;
  failed: number;
  /** numeric on the server, so it may arrive as text. */
  average_attempts: number | string | null;
  first_failure: string | null;
  last_failure: string | null;
  most_common_error: string | null;
}
