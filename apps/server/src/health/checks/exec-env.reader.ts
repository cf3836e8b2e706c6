import type { SpecReader } from '../spec/spec-reader.ts';
import { isPlainObject } from '../spec/spec-reader.ts';

/**
 * Reads `env` as a map (`{ NAME: value }`) or as canary-checker's list of `{ name, value }`.
 * Values from secrets (`valueFrom`) are not supported yet and are reported as such.
 */
export function readExecEnv(reader: SpecReader): Record<string, string> | undefined {
  const raw = reader.raw('env');
  if (raw === undefined) return undefined;
  if (isPlainObject(raw)) {
    const env: Record<string, string> = {};
    for (const [name, value] of Object.entries(raw)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') env[name] = String(value);
      else reader.issues.push({ path: `${reader.fieldPath('env')}.${name}`, message: 'must be a string' });
    }
    return env;
  }
  if (!Array.isArray(raw)) {
    reader.issue('env', 'must be a map of strings or a list of {name, value}');
    return undefined;
  }
  const env: Record<string, string> = {};
  raw.forEach((entry: unknown, index) => {
    const path = `${reader.fieldPath('env')}[${index}]`;
    if (!isPlainObject(entry) || typeof entry.name !== 'string' || entry.name === '') {
      reader.issues.push({ path, message: 'must be {name, value}' });
    } else if (entry.valueFrom !== undefined) {
      reader.issues.push({ path: `${path}.valueFrom`, message: 'not supported yet' });
    } else {
      const extra = Object.keys(entry).find((key) => key !== 'name' && key !== 'value');
      if (extra) reader.issues.push({ path: `${path}.${extra}`, message: 'unknown key' });
      env[entry.name] = entry.value === undefined || entry.value === null ? '' : String(entry.value);
    }
  });
  return env;
}
