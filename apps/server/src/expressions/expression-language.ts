import type { ExpressionSpec } from './expression-spec.ts';
import { ExpressionError } from './expression-error.ts';

export type ExpressionLanguage = keyof ExpressionSpec;

export const EXPRESSION_LANGUAGES: readonly ExpressionLanguage[] = ['expr', 'javascript', 'jsonPath', 'template'];

/**
 * Finds the one language an expression block uses. Several languages at once, or none, is an
 * error: the block would be ambiguous or do nothing.
 */
export function selectExpressionLanguage(spec: ExpressionSpec): { language: ExpressionLanguage; source: string } {
  const present = EXPRESSION_LANGUAGES.filter((language) => spec[language] !== undefined);
  if (present.length === 0) throw new ExpressionError(`the block is empty: set one of ${EXPRESSION_LANGUAGES.join(', ')}`);
  if (present.length > 1) throw new ExpressionError(`only one of ${EXPRESSION_LANGUAGES.join(', ')} may be set, found ${present.join(' and ')}`);
  const language = present[0] as ExpressionLanguage;
  const source = spec[language];
  if (typeof source !== 'string') throw new ExpressionError(`${language} must be text`);
  if (source.trim() === '') throw new ExpressionError(`${language} is empty`);
  return { language, source };
}
