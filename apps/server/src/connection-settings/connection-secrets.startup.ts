import { ConnectionSecretsRepository } from '#src/connections/connection-secrets.repository.ts';
import { ConnectionWriteRepository } from '#src/connections/connection-write.repository.ts';
import { loadSecretKey, secretKeyPath, useSecretBox } from '#src/connections/secret-key.ts';
import type { RunContext } from '#src/modules/feature-module.ts';

/**
 * Before the server listens: the key of connection secrets is set for this process (SECRET_KEY,
 * else `<DATA_DIR>/secret.key`, made on the first start), and secrets still stored as written
 * (rows older than migration 0037, or written by SQL) are encrypted. During a key rotation
 * (SECRET_KEY_PREVIOUS set) the secrets under the previous key are encrypted again under the current one.
 */
export async function secureConnectionSecrets({ db, config, logger }: RunContext): Promise<void> {
  const key = loadSecretKey(config);
  useSecretBox(key.box, secretKeyPath(config.dataDir));
  if (key.created) logger.info({ file: secretKeyPath(config.dataDir) }, 'generated the key that encrypts connection secrets');
  if (key.source === 'file' && config.databaseUrl !== undefined) {
    logger.warn('SECRET_KEY is not set: connection secrets are encrypted with a key in the data folder; every replica on this database must share one SECRET_KEY');
  }
  if (key.box.rotating) {
    const rotation = await new ConnectionSecretsRepository(db).reencrypt(key.box);
    logger.info({ secrets: rotation.reencrypted }, 'encrypted connection secrets of the previous key (SECRET_KEY_PREVIOUS) under the current one');
    if (rotation.unreadable.length > 0) {
      logger.warn({ connections: rotation.unreadable }, 'some connection secrets are readable under neither SECRET_KEY nor SECRET_KEY_PREVIOUS; enter them again');
    }
  }
  const changed = await new ConnectionWriteRepository(db, key.box).encryptPlaintextSecrets();
  if (changed > 0) logger.info({ connections: changed }, 'encrypted connection secrets stored in plain text');
}
