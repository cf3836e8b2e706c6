import type { Db } from '../db/db.ts';
import { ResourceSchedulerService, type ResourceSchedulerLogger } from '../jobs/resource-scheduler.service.ts';
import { canarySchedule, DEFAULT_INTERVAL_SECONDS, nextRun } from '../jobs/schedule.ts';
import { canaryRecordOf, type CanaryRecord, type CanaryRow } from './canary.repository.ts';
import { CANARY_RUN_JOB, type CanaryRunService } from './canary-run.service.ts';
import type { CanarySpec } from './spec/canary-spec.types.ts';

export type SchedulerLogger = ResourceSchedulerLogger;

export interface CanarySchedulerOptions {
  db: Db;
  runs: CanaryRunService;
  parseSpec(raw: unknown): CanarySpec;
  logger: SchedulerLogger;
  /** Names this worker on its leases (unique per scheduler) and job_history rows. */
  holder: string;
  hostname: string;
  leaseMs?: number | undefined;
  maxConcurrentRuns?: number | undefined;
}

/**
 * The next run by the spec's schedule. A spec that cannot be read is tried again at the default
 * interval.
 */
function nextCanaryRun(canary: CanaryRecord, now: Date, parseSpec: (raw: unknown) => CanarySpec): Date {
  try {
    const spec = parseSpec(canary.spec);
    return nextRun(canarySchedule({ schedule: spec.schedule ?? canary.schedule ?? undefined, interval: spec.interval }), now);
  } catch {
    return new Date(now.getTime() + DEFAULT_INTERVAL_SECONDS * 1000);
  }
}

/**
 * Runs canaries when they are due, on any number of servers sharing one database, with the
 * scheduler every scheduled resource shares: due canaries are claimed in a short transaction
 * (FOR UPDATE SKIP LOCKED, next run moved forward, lease taken) and run outside it. A canary found
 * due while its previous run still holds the lease is not run twice: the run is skipped, counted on
 * its schedule row and written to job_history as SKIPPED.
 */
export class CanarySchedulerService {
  private readonly scheduler: ResourceSchedulerService<CanaryRecord>;

  constructor(options: CanarySchedulerOptions) {
    const { runs, parseSpec } = options;
    this.scheduler = new ResourceSchedulerService<CanaryRecord>({
      db: options.db,
      logger: options.logger,
      holder: options.holder,
      hostname: options.hostname,
      leaseMs: options.leaseMs,
      maxConcurrentRuns: options.maxConcurrentRuns,
      kind: {
        type: 'canary',
        jobName: CANARY_RUN_JOB,
        skipReason: 'the previous run of this canary had not finished',
        recordOf: (row) => canaryRecordOf(row as CanaryRow),
        nextRunAfter: (canary, now) => nextCanaryRun(canary, now, parseSpec),
        run: async (canary, { nextRunAt, signal }) => (await runs.run(canary, { nextRunAt, signal })).status === 'STALE',
      },
    });
  }

  /** One pass: schedules new canaries, forgets deleted ones, and starts the due runs. Answers how many started. */
  tick(options: { sync?: boolean } = {}): Promise<number> {
    return this.scheduler.tick(options);
  }

  /** Resolves when every run started so far has ended. */
  onRunEnded(listener: () => void): void {
    this.scheduler.onRunEnded(listener);
  }

  idle(): Promise<void> {
    return this.scheduler.idle();
  }

  /** Stops claiming and aborts the runs under way: they store no results and their canaries are due again at once. */
  stop(): Promise<void> {
    return this.scheduler.stop();
  }
}
