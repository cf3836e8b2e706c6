import { formatLifetime } from './token-expiry.ts';

export interface LifetimeRules {
  /** Administrators may ask for any lifetime (up to 10 years) or none. */
  callerIsAdmin: boolean;
  /** The longest lifetime anyone else gets; null: no limit. */
  maxMs: number | null;
  /** The access token the request itself uses, when it uses one that expires. */
  parent?: { expiresAt: Date; msLeft: number } | undefined;
}

export type LifetimeDecision = { ok: true; ms: number | null } | { ok: false; message: string };

/**
 * The lifetime of a new token: what was asked (ms, null for none, undefined for the default), within
 * the limit for people who are not administrators, and never past the token the request uses. The
 * default is no expiry for an administrator and the limit for anyone else; made with an expiring
 * token, the default ends with that token.
 */
export function decideLifetime(asked: number | null | undefined, askedText: string, rules: LifetimeRules): LifetimeDecision {
  const limit = rules.callerIsAdmin ? null : rules.maxMs;
  const ms = asked === undefined ? limit : asked;
  if (limit !== null) {
    if (ms === null) {
      return { ok: false, message: `only an administrator can create a token that never expires; ask for an expiry of at most ${formatLifetime(limit)}` };
    }
    if (ms > limit) return { ok: false, message: `expiry must be at most ${formatLifetime(limit)} unless an administrator creates the token (got "${askedText}")` };
  }
  const { parent } = rules;
  if (parent && asked !== undefined && (ms === null || ms > parent.msLeft)) {
    return {
      ok: false,
      message: `expiry must not be later than that of the access token this request uses, which expires at ${parent.expiresAt.toISOString()} (got "${askedText}")`,
    };
  }
  return { ok: true, ms };
}
