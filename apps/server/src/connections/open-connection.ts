import { MASKED_SECRET } from '@vigil/domain';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import type { StoredConnection } from './connection-lookup.repository.ts';
import type { ResolvedConnection } from './resolved-connection.ts';
import { isEncryptedSecret } from './secret-box.ts';
import { refusedSecretFiles, secretBox } from './secret-key.ts';
import { isValueReference, readValueReference } from './secret-reference.ts';

/**
 * The text of one field at the time of use: its secret decrypted (the row holds `***`), an
 * `env://` or `file://` reference read; anything else as stored (null: undefined).
 */
async function fieldText(stored: StoredConnection, field: string, value: unknown): Promise<string | undefined> {
  const label = `connection ${stored.namespace}/${stored.name} ${field}`;
  let text: unknown = value;
  const encrypted = stored.secrets[field];
  if (value === MASKED_SECRET && encrypted !== undefined) text = encrypted;
  if (isEncryptedSecret(text)) {
    try {
      text = secretBox().decrypt(text);
    } catch (error) {
      throw new Error(`${label}: ${(error as Error).message}`, { cause: error });
    }
  }
  if (typeof text !== 'string') return undefined;
  return isValueReference(text) ? readValueReference(text, label, { refusedFiles: refusedSecretFiles() }) : text;
}

/** What checks, scrapers, actions and channels get for a stored connection: every secret readable. */
export async function openConnection(stored: StoredConnection): Promise<ResolvedConnection> {
  const properties: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(isPlainObject(stored.properties) ? stored.properties : {})) {
    properties[name] = typeof value === 'string' ? await fieldText(stored, `properties.${name}`, value) : value;
  }
  return {
    type: stored.type,
    // An address is never a reference: `file:///srv/repo.git` is where a git connection points.
    url: stored.url ?? undefined,
    username: await fieldText(stored, 'username', stored.username),
    password: await fieldText(stored, 'password', stored.password),
    certificate: await fieldText(stored, 'certificate', stored.certificate),
    insecureTls: stored.insecure_tls,
    properties,
  };
}
