import type { Queryable } from '#src/db/db.ts';

export interface StatusFixture {
  at: Date;
  pass: boolean;
  duration: number | null;
}

export interface CheckFixture {
  name: string;
  type?: string;
  namespace?: string;
  labels?: Record<string, string>;
  status?: 'healthy' | 'unhealthy' | null;
  deleted?: boolean;
  lastTransitionTime?: Date;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const ago = (ms: number, now: Date = new Date()) => new Date(now.getTime() - ms);

/** The start of the minute (or any span) containing the instant, counted from the epoch like the graph buckets. */
export const floorTo = (date: Date, spanMs: number) => new Date(Math.floor(date.getTime() / spanMs) * spanMs);

let canaries = 0;

export async function insertCanary(db: Queryable, labels: Record<string, string> | null = null): Promise<string> {
  canaries += 1;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO canaries (name, namespace, labels, spec) VALUES ($1, 'monitoring', $2::jsonb, '{}'::jsonb) RETURNING id`,
    [`canary-${canaries}`, labels === null ? null : JSON.stringify(labels)],
  );
  return rows[0]!.id;
}

export async function insertCheck(db: Queryable, canaryId: string, check: CheckFixture): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO checks (canary_id, type, name, namespace, labels, status, endpoint, deleted_at, last_transition_time)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, CASE WHEN $8::boolean THEN now() END, $9::timestamptz) RETURNING id`,
    [
      canaryId,
      check.type ?? 'http',
      check.name,
      check.namespace ?? 'default',
      check.labels ? JSON.stringify(check.labels) : null,
      check.status ?? null,
      `https://${check.name}.example.test`,
      check.deleted ?? false,
      check.lastTransitionTime ?? null,
    ],
  );
  return rows[0]!.id;
}

export async function insertStatuses(db: Queryable, checkId: string, statuses: readonly StatusFixture[]): Promise<void> {
  if (statuses.length === 0) return;
  await db.query(
    `INSERT INTO check_statuses (check_id, time, duration, status)
     SELECT $1::uuid, r.time, r.duration, r.status
     FROM jsonb_to_recordset($2::jsonb) AS r(time timestamptz, duration integer, status boolean)`,
    [checkId, JSON.stringify(statuses.map((s) => ({ time: s.at.toISOString(), duration: s.duration, status: s.pass })))],
  );
}
