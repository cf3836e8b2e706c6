import { ApiError } from '../api-error.ts';

/** One `key=value` pair of the query string, both percent-decoded. */
export interface QueryPair {
  key: string;
  value: string;
}

// PostgreSQL text cannot hold NUL: refused here, before it reaches a name or a parameter.
const NUL = '\u0000';

function refuseNul(key: string, value: string): void {
  if (!key.includes(NUL) && !value.includes(NUL)) return;
  throw new ApiError(400, 'PGRST100', 'NUL bytes are not allowed in the query string',
    `The parameter "${key.replaceAll(NUL, '%00')}" contains %00.`);
}

/**
 * Splits and decodes a raw query string as form encoders write it: `+` is a space and `%2B` a plus,
 * as PostgREST reads it (decision 0031). Paths are decoded without this rule.
 */
export function parseQueryString(query: string): QueryPair[] {
  const pairs: QueryPair[] = [];
  const text = query.startsWith('?') ? query.slice(1) : query;
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = queryComponentDecode(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : queryComponentDecode(part.slice(eq + 1));
    refuseNul(key, value);
    if (key !== '') pairs.push({ key, value });
  }
  return pairs;
}

/** One key or value of a query string: `+` becomes a space before `%XX` runs are decoded. */
function queryComponentDecode(text: string): string {
  return percentDecode(text.replaceAll('+', ' '));
}

/** Decodes valid `%XX` runs and leaves malformed ones as written rather than failing the request. */
export function percentDecode(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

const RESERVED_LEAVES = new Set(['order', 'limit', 'offset', 'or', 'and']);

export type ReservedKey =
  | { kind: 'select' | 'columns' | 'on_conflict' }
  | { kind: 'order' | 'limit' | 'offset'; path: string[] }
  | { kind: 'logic'; operator: 'and' | 'or'; negated: boolean; path: string[] };

/**
 * Recognises reserved keys, including embedded ones (`rel.order`, `a.b.not.or`); returns undefined
 * for a filter key. Keys with a JSON arrow are always filters.
 */
export function classifyKey(key: string): ReservedKey | undefined {
  if (key === 'select' || key === 'columns' || key === 'on_conflict') return { kind: key };
  if (key.includes('->')) return undefined;
  const segments = splitDots(key);
  const leaf = segments[segments.length - 1] as string;
  if (!RESERVED_LEAVES.has(leaf)) return undefined;
  let path = segments.slice(0, -1);
  if (leaf === 'or' || leaf === 'and') {
    const negated = path[path.length - 1] === 'not';
    if (negated) path = path.slice(0, -1);
    return { kind: 'logic', operator: leaf, negated, path };
  }
  return { kind: leaf as 'order' | 'limit' | 'offset', path };
}

/** Splits on dots outside double quotes and unquotes each segment. */
function splitDots(key: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (const c of key) {
    if (c === '"') quoted = !quoted;
    else if (c === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else current += c;
  }
  segments.push(current);
  return segments;
}
