import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** How an encrypted secret starts: the version names the cipher and the layout after it. */
export const ENCRYPTED_PREFIX = 'enc:v1:';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function isEncryptedSecret(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(ENCRYPTED_PREFIX);
}

/**
 * Encrypts and decrypts connection secrets with AES-256-GCM under one 32-byte key: `enc:v1:` then
 * base64 of iv (12 bytes), tag (16 bytes) and ciphertext. A fresh iv per value, so equal secrets
 * never look equal at rest.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /** The key from any text (SECRET_KEY, the key file's content), through SHA-256. */
  static fromText(text: string): SecretBox {
    return new SecretBox(createHash('sha256').update(text, 'utf8').digest());
  }

  /** A key only this process knows: what is encrypted with it cannot be read after a restart. */
  static ephemeral(): SecretBox {
    return new SecretBox(randomBytes(32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ENCRYPTED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** Throws when the value was written under another key or was altered. */
  decrypt(value: string): string {
    if (!isEncryptedSecret(value)) throw new Error('not an encrypted secret');
    const raw = Buffer.from(value.slice(ENCRYPTED_PREFIX.length), 'base64');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('the encrypted secret is cut short');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new Error('the secret was encrypted with another key (has SECRET_KEY or the key file changed?)');
    }
  }
}
