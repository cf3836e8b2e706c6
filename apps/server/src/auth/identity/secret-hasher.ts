import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id hashing of the secrets a person can guess at: passwords and emailed codes (and invitation
 * links, which outlive a release). Random session and access tokens are stored as SHA-256 digests
 * instead (secretDigest). The library's defaults are argon2id with 19 MiB and two passes; nothing is
 * cached, so each check costs its full price.
 */
export class SecretHasher {
  hash(secret: string): Promise<string> {
    return hash(secret);
  }

  async verify(storedHash: string, secret: string): Promise<boolean> {
    try {
      return await verify(storedHash, secret);
    } catch {
      // a malformed stored hash never matches
      return false;
    }
  }
}

/** One hasher per process, shared by every part of the identity module (and the demo seeder). */
export const secretHasher = new SecretHasher();
