import { hostname } from 'node:os';
import type { Db } from '#src/db/db.ts';
import type { ResourceSchedulerLogger } from '#src/jobs/resource-scheduler.service.ts';
import type { RunningScheduler } from '#src/jobs/running-scheduler.ts';
import { startResourceScheduler } from '#src/jobs/start-resource-scheduler.ts';
import { parseTopologySpec } from './spec/parse-topology-spec.ts';
import { topologyScheduledKind } from './topology-scheduled-kind.ts';
import { TopologyRunService } from './topology-run.service.ts';

/** How often the scheduler looks for due topologies; a changed topology is picked up within this. */
export const TOPOLOGY_SCHEDULER_INTERVAL_MS = 5000;

export interface TopologySchedulerOptions {
  intervalMs?: number | undefined;
  leaseMs?: number | undefined;
  /** PostgreSQL: the database's address, to be woken as soon as a topology changes. */
  listenUrl?: string | undefined;
}

/** Starts building due topologies on this server; call `stop()` before closing the database. */
export function startTopologyScheduler(db: Db, logger: ResourceSchedulerLogger, options: TopologySchedulerOptions = {}): RunningScheduler {
  return startResourceScheduler(db, {
    kind: topologyScheduledKind(new TopologyRunService(db, hostname()), parseTopologySpec),
    logger,
    intervalMs: options.intervalMs ?? TOPOLOGY_SCHEDULER_INTERVAL_MS,
    leaseMs: options.leaseMs,
    // A build writes many rows in one transaction: a few at a time is enough.
    maxConcurrentRuns: 4,
    listenUrl: options.listenUrl,
    words: { scheduler: 'topology', singular: 'topology', plural: 'topologies' },
  });
}
