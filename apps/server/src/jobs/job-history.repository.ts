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

/** Writes `job_history`: one row per run of a scheduled job (or per run it had to skip). */
export class JobHistoryRepository {
  constructor(private readonly db: Queryable) {}

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
