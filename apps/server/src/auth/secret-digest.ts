import { createHash, timingSafeEqual } from 'node:crypto';

const DIGEST_PATTERN = /^[0-9a-f]{64}$/;

const sha256 = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/**
 * SHA-256 digests of the random secrets the server hands out (session tokens, access tokens, CSRF
 * cookies): 32 random bytes cannot be guessed, so a slow password hash adds nothing but CPU on every
 * request. Passwords and short emailed codes, which can be guessed, stay argon2id (SecretHasher).
 */
export const secretDigest = {
  /** The digest to store: 64 lowercase hex characters. */
  of(secret: string): string {
    return sha256(secret).toString('hex');
  },

  /** Whether a stored value is such a digest (and not, say, an argon2id hash of an older release). */
  is(stored: string): boolean {
    return DIGEST_PATTERN.test(stored);
  },

  /** Compares in constant time; a stored value that is not a digest never matches. */
  matches(stored: string, secret: string): boolean {
    if (!DIGEST_PATTERN.test(stored)) return false;
    return timingSafeEqual(Buffer.from(stored, 'hex'), sha256(secret));
  },
};
