import { LOCAL_AGENT_ID, type JobStatus } from '@vigil/domain';
import type { Queryable } from '../db/db.ts';

export interface JobRecord {
  name: string;
  resourceType: string;
  resourceId: string;
  status: JobStatus;
  successCount: number;
  errorCount: number;
  details: Record<string, unknown> | null;
  hostname: string;
  timeStart: Date;
  timeEnd: Date;
  agentId?: string | undefined;
}

/** A scheduled run that has started: its job_history row says RUNNING until the run ends. */
export interface StartedJob {
  name: string;
  resourceType: string;
  resourceId: string;
  hostname: string;
  timeStart: Date;
  agentId?: string | undefined;
}

/** Writes `job_history`: one row per run of a scheduled job (or per run it had to skip). */
export class JobHistoryRepository {
  constructor(private readonly db: Queryable) {}

  /** The RUNNING row of a run under way; answers its id. */
  async start(job: StartedJob): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO job_history (name, resource_type, resource_id, status, hostname, time_start, agent_id)
       VALUES ($1, $2, $3, 'RUNNING', $4, $5, $6::uuid)
       RETURNING id`,
      [job.name, job.resourceType, job.resourceId, job.hostname, job.timeStart, job.agentId ?? LOCAL_AGENT_ID],
    );
    return rows[0]!.id;
  }

  /** Closes a run's RUNNING row as STALE, with the reason; answers false when it was no longer RUNNING. */
  async closeStale(id: string, reason: string): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE job_history
       SET status = 'STALE', time_end = now(), details = jsonb_build_object('errors', jsonb_build_array($2::text)),
           duration_millis = greatest(0, round(extract(epoch FROM now() - time_start) * 1000))::int
       WHERE id = $1 AND status = 'RUNNING'
       RETURNING id`,
      [id, reason],
    );
    return rows.length > 0;
  }

  /** Drops a run's RUNNING row once the run wrote its own outcome (or, interrupted, stored nothing). */
  async discardRunning(id: string): Promise<void> {
    await this.db.query("DELETE FROM job_history WHERE id = $1 AND status = 'RUNNING'", [id]);
  }

  async insert(job: JobRecord): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO job_history (name, resource_type, resource_id, status, success_count, error_count, details,
                                hostname, duration_millis, time_start, time_end, agent_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12::uuid)
       RETURNING id`,
      [
        job.name,
        job.resourceType,
        job.resourceId,
        job.status,
        job.successCount,
        job.errorCount,
        job.details === null ? null : JSON.stringify(job.details),
        job.hostname,
        Math.max(0, job.timeEnd.getTime() - job.timeStart.getTime()),
        job.timeStart,
        job.timeEnd,
        job.agentId ?? LOCAL_AGENT_ID,
      ],
    );
    return rows[0]!.id;
  }
}
