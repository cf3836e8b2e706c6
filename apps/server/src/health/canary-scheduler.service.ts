import type { Db } from '../db/db.ts';
import { JobHistoryRepository } from '../jobs/job-history.repository.ts';
import { JobScheduleRepository } from '../jobs/job-schedule.repository.ts';
import { canarySchedule, DEFAULT_INTERVAL_SECONDS, nextRun } from '../jobs/schedule.ts';
import { canaryRecordOf, type CanaryRecord, type CanaryRow } from './canary.repository.ts';
import { CANARY_RUN_JOB, type CanaryRunService } from './canary-run.service.ts';
import type { CanarySpec } from './spec/canary-spec.types.ts';

/**
 * How long a claimed run is its worker's without news from it. The worker renews the lease while
 * the run goes on (every third of it), so a run may take longer; a worker that died loses its runs
 * to the others within this time.
 */
export const DEFAULT_LEASE_MS = 30_000;
const DEFAULT_MAX_CONCURRENT_RUNS = 10;

export interface SchedulerLogger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

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

interface ClaimedRun {
  canary: CanaryRecord;
  nextRunAt: Date;
}

/**
 * Runs canaries when they are due, on any number of servers sharing one database. Each pass claims
 * due canaries in a short transaction (FOR UPDATE SKIP LOCKED, next run moved forward, lease taken)
 * and runs them outside it. A canary found due while its previous run still holds the lease is not
 * run twice: the run is skipped, counted on its schedule row and written to job_history as SKIPPED.
 */
export class CanarySchedulerService {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(private readonly options: CanarySchedulerOptions) {}

  /** One pass: schedules new canaries, forgets deleted ones, and starts the due runs. Answers how many started. */
  async tick(): Promise<number> {
    if (this.stopping.signal.aborted) return 0;
    const room = (this.options.maxConcurrentRuns ?? DEFAULT_MAX_CONCURRENT_RUNS) - this.inFlight.size;
    await new JobScheduleRepository(this.options.db).sync('canary');
    if (room <= 0) return 0;
    const claimed = await this.claim(room);
    for (const run of claimed) this.launch(run);
    return claimed.length;
  }

  /** Resolves when every run started so far has ended. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Stops claiming and aborts the runs under way: they store no results and their canaries are due again at once. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.idle();
  }

  private async claim(limit: number): Promise<ClaimedRun[]> {
    const { holder, hostname } = this.options;
    return this.options.db.transaction(async (tx) => {
      const schedules = new JobScheduleRepository(tx);
      const due = await schedules.lockDue<CanaryRow>('canary', limit);
      const claimed: ClaimedRun[] = [];
      for (const row of due) {
        const canary = canaryRecordOf(row.resource);
        const { nextRunAt, leaseMs } = this.planOf(canary, row.now);
        if (row.leaseHeld) {
          await schedules.skip('canary', canary.id, nextRunAt);
          await new JobHistoryRepository(tx).insert({
            name: CANARY_RUN_JOB,
            resourceType: 'canary',
            resourceId: canary.id,
            status: 'SKIPPED',
            successCount: 0,
            errorCount: 0,
            details: { reason: 'the previous run of this canary had not finished' },
            hostname,
            timeStart: row.now,
            timeEnd: row.now,
            agentId: canary.agentId,
          });
          continue;
        }
        const leaseUntil = new Date(row.now.getTime() + leaseMs);
        await schedules.lease('canary', canary.id, { nextRunAt, leaseUntil, holder, resourceUpdatedAt: row.resourceUpdatedAt });
        claimed.push({ canary, nextRunAt });
      }
      return claimed;
    });
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /**
   * The next run by the spec's schedule, and the lease. A spec that cannot be read is tried again
   * at the default interval.
   */
  private planOf(canary: CanaryRecord, now: Date): { nextRunAt: Date; leaseMs: number } {
    try {
      const spec = this.options.parseSpec(canary.spec);
      return {
        nextRunAt: nextRun(canarySchedule({ schedule: spec.schedule ?? canary.schedule ?? undefined, interval: spec.interval }), now),
        leaseMs: this.leaseMs,
      };
    } catch {
      return { nextRunAt: new Date(now.getTime() + DEFAULT_INTERVAL_SECONDS * 1000), leaseMs: this.leaseMs };
    }
  }

  /** Keeps the lease of a run under way, so only a worker that stopped answering loses it. */
  private keepLease(canaryId: string): () => void {
    const { db, logger, holder } = this.options;
    const timer = setInterval(() => {
      new JobScheduleRepository(db)
        .renew('canary', canaryId, holder, this.leaseMs)
        .catch((error: unknown) => logger.warn({ err: error, canaryId }, 'could not renew the lease of a canary run'));
    }, Math.max(1, Math.floor(this.leaseMs / 3)));
    timer.unref();
    return () => clearInterval(timer);
  }

  private launch({ canary, nextRunAt }: ClaimedRun): void {
    const { db, runs, logger, holder } = this.options;
    const stopRenewing = this.keepLease(canary.id);
    const run = runs
      .run(canary, { nextRunAt, signal: this.stopping.signal })
      .then(
        (outcome) => outcome.status === 'STALE',
        (error: unknown) => {
          logger.error({ err: error, canaryId: canary.id }, 'canary run failed');
          return false;
        },
      )
      // An interrupted run is due again at once, for whichever server runs next.
      .then((interrupted) => {
        stopRenewing();
        return interrupted;
      })
      .then((interrupted) => new JobScheduleRepository(db).release('canary', canary.id, holder, { dueNow: interrupted }))
      .catch((error: unknown) => logger.warn({ err: error, canaryId: canary.id }, 'could not release the lease of a canary run'))
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }
}
