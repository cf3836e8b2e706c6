import { evaluateCel } from '#src/expressions/cel-expression.ts';

/**
 * `transform.changes.exclude`: whether any expression says to drop the change. An expression that
 * fails on a change (a field it does not have) does not drop it: guard with `has()`.
 */
export function isExcludedChange(context: Record<string, unknown>, exclusions: readonly string[]): boolean {
  return exclusions.some((expression) => {
    try {
      return evaluateCel(expression, context) === true;
    } catch {
      return false;
    }
  });
}
