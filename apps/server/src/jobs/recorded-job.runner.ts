import { hostname } from 'node:os';
import type { JobStatus } from '@vigil/domain';
import type { Queryable } from '../db/db.ts';
import { JobHistoryRepository } from './job-history.repository.ts';

/** The outcome of one recorded run, as written to job_history. */
export interface RecordedJobResult<Job extends string> {
  job: Job;
  status: Extract<JobStatus, 'SUCCESS' | 'FAILED'>;
  successCount: number;
  errorCount: number;
  details: Record<string, unknown>;
}

/** What the work of a job reports when it succeeds. */
export interface JobWorkOutcome {
  count: number;
  details: Record<string, unknown>;
}

/** The job_history resource a run acts on. */
export interface JobResource {
  type: string;
  id: string;
}

/**
 * Runs a housekeeping job and writes one job_history row with its explicit outcome. A failure is
 * recorded and answered as FAILED rather than thrown, so one broken job never stops the others.
 */
export class RecordedJobRunner {
  private readonly history: JobHistoryRepository;

  constructor(
    db: Queryable,
    private readonly host: string = hostname(),
  ) {
    this.history = new JobHistoryRepository(db);
  }

  async run<Job extends string>(job: Job, resource: JobResource, work: () => Promise<JobWorkOutcome>): Promise<RecordedJobResult<Job>> {
    const timeStart = new Date();
    let result: RecordedJobResult<Job>;
    try {
      const { count, details } = await work();
      result = { job, status: 'SUCCESS', successCount: count, errorCount: 0, details };
    } catch (error) {
      result = { job, status: 'FAILED', successCount: 0, errorCount: 1, details: { errors: [error instanceof Error ? error.message : String(error)] } };
    }
    await this.history.insert({
      name: job,
      resourceType: resource.type,
      resourceId: resource.id,
      status: result.status,
      successCount: result.successCount,
      errorCount: result.errorCount,
      details: result.details,
      hostname: this.host,
      timeStart,
      timeEnd: new Date(),
    });
    return result;
  }
}
