import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '#src/expressions/evaluate-expression.ts';
import { httpProbeData } from './fixtures.ts';

const env = httpProbeData();

describe('jsonPath expressions', () => {
  it('displays the value a path selects', async () => {
    await expect(evaluateExpression('display', { jsonPath: '$.json.items[0].status' }, env)).resolves.toBe('healthy');
    await expect(evaluateExpression('display', { jsonPath: '$.code' }, env)).resolves.toBe('200');
    await expect(evaluateExpression('display', { jsonPath: '$.headers.Server' }, env)).resolves.toBe('nginx');
  });

  it('gives the list of matches when a path selects several', async () => {
    await expect(evaluateExpression('display', { jsonPath: '$.json.items[*].name' }, env)).resolves.toBe('["db","cache"]');
    await expect(evaluateExpression('transform', { jsonPath: '$.json.items[?(@.latency > 10)].name' }, env)).resolves.toEqual(['db', 'cache']);
    await expect(evaluateExpression('transform', { jsonPath: '$.json.items[?(@.latency > 100)]' }, env)).resolves.toEqual({
      name: 'cache',
      status: 'degraded',
      latency: 250,
    });
  });

  it('transforms into the selected object', async () => {
    await expect(evaluateExpression('transform', { jsonPath: '$.json.items[1]' }, env)).resolves.toEqual({ name: 'cache', status: 'degraded', latency: 250 });
  });

  it('tests with booleans or "true"/"false" text', async () => {
    const data = { json: { healthy: true, ready: 'false', count: 3 } };
    await expect(evaluateExpression('test', { jsonPath: '$.json.healthy' }, data)).resolves.toBe(true);
    await expect(evaluateExpression('test', { jsonPath: '$.json.ready' }, data)).resolves.toBe(false);
    await expect(evaluateExpression('test', { jsonPath: '$.json.count' }, data)).rejects.toThrow('test (jsonPath): must yield a boolean, got number 3');
  });

  it('says when a path matches nothing', async () => {
    await expect(evaluateExpression('display', { jsonPath: '$.json.nothing' }, env)).rejects.toThrow('display (jsonPath): the path $.json.nothing matched nothing');
  });

  it('does not run code smuggled into filter expressions', async () => {
    const attempt = '$.json.items[?(@.name.constructor.constructor("return process")().exit())]';
    await expect(evaluateExpression('display', { jsonPath: attempt }, env)).rejects.toThrow(/^display \(jsonPath\): invalid JSONPath: /);
  });
});
