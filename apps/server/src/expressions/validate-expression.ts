import type { SpecIssue } from '../spec/spec-issue.ts';
import { checkCelSyntax } from './cel-expression.ts';
import { EXPRESSION_LANGUAGES, type ExpressionLanguage } from './expression-language.ts';
import { checkJavaScriptSyntax } from './javascript-expression.ts';
import { checkJsonPathSyntax } from './json-path-expression.ts';
import { checkTemplateSyntax } from './template/go-template.ts';

const CHECKERS: Record<ExpressionLanguage, (source: string) => string | undefined> = {
  expr: checkCelSyntax,
  javascript: checkJavaScriptSyntax,
  jsonPath: checkJsonPathSyntax,
  template: checkTemplateSyntax,
};

/**
 * Checks an expression block at save time without running it: exactly one known language key,
 * non-empty text that compiles. `path` names the block (`spec.http[0].test`).
 */
export function validateExpression(spec: unknown, path: string): SpecIssue[] {
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
    return [{ path, message: `must be an object with one of ${EXPRESSION_LANGUAGES.join(', ')}` }];
  }
  const block = spec as Record<string, unknown>;
  const issues: SpecIssue[] = Object.keys(block)
    .filter((key) => !(EXPRESSION_LANGUAGES as readonly string[]).includes(key))
    .map((key) => ({ path: `${path}.${key}`, message: `unknown key "${key}": use one of ${EXPRESSION_LANGUAGES.join(', ')}` }));
  const present = EXPRESSION_LANGUAGES.filter((language) => block[language] !== undefined);
  if (present.length === 0 && issues.length === 0) issues.push({ path, message: `is empty: set one of ${EXPRESSION_LANGUAGES.join(', ')}` });
  if (present.length > 1) issues.push({ path, message: `only one of ${EXPRESSION_LANGUAGES.join(', ')} may be set, found ${present.join(' and ')}` });
  for (const language of present) {
    const source = block[language];
    const at = `${path}.${language}`;
    if (typeof source !== 'string') issues.push({ path: at, message: 'must be text' });
    else if (source.trim() === '') issues.push({ path: at, message: 'is empty' });
    else {
      const problem = CHECKERS[language](source);
      if (problem !== undefined) issues.push({ path: at, message: problem });
    }
  }
  return issues;
}
