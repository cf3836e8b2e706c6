import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '#src/expressions/evaluate-expression.ts';
import { ExpressionError } from '#src/expressions/expression-error.ts';
import { httpProbeData } from './fixtures.ts';

const env = httpProbeData();

describe('choosing the expression language', () => {
  it('gives the same verdict in every language for the same check', async () => {
    const blocks = [{ expr: 'code == 200' }, { javascript: 'code === 200' }, { template: '{{ eq .code 200 }}' }, { jsonPath: '$.json.items[0].status' }];
    const verdicts = await Promise.all(blocks.slice(0, 3).map((block) => evaluateExpression('test', block, env)));
    expect(verdicts).toEqual([true, true, true]);
    await expect(evaluateExpression('display', blocks[3] ?? {}, env)).resolves.toBe('healthy');
  });

  it('refuses a block with more than one language', async () => {
    await expect(evaluateExpression('test', { expr: 'true', javascript: 'true' }, env)).rejects.toThrow(
      'test: only one of expr, javascript, jsonPath, template may be set, found expr and javascript',
    );
  });

  it('refuses an empty block or empty text', async () => {
    await expect(evaluateExpression('display', {}, env)).rejects.toThrow('display: the block is empty: set one of expr, javascript, jsonPath, template');
    await expect(evaluateExpression('display', { template: '   ' }, env)).rejects.toThrow('display: template is empty');
  });

  it('fails with an ExpressionError the runner can report', async () => {
    const failure = await evaluateExpression('transform', { expr: '"text"' }, env).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ExpressionError);
    expect((failure as Error).message).toBe('transform (expr): must yield JSON for an object or a list, got text that is not JSON: text');
  });

  it('accepts JSON text from any language for a transform', async () => {
    await expect(evaluateExpression('transform', { expr: '\'{"pass": true}\'' }, env)).resolves.toEqual({ pass: true });
    await expect(evaluateExpression('transform', { expr: '42' }, env)).rejects.toThrow('transform (expr): must yield an object or a list, got number 42');
  });
});
