import { isPlainObject, type SpecReader } from '../../../health/spec/spec-reader.ts';

/**
 * A text field of a scraper entry written as text or `{value}`. Values from secrets cannot be read
 * by this server yet: the spec is refused naming the field, pointing at connections instead.
 */
function readScraperText(reader: SpecReader, key: string): string | undefined {
  const value = reader.raw(key);
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string') return value;
  if (isPlainObject(value) && typeof value.value === 'string' && Object.keys(value).length === 1) return value.value;
  reader.issue(key, isPlainObject(value) && value.valueFrom !== undefined ? 'values from secrets are not supported yet: use a connection' : 'must be a string or {value}');
  return undefined;
}

/** Credentials at the top level of an entry, or under `auth` as config-db nests them (these win). */
export function readScraperCredentials(reader: SpecReader): { username?: string | undefined; password?: string | undefined } {
  const username = readScraperText(reader, 'username');
  const password = readScraperText(reader, 'password');
  const auth = reader.nested('auth');
  if (!auth) return { username, password };
  const nested = { username: readScraperText(auth, 'username') ?? username, password: readScraperText(auth, 'password') ?? password };
  auth.finish();
  return nested;
}
