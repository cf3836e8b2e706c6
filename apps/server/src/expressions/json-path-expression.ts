import { JSONPath } from 'jsonpath-plus';
import { ExpressionError } from './expression-error.ts';

/**
 * Evaluates a JSONPath over the probe's variables (`$.json.items[0].status`). One match gives
 * that value, several give the list of them, none is an error.
 */
export function evaluateJsonPath(path: string, env: Record<string, unknown>): unknown {
  const matches = query(path, env);
  if (matches.length === 0) throw new ExpressionError(`the path ${path} matched nothing`);
  return matches.length === 1 ? matches[0] : matches;
}

/**
 * Returns why a path cannot be used, or undefined when it can. Evaluating against an empty document
 * stops before most of the path, so brackets, quotes and filters are checked on their own too.
 */
export function checkJsonPathSyntax(path: string): string | undefined {
  const trimmed = path.trim();
  if (!trimmed.startsWith('$')) return 'a JSONPath starts with $ (e.g. $.json.status)';
  const problem = unbalanced(trimmed);
  if (problem !== undefined) return problem;
  try {
    query(trimmed, {});
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return filterProblem(trimmed);
}

/** Unbalanced brackets, parentheses or quotes, which the JSONPath library would read as something else. */
function unbalanced(path: string): string | undefined {
  const closing: Record<string, string> = { '[': ']', '(': ')' };
  const open: string[] = [];
  let quote: string | undefined;
  for (const char of path) {
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '[' || char === '(') {
      open.push(closing[char]!);
    } else if (char === ']' || char === ')') {
      if (open.pop() !== char) return `invalid JSONPath: an unexpected ${char}`;
    }
  }
  if (quote) return `invalid JSONPath: a ${quote} is not closed`;
  if (open.length > 0) return `invalid JSONPath: a ${open.at(-1) === ']' ? '[' : '('} is not closed`;
  return undefined;
}

/**
 * A filter such as `[?(@.a == )]` is only compiled when the query reaches it: each one is compiled
 * here against a one-element list. Failures of a compiled filter on that element (a field it does
 * not have) are not syntax errors: the library names those `jsonPath: ...`.
 */
function filterProblem(path: string): string | undefined {
  for (const segment of JSONPath.toPathArray(path)) {
    if (!segment.startsWith('?(') && !segment.startsWith('(')) continue;
    try {
      JSONPath({ path: `$[${segment}]`, json: [{}], wrap: true, eval: 'safe' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!message.startsWith('jsonPath:')) return `invalid JSONPath filter ${segment}: ${message}`;
    }
  }
  return undefined;
}

function query(path: string, env: Record<string, unknown>): unknown[] {
  const trimmed = path.trim();
  if (trimmed === '') throw new ExpressionError('the path is empty');
  try {
    const found: unknown = JSONPath({ path: trimmed, json: env, wrap: true, eval: 'safe' });
    return Array.isArray(found) ? found : [];
  } catch (error) {
    throw new ExpressionError(`invalid JSONPath: ${error instanceof Error ? error.message : String(error)}`);
  }
}
