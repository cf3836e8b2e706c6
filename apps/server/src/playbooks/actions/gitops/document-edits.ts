/** One key of a path into a document: a map key or a list index. */
export type PathKey = string | number;

/** What a patch does to a document, in order. */
export type DocumentEdit = { op: 'set'; path: PathKey[]; value: unknown } | { op: 'delete'; path: PathKey[] };

/** A patch expression outside the supported subset, or one that does not read; the message names the rule. */
export class UnsupportedExpressionError extends Error {}

const SUBSET = 'only `.path = <JSON value>` and `del(.path)`, joined by `|`, are supported';

/** Splits on `separator` where it is not inside quotes, brackets, braces or parentheses (nor jq's `|=`). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '\\') i++;
      else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (char === separator && depth === 0 && text[i + 1] !== '=') {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Reads `.a.b[0]."c d"["e"]` into its keys; anything else (functions, wildcards, filters) is refused. */
export function parsePath(text: string): PathKey[] {
  const path = text.trim();
  if (!path.startsWith('.')) throw new UnsupportedExpressionError(`\`${path}\` is not a path (it must start with .)`);
  if (path === '.') throw new UnsupportedExpressionError('the whole document cannot be replaced: name a key');
  const keys: PathKey[] = [];
  const step = /\.?(?:([A-Za-z_$][\w$-]*)|"((?:[^"\\]|\\.)*)"|\[\s*(\d+)\s*\]|\[\s*"((?:[^"\\]|\\.)*)"\s*\])/y;
  let at = 0;
  while (at < path.length) {
    step.lastIndex = at;
    const match = step.exec(path);
    if (!match) throw new UnsupportedExpressionError(`\`${path}\` is not a path this server can follow (keys, "quoted keys" and [index] only)`);
    if (match[1] !== undefined) keys.push(match[1]);
    else if (match[2] !== undefined) keys.push(JSON.parse(`"${match[2]}"`) as string);
    else if (match[3] !== undefined) keys.push(Number(match[3]));
    else keys.push(JSON.parse(`"${match[4]}"`) as string);
    at = step.lastIndex;
  }
  return keys;
}

/** The `=` of an assignment: outside quotes and brackets, not part of `==`, `!=`, `<=`, `>=` or `+=`-style updates. */
function assignmentAt(text: string): number {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '\\') i++;
      else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (char === '=' && depth === 0) {
      if (text[i + 1] === '=' || /[!<>+\-*/%|]/.test(text[i - 1] ?? '')) return -1;
      return i;
    }
  }
  return -1;
}

/**
 * The edits of a yq or jq expression in the subset this server applies well: assignments of JSON
 * values to paths and deletions of paths, in sequence. Anything else is refused by name rather than
 * guessed at (decision 0062).
 */
export function parseEditExpression(expression: string): DocumentEdit[] {
  return splitTopLevel(expression, '|').map((raw): DocumentEdit => {
    const part = raw.trim();
    const deletion = /^del\((.*)\)$/s.exec(part);
    if (deletion) return { op: 'delete', path: parsePath(deletion[1]!) };
    const equals = assignmentAt(part);
    if (equals < 0) throw new UnsupportedExpressionError(`\`${part}\`: ${SUBSET}`);
    const path = parsePath(part.slice(0, equals));
    const valueText = part.slice(equals + 1).trim();
    try {
      return { op: 'set', path, value: JSON.parse(valueText) as unknown };
    } catch {
      throw new UnsupportedExpressionError(`\`${valueText}\` is not a JSON value (quote strings): ${SUBSET}`);
    }
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Without the keys a merge patch deletes (null), as a new value is written. */
function withoutNulls(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== null).map(([key, inner]) => [key, withoutNulls(inner)]));
}

/**
 * A JSON merge patch (RFC 7396) as edits: null deletes a key, an object merges into the map at its
 * key, anything else replaces. `isMapAt` tells whether the document holds a map at a path.
 */
export function mergePatchEdits(patch: unknown, isMapAt: (path: PathKey[]) => boolean, at: PathKey[] = []): DocumentEdit[] {
  if (!isPlainObject(patch)) throw new UnsupportedExpressionError('a merge patch must be a map of keys to values');
  return Object.entries(patch).flatMap(([key, value]): DocumentEdit[] => {
    const path = [...at, key];
    if (value === null) return [{ op: 'delete', path }];
    if (isPlainObject(value) && isMapAt(path)) return mergePatchEdits(value, isMapAt, path);
    return [{ op: 'set', path, value: withoutNulls(value) }];
  });
}
