import type { Db } from '../db/db.ts';
import { ResourceSchedulerService, type ResourceSchedulerLogger } from '../jobs/resource-scheduler.service.ts';
import type { CanaryRecord } from './canary.repository.ts';
import type { CanaryRunService } from './canary-run.service.ts';
import { canaryScheduledKind } from './canary-scheduled-kind.ts';
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
      kind: canaryScheduledKind(runs, parseSpec),
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
