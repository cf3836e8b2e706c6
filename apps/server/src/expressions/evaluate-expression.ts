import type { ExpressionSpec } from './expression-spec.ts';
import { evaluateCel } from './cel-expression.ts';
import { ExpressionError } from './expression-error.ts';
import { selectExpressionLanguage, type ExpressionLanguage } from './expression-language.ts';
import { evaluateJavaScript } from './javascript-expression.ts';
import { evaluateJsonPath } from './json-path-expression.ts';
import { renderGoTemplate } from './template/go-template.ts';

export type ExpressionPurpose = 'test' | 'display' | 'transform' | 'lookup';

/**
 * Evaluates a check's `test` (-> boolean), `display` (-> string) or `transform` (-> object or
 * list) expression against the probe's variables, or a relationship selector's `lookup` (-> the value as is). Failures are ExpressionErrors whose message
 * names the purpose and language, e.g. `test (expr): unknown variable ...`.
 */
export async function evaluateExpression(purpose: ExpressionPurpose, spec: ExpressionSpec, env: Record<string, unknown>): Promise<unknown> {
  let language: ExpressionLanguage | undefined;
  try {
    const selected = selectExpressionLanguage(spec);
    language = selected.language;
    const value = run(selected.language, selected.source, env);
    return shapeResult(purpose, selected.language, value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ExpressionError(`${purpose}${language ? ` (${language})` : ''}: ${reason}`);
  }
}

function run(language: ExpressionLanguage, source: string, env: Record<string, unknown>): unknown {
  switch (language) {
    case 'expr':
      return evaluateCel(source, env);
    case 'javascript':
      return evaluateJavaScript(source, env);
    case 'jsonPath':
      return evaluateJsonPath(source, env);
    case 'template':
      return renderGoTemplate(source, env);
  }
}

function shapeResult(purpose: ExpressionPurpose, language: ExpressionLanguage, value: unknown): unknown {
  switch (purpose) {
    case 'test':
      return toBoolean(language, value);
    case 'display':
      return toDisplayText(value);
    case 'transform':
      return toTransformObject(value);
    case 'lookup':
      // A relationship selector's lookup: its user decides what a value may be.
      return value;
  }
}

/** CEL and JavaScript must yield a real boolean; text-producing languages yield "true"/"false". */
function toBoolean(language: ExpressionLanguage, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  const textual = language === 'template' || language === 'jsonPath';
  if (textual && typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (word === 'true' || word === 'false') return word === 'true';
    throw new ExpressionError(`must yield "true" or "false", got ${JSON.stringify(value.trim())}`);
  }
  throw new ExpressionError(`must yield a boolean, got ${describe(value)}`);
}

function toDisplayText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Templates produce JSON text; the other languages may return the object itself or JSON text. */
function toTransformObject(value: unknown): object {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new ExpressionError(`must yield JSON for an object or a list, got text that is not JSON: ${truncate(value)}`);
    }
  }
  if (parsed === null || typeof parsed !== 'object') throw new ExpressionError(`must yield an object or a list, got ${describe(parsed)}`);
  return parsed;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${truncate(JSON.stringify(value))}`;
}

function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
