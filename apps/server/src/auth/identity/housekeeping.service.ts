import type { Db } from '../../db/db.ts';
import { FlowErrorRepository } from './flow-error.repository.ts';
import { FlowRepository } from './flow.repository.ts';
import { LoginThrottle } from './login-throttle.service.ts';
import { SessionRepository } from './session.repository.ts';

const EVERY_MS = 10 * 60_000;
const EXPIRED_FLOW_GRACE_HOURS = 24;
const FLOW_ERROR_KEEP_HOURS = 24;
const ENDED_SESSION_KEEP_DAYS = 30;

/**
 * Removes what no longer serves anyone: flows and their codes a day after they expired, flow errors
 * after a day, sessions a month after they ended, sign-in failures once they no longer count.
 * Runs at most every ten minutes per replica, piggy-backing on flow creation; each step is bounded.
 */
export class IdentityHousekeeping {
  private lastRun = 0;

  constructor(private readonly db: Db) {}

  async runNowAndThen(now = Date.now()): Promise<void> {
    if (now - this.lastRun < EVERY_MS) return;
    this.lastRun = now;
    await new FlowRepository(this.db).deleteExpired(EXPIRED_FLOW_GRACE_HOURS);
    await new FlowErrorRepository(this.db).deleteOlderThan(FLOW_ERROR_KEEP_HOURS);
    await new SessionRepository(this.db).deleteEndedBefore(ENDED_SESSION_KEEP_DAYS);
    await new LoginThrottle(this.db).forgetOld();
  }
}
