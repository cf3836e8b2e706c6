import type { Queryable } from '../db/db.ts';
import type { SecretBox } from './secret-box.ts';

/** What encrypting the stored secrets again under the current key did. */
export interface SecretRotation {
  /** Secrets that were under the previous key and are now under the current one. */
  reencrypted: number;
  /** Connections holding secrets that neither key reads (left as they are). */
  unreadable: string[];
}

/** The encrypted values of `connection_secrets` (migration 0037), for a key rotation. */
export class ConnectionSecretsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Encrypts again under the box's current key every stored secret it reads only with a previous
   * key. A secret no key reads is left as it is and its connection named.
   */
  async reencrypt(box: SecretBox): Promise<SecretRotation> {
    const { rows } = await this.db.query<{ connection_id: string; field: string; value: string }>(
      'SELECT connection_id::text, field, value FROM connection_secrets ORDER BY connection_id, field',
    );
    let reencrypted = 0;
    const unreadable = new Set<string>();
    for (const row of rows) {
      if (box.isCurrent(row.value)) continue;
      let plain: string;
      try {
        plain = box.decrypt(row.value);
      } catch {
        unreadable.add(row.connection_id);
        continue;
      }
      await this.db.query(
        'UPDATE connection_secrets SET value = $3, updated_at = now() WHERE connection_id = $1 AND field = $2 AND value = $4',
        [row.connection_id, row.field, box.encrypt(plain), row.value],
      );
      reencrypted += 1;
    }
    return { reencrypted, unreadable: [...unreadable] };
  }
}
