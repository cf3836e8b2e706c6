import type { Db } from '#src/db/db.ts';
import { ClusterWideJob } from '#src/jobs/cluster-wide-job.ts';
import { FlowErrorRepository } from './flow-error.repository.ts';
import { FlowRepository } from './flow.repository.ts';
import { LoginThrottle } from './login-throttle.service.ts';
import { RequestLimiter } from './request-limiter.service.ts';
import { SessionRepository } from './session.repository.ts';

const EVERY_MS = 10 * 60_000;
/** The turn the replicas share (scheduler.cluster_jobs). */
export const IDENTITY_HOUSEKEEPING_TURN = 'IdentityHousekeeping';
/** Long enough to answer a late step with "expired" rather than "unknown", short enough to keep the table small. */
const EXPIRED_FLOW_GRACE_HOURS = 1;
const FLOW_ERROR_KEEP_HOURS = 24;
const ENDED_SESSION_KEEP_DAYS = 30;
/** Rows removed per statement, and statements per run: a run never holds the database for long. */
const BATCH = 500;
const MAX_BATCHES_PER_RUN = 20;

/** Runs a bounded delete until it comes back short or the run's share of batches is spent. */
async function deleteInBatches(deleteBatch: (batch: number) => Promise<number>): Promise<void> {
  for (let run = 0; run < MAX_BATCHES_PER_RUN; run += 1) {
    if ((await deleteBatch(BATCH)) < BATCH) return;
  }
}

/**
 * Removes what no longer serves anyone: flows and their codes an hour after they expired, flow errors
 * after a day, sessions a month after they ended, sign-in failures and rate-limit counts once they no
 * longer count. Runs at most every ten minutes per cluster, piggy-backing on flow creation; each
 * step deletes in bounded batches (up to 10,000 rows a run).
 */
export class IdentityHousekeeping {
  private lastRun = 0;
  private readonly turn: ClusterWideJob;

  constructor(private readonly db: Db) {
    this.turn = new ClusterWideJob(db, IDENTITY_HOUSEKEEPING_TURN, EVERY_MS);
  }

  /** Runs when ten minutes have passed on this replica and it takes the cluster's turn. */
  async runNowAndThen(now = Date.now()): Promise<void> {
    if (now - this.lastRun < EVERY_MS) return;
    this.lastRun = now;
    await this.turn.runIfDue(() => this.run());
  }

  /** Removes it all now, whether or not another replica did lately. */
  async run(): Promise<void> {
    const flows = new FlowRepository(this.db);
    await deleteInBatches((batch) => flows.deleteExpired(EXPIRED_FLOW_GRACE_HOURS, batch));
    await new FlowErrorRepository(this.db).deleteOlderThan(FLOW_ERROR_KEEP_HOURS);
    await new SessionRepository(this.db).deleteEndedBefore(ENDED_SESSION_KEEP_DAYS);
    await new LoginThrottle(this.db).forgetOld();
    const limiter = new RequestLimiter(this.db);
    await deleteInBatches((batch) => limiter.forgetOld(batch));
  }
}
