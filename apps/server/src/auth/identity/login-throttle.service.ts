import type { Db } from '#src/db/db.ts';
import { LoginAttemptRepository, type AttemptCounts } from './login-attempt.repository.ts';
import { TransactionLockRepository } from './transaction-lock.repository.ts';

/** How far back failed attempts count, and how many are allowed in that window. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  maxPerAccount: 5,
  maxPerAddress: 20,
} as const;

export type ThrottleVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/**
 * Slows down password guessing: after 5 failed attempts on one account, or 20 from one client
 * address, within 15 minutes, further attempts are refused (without checking the password) until the
 * oldest failure leaves the window. Kept in the database so every replica sees the same counts.
 *
 * An attempt is admitted and recorded as a failure in one transaction, under a lock per account and
 * per address, before the password is checked; the right password then forgives it. So parallel
 * guesses cannot all pass the count before any of them is recorded.
 */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  /** Refuses the attempt when a limit is reached; otherwise counts it as a failure until recordSuccess. */
  admitAttempt(identifier: string, clientAddress: string, now = new Date()): Promise<ThrottleVerdict> {
    return this.db.transaction(async (tx) => {
      // Always the account first, then the address: one order, so two attempts never wait on each other in a circle.
      await new TransactionLockRepository(tx).lock(`login-account:${identifier}`, `login-address:${clientAddress}`);
      const attempts = new LoginAttemptRepository(tx);
      const verdict = LoginThrottle.verdict(await attempts.countSince(identifier, clientAddress, new Date(now.getTime() - LOGIN_THROTTLE.windowMs)), now);
      if (!verdict.blocked) await attempts.recordFailure(identifier, clientAddress);
      return verdict;
    });
  }

  /** The right secret: the account's failures, the admitted attempt included, are forgiven. */
  recordSuccess(identifier: string): Promise<void> {
    return new LoginAttemptRepository(this.db).clearIdentifier(identifier);
  }

  /** Drops attempts too old to count any more. */
  forgetOld(now = new Date()): Promise<void> {
    return new LoginAttemptRepository(this.db).deleteOlderThan(new Date(now.getTime() - LOGIN_THROTTLE.windowMs));
  }

  private static verdict(counts: AttemptCounts, now: Date): ThrottleVerdict {
    const waits: number[] = [];
    if (counts.forIdentifier >= LOGIN_THROTTLE.maxPerAccount && counts.oldestForIdentifier) {
      waits.push(counts.oldestForIdentifier.getTime() + LOGIN_THROTTLE.windowMs - now.getTime());
    }
    if (counts.forAddress >= LOGIN_THROTTLE.maxPerAddress && counts.oldestForAddress) {
      waits.push(counts.oldestForAddress.getTime() + LOGIN_THROTTLE.windowMs - now.getTime());
    }
    if (waits.length === 0) return { blocked: false };
    return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
  }
}
