import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/db.ts';
import { ResourceSchedulerService, type ResourceSchedulerLogger, type SchedulableResource, type ScheduledKind } from './resource-scheduler.service.ts';
import { startRunningScheduler, type RunningScheduler, type RunningSchedulerOptions } from './running-scheduler.ts';

export interface ResourceSchedulerStart<Resource extends SchedulableResource> {
  kind: ScheduledKind<Resource>;
  logger: ResourceSchedulerLogger;
  /** How often due resources are looked for; a changed resource is picked up within this. */
  intervalMs: number;
  leaseMs?: number | undefined;
  /** How many runs of this kind may go on at once on this server. */
  maxConcurrentRuns?: number | undefined;
  /** PostgreSQL: the database's address, to be woken as soon as a resource of this kind changes. */
  listenUrl?: string | undefined;
  words: RunningSchedulerOptions['words'];
}

/**
 * Starts running due resources of one kind on this server: the leases are taken in the name of this
 * process (host, pid and a random part, so two schedulers of one process never share a lease), the
 * scheduler is polled every interval and, on PostgreSQL, woken by changes. Call `stop()` before
 * closing the database.
 */
export function startResourceScheduler<Resource extends SchedulableResource>(db: Db, options: ResourceSchedulerStart<Resource>): RunningScheduler {
  const { kind, logger } = options;
  const host = hostname();
  const scheduler = new ResourceSchedulerService<Resource>({
    db,
    kind,
    logger,
    hostname: host,
    holder: `${host}:${process.pid}:${randomUUID()}`,
    leaseMs: options.leaseMs,
    maxConcurrentRuns: options.maxConcurrentRuns,
  });
  return startRunningScheduler({
    scheduler,
    logger,
    intervalMs: options.intervalMs,
    listenUrl: options.listenUrl,
    resourceType: kind.type,
    words: options.words,
  });
}
