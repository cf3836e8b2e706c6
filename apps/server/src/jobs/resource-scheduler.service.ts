import type { Db } from '../db/db.ts';
import { JobHistoryRepository } from './job-history.repository.ts';
import { JobScheduleRepository, type ScheduledResourceType } from './job-schedule.repository.ts';

/** Runs mostly wait on the network (checks, scrapes), so many may go on side by side. */
const DEFAULT_MAX_CONCURRENT_RUNS = 50;

export interface ResourceSchedulerLogger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** A scheduled resource: its id and the agent whose it is. */
export interface SchedulableResource {
  id: string;
  agentId: string;
}

/** What the scheduler needs to know of one kind of resource. */
export interface ScheduledKind<Resource extends SchedulableResource> {
  type: ScheduledResourceType;
  /** The job_history name of its runs (and of the runs it skips). */
  jobName: string;
  /** Why a skipped run was skipped, as its job_history row says. */
  skipReason: string;
  /** The resource as `to_jsonb` of its row gives it. */
  recordOf(row: unknown): Resource;
  /** When the run after one starting at `now` is due. */
  nextRunAfter(resource: Resource, now: Date): Date;
  /** Runs it; answers true when the run was interrupted (stored nothing) and should be run again at once. */
  run(resource: Resource, options: { nextRunAt: Date; signal: AbortSignal }): Promise<boolean>;
}

/**
 * How long a claimed run is its worker's without news from it. The worker renews the lease while
 * the run goes on (every third of it), so a run may take longer; a worker that died loses its runs
 * to the others within this time.
 */
export const DEFAULT_LEASE_MS = 30_000;

/** The reason on the STALE job_history row of a run whose server died, once another server takes its lease over. */
export const STALE_RUN_REASON = 'the server running it stopped';

interface ClaimedRun<Resource> {
  resource: Resource;
  nextRunAt: Date;
  /** Its RUNNING job_history row. */
  runningJobId: string;
}

export interface ResourceSchedulerOptions<Resource extends SchedulableResource> {
  db: Db;
  kind: ScheduledKind<Resource>;
  logger: ResourceSchedulerLogger;
  /** Names this worker on its leases (unique per scheduler). */
  holder: string;
  /** Written on job_history rows of skipped runs. */
  hostname: string;
  /** How long a claimed run is this worker's without news from it; DEFAULT_LEASE_MS when absent. */
  leaseMs?: number | undefined;
  maxConcurrentRuns?: number | undefined;
}

/**
 * Runs resources of one kind when they are due, on any number of servers sharing one database. Each
 * pass claims due rows of `scheduler.job_schedules` in a short transaction (FOR UPDATE SKIP LOCKED,
 * next run moved forward, lease taken, a RUNNING job_history row written) and runs them outside it,
 * renewing the lease while they go on. A resource found due while its previous run still holds the
 * lease is not run twice: the run is skipped, counted on its schedule row and written to job_history
 * as SKIPPED. A run whose server died leaves its lease to expire: the server that takes it over
 * closes that run's RUNNING row as STALE.
 */
export class ResourceSchedulerService<Resource extends SchedulableResource> {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  private readonly runEndedListeners: (() => void)[] = [];

  private readonly options: ResourceSchedulerOptions<Resource> & { leaseMs: number };

  constructor(options: ResourceSchedulerOptions<Resource>) {
    this.options = { ...options, leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS };
  }

  /**
   * One pass: schedules new resources and forgets deleted ones (unless `sync` is false: a pass run
   * only because a run ended has nothing new to schedule), and starts the due runs. Answers how many
   * started.
   */
  async tick(options: { sync?: boolean } = {}): Promise<number> {
    if (this.stopping.signal.aborted) return 0;
    const room = (this.options.maxConcurrentRuns ?? DEFAULT_MAX_CONCURRENT_RUNS) - this.inFlight.size;
    if (options.sync ?? true) await new JobScheduleRepository(this.options.db).sync(this.options.kind.type);
    if (room <= 0) return 0;
    const claimed = await this.claim(room);
    for (const run of claimed) this.launch(run);
    return claimed.length;
  }

  /** Calls `listener` whenever a run has ended and made room for another. */
  onRunEnded(listener: () => void): void {
    this.runEndedListeners.push(listener);
  }

  /** Resolves when every run started so far has ended. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Stops claiming and aborts the runs under way: they store nothing and are due again at once. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.idle();
  }

  private async claim(limit: number): Promise<ClaimedRun<Resource>[]> {
    const { holder, hostname, kind, leaseMs } = this.options;
    return this.options.db.transaction(async (tx) => {
      const schedules = new JobScheduleRepository(tx);
      const history = new JobHistoryRepository(tx);
      const due = await schedules.lockDue<unknown>(kind.type, limit);
      const claimed: ClaimedRun<Resource>[] = [];
      for (const row of due) {
        const resource = kind.recordOf(row.resource);
        const nextRunAt = kind.nextRunAfter(resource, row.now);
        if (row.leaseHeld) {
          await schedules.skip(kind.type, resource.id, nextRunAt);
          await history.insert({
            name: kind.jobName,
            resourceType: kind.type,
            resourceId: resource.id,
            status: 'SKIPPED',
            successCount: 0,
            errorCount: 0,
            details: { reason: kind.skipReason },
            hostname,
            timeStart: row.now,
            timeEnd: row.now,
            agentId: resource.agentId,
          });
          continue;
        }
        // The previous run never ended cleanly (its server died): its row says so rather than RUNNING forever.
        if (row.runningJobId) await history.closeStale(row.runningJobId, STALE_RUN_REASON);
        const runningJobId = await history.start({
          name: kind.jobName, resourceType: kind.type, resourceId: resource.id, hostname, timeStart: row.now, agentId: resource.agentId,
        });
        const leaseUntil = new Date(row.now.getTime() + leaseMs);
        await schedules.lease(kind.type, resource.id, { nextRunAt, leaseUntil, holder, resourceUpdatedAt: row.resourceUpdatedAt, runningJobId });
        claimed.push({ resource, nextRunAt, runningJobId });
      }
      return claimed;
    });
  }

  /** Keeps the lease of a run under way, so only a worker that stopped answering loses it. */
  private keepLease(resourceId: string): () => void {
    const { db, logger, holder, kind, leaseMs } = this.options;
    const timer = setInterval(() => {
      new JobScheduleRepository(db)
        .renew(kind.type, resourceId, holder, leaseMs)
        .catch((error: unknown) => logger.warn({ err: error, resourceType: kind.type, resourceId }, 'could not renew the lease of a run'));
    }, Math.max(1, Math.floor(leaseMs / 3)));
    timer.unref();
    return () => clearInterval(timer);
  }

  private launch({ resource, nextRunAt, runningJobId }: ClaimedRun<Resource>): void {
    const { db, logger, holder, kind } = this.options;
    const stopRenewing = this.keepLease(resource.id);
    const run = kind
      .run(resource, { nextRunAt, signal: this.stopping.signal })
      .catch((error: unknown) => {
        logger.error({ err: error, resourceType: kind.type, resourceId: resource.id }, 'a scheduled run failed');
        return false;
      })
      .then((interrupted) => {
        stopRenewing();
        return db.transaction(async (tx) => {
          // The run wrote its own outcome (an interrupted one stores nothing): its RUNNING row goes.
          await new JobHistoryRepository(tx).discardRunning(runningJobId);
          // An interrupted run is due again at once, for whichever server runs next.
          await new JobScheduleRepository(tx).release(kind.type, resource.id, holder, { dueNow: interrupted });
        });
      })
      .catch((error: unknown) => logger.warn({ err: error, resourceType: kind.type, resourceId: resource.id }, 'could not release the lease of a run'))
      .finally(() => {
        this.inFlight.delete(run);
        for (const listener of this.runEndedListeners) listener();
      });
    this.inFlight.add(run);
  }
}
