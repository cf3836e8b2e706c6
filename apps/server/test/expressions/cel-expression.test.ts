import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '#src/expressions/evaluate-expression.ts';
import { httpProbeData } from './fixtures.ts';

const env = httpProbeData();
const test = (expr: string): Promise<unknown> => evaluateExpression('test', { expr }, env);

describe('CEL (expr) expressions', () => {
  it('passes and fails tests written the way canary-checker users write them', async () => {
    await expect(test('code == 200')).resolves.toBe(true);
    await expect(test('code == 500')).resolves.toBe(false);
    await expect(test('json.status == "ok"')).resolves.toBe(true);
    await expect(test('size(results) > 0')).resolves.toBe(true);
    await expect(test('size(empty) > 0')).resolves.toBe(false);
    await expect(test('headers["Content-Type"].startsWith("application/json")')).resolves.toBe(true);
    await expect(test('duration < 500')).resolves.toBe(true);
    await expect(test('code in [200, 201, 204] && sslAge > 30')).resolves.toBe(true);
    await expect(test('json.items.all(i, i.latency < 100)')).resolves.toBe(false);
    await expect(test('json.items.exists(i, i.status == "degraded")')).resolves.toBe(true);
    await expect(test('content.contains("healthy") && json.version.matches("^1\\\\.[0-9]+")')).resolves.toBe(true);
    await expect(test('has(json.status) && !has(json.missing)')).resolves.toBe(true);
  });

  it('does integer arithmetic on whole-number variables', async () => {
    await expect(evaluateExpression('display', { expr: 'string(code + 1)' }, env)).resolves.toBe('201');
    await expect(evaluateExpression('display', { expr: 'int(sslAge)' }, env)).resolves.toBe('41');
  });

  it('builds display text, with string() and the strings extension', async () => {
    await expect(evaluateExpression('display', { expr: '"status " + string(code) + " in " + string(duration) + "ms"' }, env)).resolves.toBe(
      'status 200 in 123ms',
    );
    await expect(evaluateExpression('display', { expr: 'json.status.upperAscii()' }, env)).resolves.toBe('OK');
    await expect(evaluateExpression('display', { expr: 'toJSON(json.items[0])' }, env)).resolves.toBe(
      '{"name":"db","status":"healthy","latency":12}',
    );
  });

  it('shows non-text display results as text', async () => {
    await expect(evaluateExpression('display', { expr: 'size(results)' }, env)).resolves.toBe('3');
    await expect(evaluateExpression('display', { expr: 'json.items.map(i, i.name)' }, env)).resolves.toBe('["db","cache"]');
  });

  it('transforms into plain objects and lists', async () => {
    await expect(
      evaluateExpression('transform', { expr: 'json.items.map(i, {"name": i.name, "pass": i.status == "healthy"})' }, env),
    ).resolves.toEqual([
      { name: 'db', pass: true },
      { name: 'cache', pass: false },
    ]);
    await expect(evaluateExpression('transform', { expr: '{"count": size(results), "ratio": 0.5}' }, env)).resolves.toEqual({ count: 3, ratio: 0.5 });
  });

  it('rejects a test that does not yield a boolean', async () => {
    await expect(test('code')).rejects.toThrow('test (expr): must yield a boolean, got number 200');
  });

  it('reports type errors, unknown variables and syntax errors clearly', async () => {
    await expect(test('code + "x" == 1')).rejects.toThrow(/^test \(expr\): found no matching overload for '_\+_' applied to '\(int, string\)'/);
    await expect(test('missing == 1')).rejects.toThrow('test (expr): unknown variable (not provided by this check)');
    await expect(test('json.nothere == 1')).rejects.toThrow('test (expr): field not found: nothere');
    await expect(test('code ==')).rejects.toThrow(/^test \(expr\): syntax error at line 1, column 6: /);
  });
});
