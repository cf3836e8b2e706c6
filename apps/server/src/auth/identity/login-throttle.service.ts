import type { Queryable } from '../../db/db.ts';
import { LoginAttemptRepository } from './login-attempt.repository.ts';

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
 */
export class LoginThrottle {
  private readonly attempts: LoginAttemptRepository;

  constructor(db: Queryable) {
    this.attempts = new LoginAttemptRepository(db);
  }

  async check(identifier: string, clientAddress: string, now = new Date()): Promise<ThrottleVerdict> {
    const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
    const counts = await this.attempts.countSince(identifier, clientAddress, since);
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

  recordFailure(identifier: string, clientAddress: string): Promise<void> {
    return this.attempts.recordFailure(identifier, clientAddress);
  }

  recordSuccess(identifier: string): Promise<void> {
    return this.attempts.clearIdentifier(identifier);
  }

  /** Drops attempts too old to count any more. */
  forgetOld(now = new Date()): Promise<void> {
    return this.attempts.deleteOlderThan(new Date(now.getTime() - LOGIN_THROTTLE.windowMs));
  }
}
