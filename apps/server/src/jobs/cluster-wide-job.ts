import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Queryable } from '../db/db.ts';
import { ClusterJobRepository } from './cluster-job.repository.ts';

/** Names this process on the turns it takes; unique among the replicas sharing a database. */
export function clusterJobHolder(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * A maintenance job that acts on the whole database, so it runs once per cluster rather than once per
 * replica: every replica may ask, and the one that takes the job's turn when it is due runs it.
 */
export class ClusterWideJob {
  constructor(
    private readonly db: Queryable,
    readonly name: string,
    readonly everyMs: number,
    private readonly holder: string = clusterJobHolder(),
  ) {}

  /** Takes the turn if it is due; the caller runs the job only when this answers true. */
  takeTurn(): Promise<boolean> {
    return new ClusterJobRepository(this.db).takeTurn(this.name, this.everyMs, this.holder);
  }

  /** Runs `work` when this replica takes the turn, then gives the lease back; answers whether it ran. */
  async runIfDue(work: () => Promise<void>): Promise<boolean> {
    if (!(await this.takeTurn())) return false;
    try {
      await work();
    } finally {
      await new ClusterJobRepository(this.db).release(this.name, this.holder);
    }
    return true;
  }
}
