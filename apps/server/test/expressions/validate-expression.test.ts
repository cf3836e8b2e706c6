import { describe, expect, it } from 'vitest';
import { validateExpression } from '#src/expressions/validate-expression.ts';

const at = 'spec.http[0].test';

describe('validating expressions at save time', () => {
  it('accepts well-formed expressions in every language', () => {
    expect(validateExpression({ expr: 'code == 200 && json.status == "ok"' }, at)).toEqual([]);
    expect(validateExpression({ javascript: 'var result = code === 200;' }, at)).toEqual([]);
    expect(validateExpression({ jsonPath: '$.json.items[0].status' }, at)).toEqual([]);
    expect(validateExpression({ template: '{{ if eq .code 200 }}true{{ else }}false{{ end }}' }, at)).toEqual([]);
  });

  it('names the field and the syntax problem', () => {
    expect(validateExpression({ expr: 'code ==' }, at)).toEqual([
      { path: 'spec.http[0].test.expr', message: 'syntax error at line 1, column 6: found = but expecting end of input' },
    ]);
    expect(validateExpression({ template: '{{ .code | shout }}' }, at)).toEqual([
      { path: 'spec.http[0].test.template', message: 'template syntax error at line 1, column 12: unknown function "shout"' },
    ]);
    const [jsIssue] = validateExpression({ javascript: 'if (code {' }, at);
    expect(jsIssue?.path).toBe('spec.http[0].test.javascript');
    expect(jsIssue?.message).toMatch(/^SyntaxError: /);
    expect(validateExpression({ jsonPath: 'json.status' }, at)).toEqual([
      { path: 'spec.http[0].test.jsonPath', message: 'a JSONPath starts with $ (e.g. $.json.status)' },
    ]);
  });

  it('refuses a JSONPath with an unclosed bracket or a filter that does not compile', () => {
    expect(validateExpression({ jsonPath: '$.json.items[0' }, at)).toEqual([
      { path: 'spec.http[0].test.jsonPath', message: 'invalid JSONPath: a [ is not closed' },
    ]);
    const [filterIssue] = validateExpression({ jsonPath: '$.json.items[?(@.latency > )]' }, at);
    expect(filterIssue?.path).toBe('spec.http[0].test.jsonPath');
    expect(filterIssue?.message).toMatch(/^invalid JSONPath filter \?\(@\.latency > \): /);
  });

  it('does not run javascript while validating it', () => {
    expect(validateExpression({ javascript: 'while (true) {}' }, at)).toEqual([]);
  });

  it('reports empty blocks, several languages, unknown keys and non-text values', () => {
    expect(validateExpression({}, at)).toEqual([{ path: at, message: 'is empty: set one of expr, javascript, jsonPath, template' }]);
    expect(validateExpression({ expr: 'true', template: 'true' }, at)).toEqual([
      { path: at, message: 'only one of expr, javascript, jsonPath, template may be set, found expr and template' },
    ]);
    expect(validateExpression({ cel: 'code == 200' }, at)).toEqual([
      { path: 'spec.http[0].test.cel', message: 'unknown key "cel": use one of expr, javascript, jsonPath, template' },
    ]);
    expect(validateExpression({ expr: 200 }, at)).toEqual([{ path: 'spec.http[0].test.expr', message: 'must be text' }]);
    expect(validateExpression({ expr: ' ' }, at)).toEqual([{ path: 'spec.http[0].test.expr', message: 'is empty' }]);
    expect(validateExpression('code == 200', at)).toEqual([{ path: at, message: 'must be an object with one of expr, javascript, jsonPath, template' }]);
  });
});
