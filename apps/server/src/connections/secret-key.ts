import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { AppConfig } from '../config.ts';
import { SecretBox } from './secret-box.ts';

/** The file under DATA_DIR that holds the generated key when SECRET_KEY is not set. */
export const SECRET_KEY_FILE = 'secret.key';

export function secretKeyPath(dataDir: string): string {
  return join(dataDir, SECRET_KEY_FILE);
}

export interface LoadedSecretKey {
  box: SecretBox;
  /** Where the key came from, for the start-up log (never the key). */
  source: 'SECRET_KEY' | 'file';
  /** Set when the key was generated on this start. */
  created: boolean;
}

function readKeyFile(path: string): string {
  const key = readFileSync(path, 'utf8').trim();
  if (key === '') throw new Error(`${path} is empty: restore the key file from a backup, or set SECRET_KEY to the key it held`);
  return key;
}

/**
 * The key connection secrets are encrypted with: SECRET_KEY when set, else a random key written
 * once to `<DATA_DIR>/secret.key` (mode 0600) and read from there on every later start. The key
 * before a rotation (SECRET_KEY_PREVIOUS) still decrypts.
 */
export function loadSecretKey(config: Pick<AppConfig, 'dataDir' | 'secretKey' | 'previousSecretKey'>): LoadedSecretKey {
  const previous = config.previousSecretKey === undefined ? [] : [config.previousSecretKey];
  const boxOf = (text: string) => SecretBox.fromText(text, previous);
  if (config.secretKey !== undefined) return { box: boxOf(config.secretKey), source: 'SECRET_KEY', created: false };
  const path = secretKeyPath(config.dataDir);
  if (existsSync(path)) return { box: boxOf(readKeyFile(path)), source: 'file', created: false };
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  try {
    writeFileSync(path, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it first: use its key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { box: boxOf(readKeyFile(path)), source: 'file', created: false };
    throw error;
  }
  chmodSync(path, 0o600);
  return { box: boxOf(key), source: 'file', created: true };
}

let current: SecretBox | undefined;
let keyFiles: readonly string[] = [];

/**
 * Sets the key every reader and writer of connection secrets in this process uses; `keyFile` is
 * never readable through a `file://` value.
 */
export function useSecretBox(box: SecretBox, keyFile?: string): void {
  current = box;
  if (keyFile !== undefined) keyFiles = [keyFile];
}

/** Files no connection may read. */
export function refusedSecretFiles(): readonly string[] {
  return keyFiles;
}

/**
 * The key of this process. Until the server's start-up sets the configured one, a key only this
 * process knows (what tests that build parts of the server use).
 */
export function secretBox(): SecretBox {
  current ??= SecretBox.ephemeral();
  return current;
}
