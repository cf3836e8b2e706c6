import { isPlainObject, type SpecReader } from '../spec/spec-reader.ts';

/** A credential given in the spec: its text, or where a secret holds it (`valueFrom`). */
export type SecretValue = { value: string } | { reference: string };

const SECRET_SOURCES = ['secretKeyRef', 'configMapKeyRef', 'helmRef', 'serviceAccount'];
const CONNECTION_PREFIX = 'connection://';

/**
 * Reads a credential written as text, `{ value }` or `{ valueFrom: { secretKeyRef: {name, key} } }`.
 * Secret references are accepted so existing specs load; the probe says they cannot be read yet.
 */
export function readSecret(reader: SpecReader, key: string): SecretValue | undefined {
  const value = reader.raw(key);
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string') return { value };
  if (!isPlainObject(value)) {
    reader.issue(key, 'must be a string, {value} or {valueFrom}');
    return undefined;
  }
  const extra = Object.keys(value).find((k) => k !== 'value' && k !== 'valueFrom' && k !== 'name');
  if (extra !== undefined) {
    reader.issues.push({ path: `${reader.fieldPath(key)}.${extra}`, message: 'unknown key' });
    return undefined;
  }
  if (typeof value.value === 'string') return { value: value.value };
  const from = value.valueFrom;
  const source = isPlainObject(from) ? Object.keys(from).find((k) => SECRET_SOURCES.includes(k)) : undefined;
  if (!isPlainObject(from) || source === undefined) {
    reader.issue(key, `valueFrom must hold one of ${SECRET_SOURCES.join(', ')}`);
    return undefined;
  }
  const ref = from[source];
  const name = isPlainObject(ref) && typeof ref.name === 'string' ? ref.name : '';
  const refKey = isPlainObject(ref) && typeof ref.key === 'string' ? `/${ref.key}` : '';
  return { reference: `${source} ${name}${refKey}` };
}

/** Credentials written at the top level, or under `auth`/`authentication` as older canary specs do. */
export function readCredentials(reader: SpecReader): { username?: SecretValue | undefined; password?: SecretValue | undefined } {
  let username = readSecret(reader, 'username');
  let password = readSecret(reader, 'password');
  for (const key of ['auth', 'authentication']) {
    const nested = reader.nested(key);
    if (!nested) continue;
    username = readSecret(nested, 'username') ?? username;
    password = readSecret(nested, 'password') ?? password;
    nested.finish();
  }
  return { username, password };
}

/** The credential's text; throws a message for the probe when it lives in a secret. */
export function secretText(secret: SecretValue | undefined, field: string): string | undefined {
  if (secret === undefined) return undefined;
  if ('value' in secret) return secret.value;
  throw new Error(`${field} from ${secret.reference} is not supported yet: use a connection instead`);
}

export function isConnectionReference(value: string | undefined): value is string {
  return value !== undefined && value.startsWith(CONNECTION_PREFIX);
}

/** The URL with any password replaced, for lists and messages. */
export function redactUrl(url: string): string {
  return url.replace(/([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@/\s]*@/gi, '$1***@');
}
