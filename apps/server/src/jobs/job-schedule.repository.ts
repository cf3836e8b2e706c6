import { LOCAL_AGENT_ID } from '@vigil/domain';
import type { Queryable } from '../db/db.ts';

/** Resource types the scheduler knows, and the table each one's rows live in. */
const RESOURCE_TABLES = {
  canary: 'canaries',
  config_scraper: 'config_scrapers',
  topology: 'topologies',
} as const;

/**
 * Rows of a table that are never scheduled although live and local: the seeded System scraper and
 * the scrapers agents push under hold no spec to run.
 */
const NEVER_SCHEDULED: Record<keyof typeof RESOURCE_TABLES, string> = {
  canary: '',
  config_scraper: " AND r.source IS DISTINCT FROM 'System' AND r.source IS DISTINCT FROM 'Push'",
  topology: '',
};

export type ScheduledResourceType = keyof typeof RESOURCE_TABLES;

/** A due schedule row, locked by the claiming transaction, with the resource it is for. */
export interface DueSchedule<Resource> {
  resourceId: string;
  /** The previous run still holds its lease: this due run overlaps it. */
  leaseHeld: boolean;
  /** The resource changed since its next run was computed. */
  changed: boolean;
  /** The resource's `updated_at`, as exact text (a Date would lose the microseconds), to hand back to `lease`. */
  resourceUpdatedAt: string | null;
  /** The database's clock, which every lease and due time is measured against. */
  now: Date;
  /** The RUNNING job_history row of the last run claimed, while it has not ended cleanly. */
  runningJobId: string | null;
  resource: Resource;
}

interface DueRow {
  resource_id: string;
  lease_held: boolean;
  changed: boolean;
  resource_updated_at: string | null;
  now: Date;
  running_job_id: string | null;
  resource: unknown;
}

/** The scheduler's bookkeeping (`scheduler.job_schedules`): next runs, leases and skipped runs. */
export class JobScheduleRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Gives every live local resource a schedule row (due at once) and drops the rows of deleted ones.
   * Resources of remote agents are run by those agents, never here.
   */
  async sync(type: ScheduledResourceType): Promise<void> {
    const table = RESOURCE_TABLES[type];
    await this.db.query(
      `INSERT INTO scheduler.job_schedules (resource_type, resource_id, next_run_at, resource_updated_at)
       SELECT $1, r.id, now(), r.updated_at FROM ${table} r
       WHERE r.deleted_at IS NULL AND r.agent_id = '${LOCAL_AGENT_ID}'${NEVER_SCHEDULED[type]}
         AND NOT EXISTS (SELECT 1 FROM scheduler.job_schedules s WHERE s.resource_type = $1 AND s.resource_id = r.id)
       ON CONFLICT (resource_type, resource_id) DO NOTHING`,
      [type],
    );
    await this.db.query(
      `DELETE FROM scheduler.job_schedules
       WHERE resource_type = $1 AND resource_id IN (
         SELECT s.resource_id FROM scheduler.job_schedules s
         WHERE s.resource_type = $1
           AND NOT EXISTS (SELECT 1 FROM ${table} r WHERE r.id = s.resource_id AND r.deleted_at IS NULL AND r.agent_id = '${LOCAL_AGENT_ID}'${NEVER_SCHEDULED[type]})
         FOR UPDATE SKIP LOCKED)`,
      [type],
    );
  }

  /**
   * Locks up to `limit` rows that need attention, skipping rows another worker holds: due by time,
   * holding a lease that expired (its worker died), or changed since scheduled while no run is under way.
   * Call inside a transaction and settle every row before it commits.
   */
  async lockDue<Resource>(type: ScheduledResourceType, limit: number): Promise<DueSchedule<Resource>[]> {
    const table = RESOURCE_TABLES[type];
    const { rows } = await this.db.query<DueRow>(
      `SELECT s.resource_id,
              coalesce(s.lease_until > now(), false) AS lease_held,
              r.updated_at IS DISTINCT FROM s.resource_updated_at AS changed,
              r.updated_at::text AS resource_updated_at,
              now() AS now,
              s.running_job_id::text AS running_job_id,
              to_jsonb(r) AS resource
       FROM scheduler.job_schedules s
       JOIN ${table} r ON r.id = s.resource_id AND r.deleted_at IS NULL AND r.agent_id = '${LOCAL_AGENT_ID}'${NEVER_SCHEDULED[type]}
       WHERE s.resource_type = $1
         AND (s.next_run_at <= now()
              OR s.lease_until <= now()
              OR (r.updated_at IS DISTINCT FROM s.resource_updated_at AND (s.lease_until IS NULL OR s.lease_until <= now())))
       ORDER BY s.next_run_at
       LIMIT $2
       FOR UPDATE OF s SKIP LOCKED`,
      [type, limit],
    );
    return rows.map((row) => ({
      resourceId: row.resource_id,
      leaseHeld: row.lease_held,
      changed: row.changed,
      resourceUpdatedAt: row.resource_updated_at,
      now: row.now,
      runningJobId: row.running_job_id,
      resource: row.resource as Resource,
    }));
  }

  /** The claimed run goes ahead: the next one is scheduled and the lease taken, with the run's RUNNING row. */
  async lease(
    type: ScheduledResourceType,
    resourceId: string,
    claim: { nextRunAt: Date; leaseUntil: Date; holder: string; resourceUpdatedAt: string | null; runningJobId: string },
  ): Promise<void> {
    await this.db.query(
      `UPDATE scheduler.job_schedules
       SET next_run_at = $3, lease_until = $4, leased_by = $5, resource_updated_at = $6::timestamptz, running_job_id = $7::uuid
       WHERE resource_type = $1 AND resource_id = $2`,
      [type, resourceId, claim.nextRunAt, claim.leaseUntil, claim.holder, claim.resourceUpdatedAt, claim.runningJobId],
    );
  }

  /** The run goes on: its holder keeps the lease for `leaseMs` more, by the database's clock. */
  async renew(type: ScheduledResourceType, resourceId: string, holder: string, leaseMs: number): Promise<void> {
    await this.db.query(
      `UPDATE scheduler.job_schedules
       SET lease_until = now() + $4::double precision * interval '1 millisecond'
       WHERE resource_type = $1 AND resource_id = $2 AND leased_by = $3`,
      [type, resourceId, holder, leaseMs],
    );
  }

  /** The due run is not taken (the previous one still runs): counted, and the next one scheduled. */
  async skip(type: ScheduledResourceType, resourceId: string, nextRunAt: Date): Promise<void> {
    await this.db.query(
      `UPDATE scheduler.job_schedules
       SET next_run_at = $3, skipped_runs = skipped_runs + 1
       WHERE resource_type = $1 AND resource_id = $2`,
      [type, resourceId, nextRunAt],
    );
  }

  /**
   * The run ended: its lease is given back, unless another worker has taken it since (expiry).
   * `dueNow`: the run was interrupted and should be run again at once.
   */
  async release(type: ScheduledResourceType, resourceId: string, holder: string, options: { dueNow?: boolean } = {}): Promise<void> {
    await this.db.query(
      `UPDATE scheduler.job_schedules
       SET lease_until = NULL, leased_by = NULL, running_job_id = NULL,
           last_run_at = CASE WHEN $4::boolean THEN last_run_at ELSE now() END,
           next_run_at = CASE WHEN $4::boolean THEN now() ELSE next_run_at END
       WHERE resource_type = $1 AND resource_id = $2 AND leased_by = $3`,
      [type, resourceId, holder, options.dueNow ?? false],
    );
  }
}
