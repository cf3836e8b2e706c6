import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Checking a hash costs tens of milliseconds by design; a session token is checked on every request,
// so a process remembers the (hash, secret) pairs it has already verified. Only successes are kept.
const VERIFIED_CACHE_LIMIT = 5_000;

/**
 * argon2id hashing of every secret the identity module keeps: passwords, session tokens, CSRF
 * cookies and emailed codes. The library's defaults are argon2id with 19 MiB and two passes.
 */
export class SecretHasher {
  private readonly verified = new Set<string>();

  hash(secret: string): Promise<string> {
    return hash(secret);
  }

  async verify(storedHash: string, secret: string): Promise<boolean> {
    const key = createHash('sha256').update(storedHash).update('\0').update(secret).digest('base64');
    if (this.verified.has(key)) return true;
    let ok: boolean;
    try {
      ok = await verify(storedHash, secret);
    } catch {
      // a malformed stored hash never matches
      ok = false;
    }
    if (ok) {
      if (this.verified.size >= VERIFIED_CACHE_LIMIT) this.verified.clear();
      this.verified.add(key);
    }
    return ok;
  }
}

/** One hasher per process, so its cache serves every part of the module (and the demo seeder). */
export const secretHasher = new SecretHasher();
