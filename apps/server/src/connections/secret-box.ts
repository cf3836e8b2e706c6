import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** How an encrypted secret starts: the version names the cipher and the layout after it. */
export const ENCRYPTED_PREFIX = 'enc:v1:';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function isEncryptedSecret(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(ENCRYPTED_PREFIX);
}

const keyOf = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Encrypts and decrypts connection secrets with AES-256-GCM under one 32-byte key: `enc:v1:` then
 * base64 of iv (12 bytes), tag (16 bytes) and ciphertext. A fresh iv per value, so equal secrets
 * never look equal at rest. Previous keys (a rotation under way) only decrypt.
 */
export class SecretBox {
  private constructor(
    private readonly key: Buffer,
    private readonly previousKeys: readonly Buffer[] = [],
  ) {}

  /** The key from any text (SECRET_KEY, the key file's content), through SHA-256; `previous` keys still decrypt. */
  static fromText(text: string, previous: readonly string[] = []): SecretBox {
    return new SecretBox(keyOf(text), previous.map(keyOf));
  }

  /** A key only this process knows: what is encrypted with it cannot be read after a restart. */
  static ephemeral(): SecretBox {
    return new SecretBox(randomBytes(32));
  }

  /** Whether previous keys were given: stored secrets may need encrypting again under the current one. */
  get rotating(): boolean {
    return this.previousKeys.length > 0;
  }

  /** Whether the value was encrypted under the current key (not a previous one, not altered). */
  isCurrent(value: string): boolean {
    try {
      decryptWith(this.key, value);
      return true;
    } catch {
      return false;
    }
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ENCRYPTED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** Throws when the value was written under none of the keys or was altered. */
  decrypt(value: string): string {
    for (const key of [this.key, ...this.previousKeys]) {
      try {
        return decryptWith(key, value);
      } catch (error) {
        if (!(error instanceof WrongKeyError)) throw error;
      }
    }
    throw new Error('the secret was encrypted with another key (has SECRET_KEY or the key file changed? SECRET_KEY_PREVIOUS reads secrets of the key before)');
  }
}

class WrongKeyError extends Error {}

function decryptWith(key: Buffer, value: string): string {
  if (!isEncryptedSecret(value)) throw new Error('not an encrypted secret');
  const raw = Buffer.from(value.slice(ENCRYPTED_PREFIX.length), 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('the encrypted secret is cut short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new WrongKeyError('wrong key');
  }
}
