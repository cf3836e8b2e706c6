import type { ExpressionSpec } from '../health/checks/check-type.ts';

export type ExpressionPurpose = 'test' | 'display' | 'transform';

/**
 * Placeholder until the expression languages land: evaluates a check's `test` (-> boolean),
 * `display` (-> string) or `transform` (-> object) expression against the probe's variables.
 */
export async function evaluateExpression(_purpose: ExpressionPurpose, _spec: ExpressionSpec, _env: Record<string, unknown>): Promise<unknown> {
  throw new Error('expressions are not available yet');
}
