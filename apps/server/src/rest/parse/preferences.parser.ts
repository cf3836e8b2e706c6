import { ApiError } from '../api-error.ts';
import type { Preferences } from '../api-request.ts';

type Setter = (prefs: Preferences, value: string) => boolean;

function choice<K extends keyof Preferences>(key: K, allowed: readonly string[]): Setter {
  return (prefs, value) => {
    if (!allowed.includes(value)) return false;
    (prefs as unknown as Record<string, unknown>)[key] = value;
    return true;
  };
}

const SETTERS: Record<string, Setter> = {
  return: choice('return', ['representation', 'minimal', 'headers-only']),
  count: choice('count', ['exact', 'planned', 'estimated']),
  resolution: choice('resolution', ['merge-duplicates', 'ignore-duplicates']),
  missing: choice('missing', ['default', 'null']),
  handling: choice('handling', ['strict', 'lenient']),
  tx: choice('tx', ['commit', 'rollback']),
  params: choice('params', ['single-object']),
  'max-affected': (prefs, value) => {
    if (!/^\d+$/.test(value)) return false;
    prefs.maxAffected = Number(value);
    return true;
  },
};

/**
 * `Prefer: return=representation, count=exact` (RFC 7240; repeated headers arrive comma-joined).
 * The first occurrence of a preference wins. Unknown or malformed ones are ignored unless
 * `handling=strict`, which turns them into 400 PGRST122.
 */
export function parsePreferences(header: string | undefined): Preferences {
  const prefs: Preferences = { applied: [] };
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const token = part.trim();
    if (token === '') continue;
    const eq = token.indexOf('=');
    const key = (eq < 0 ? token : token.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : stripQuotes(token.slice(eq + 1).trim());
    const setter = SETTERS[key];
    if (setter === undefined || eq < 0) {
      invalid.push(token);
      continue;
    }
    if (seen.has(key)) continue;
    if (!setter(prefs, value)) {
      invalid.push(token);
      continue;
    }
    seen.add(key);
    prefs.applied.push(`${key}=${value}`);
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw new ApiError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefs;
}

function stripQuotes(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}
