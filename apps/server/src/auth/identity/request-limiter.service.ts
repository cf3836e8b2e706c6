import type { Db } from '#src/db/db.ts';
import type { ThrottleVerdict } from './login-throttle.service.ts';
import { RateLimitRepository } from './rate-limit.repository.ts';
import { TransactionLockRepository } from './transaction-lock.repository.ts';

export interface LimitRule {
  /** Requests allowed per key within the window. */
  limit: number;
  windowMs: number;
}

/** Flows started from one client address: a person needs a handful, a script would fill the table. */
export const FLOW_CREATION_LIMIT: LimitRule = { limit: 60, windowMs: 60_000 };
/** Recovery (or verification) codes asked for one email address: a few resends, then a pause. */
export const CODE_MAIL_LIMIT: LimitRule = { limit: 3, windowMs: 15 * 60_000 };

/** Hits older than every window are of no use any more. */
const KEEP_HITS_MS = Math.max(FLOW_CREATION_LIMIT.windowMs, CODE_MAIL_LIMIT.windowMs);

export type LimitBucket = 'flow-creation' | 'recovery-code' | 'verification-code';

/**
 * Per-key request limits kept in the database, so they hold across replicas. Counting and
 * recording a request happen under one lock per key, so parallel requests cannot all slip under
 * the limit.
 */
export class RequestLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one request for the key when the rule still allows one; a refused request counts nothing. */
  take(bucket: LimitBucket, key: string, rule: LimitRule): Promise<ThrottleVerdict> {
    return this.db.transaction(async (tx) => {
      await new TransactionLockRepository(tx).lock(`identity-limit:${bucket}:${key}`);
      const hits = new RateLimitRepository(tx);
      const { count, msUntilOldestLeaves } = await hits.countWithin(bucket, key, rule.windowMs);
      if (count >= rule.limit) return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil(msUntilOldestLeaves / 1000)) };
      await hits.insert(bucket, key);
      return { blocked: false };
    });
  }

  /** Drops hits no window counts any more, `batch` at a time; answers how many went. */
  forgetOld(batch: number): Promise<number> {
    return new RateLimitRepository(this.db).deleteOlderThan(KEEP_HITS_MS, batch);
  }
}
