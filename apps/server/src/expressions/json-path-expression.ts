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

/** Returns why a path cannot be used, or undefined when it can; evaluates against an empty document. */
export function checkJsonPathSyntax(path: string): string | undefined {
  if (!path.trim().startsWith('$')) return 'a JSONPath starts with $ (e.g. $.json.status)';
  try {
    query(path, {});
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
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
