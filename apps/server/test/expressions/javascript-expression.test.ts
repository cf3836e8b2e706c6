import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '#src/expressions/evaluate-expression.ts';
import { evaluateJavaScript } from '#src/expressions/javascript-expression.ts';
import { httpProbeData } from './fixtures.ts';

const env = httpProbeData();

describe('javascript expressions', () => {
  it('sees the variables as globals and yields the last expression for a test', async () => {
    await expect(evaluateExpression('test', { javascript: 'code == 200 && json.items.length === 2' }, env)).resolves.toBe(true);
    await expect(evaluateExpression('test', { javascript: 'headers["Content-Type"].indexOf("text/html") === 0' }, env)).resolves.toBe(false);
    await expect(evaluateExpression('test', { javascript: 'JSON.parse(content).status === "ok"' }, env)).resolves.toBe(true);
  });

  it('uses `result` when the script ends with a declaration', async () => {
    const script = 'var names = json.items.map(function (i) { return i.name; });\nvar result = names.join(", ");';
    await expect(evaluateExpression('display', { javascript: script }, env)).resolves.toBe('db, cache');
    await expect(evaluateExpression('display', { javascript: 'const result = `took ${duration}ms`;' }, env)).resolves.toBe('took 123ms');
  });

  it('lets scripts log without effect, as scripts written for other runners do', async () => {
    await expect(evaluateExpression('test', { javascript: 'console.log("checking", code); code < 400' }, env)).resolves.toBe(true);
  });

  it('transforms into objects, whether returned directly or as JSON text', async () => {
    const direct = '({ checks: json.items.filter(i => i.status !== "healthy").map(i => ({ name: i.name, pass: false })) })';
    await expect(evaluateExpression('transform', { javascript: direct }, env)).resolves.toEqual({ checks: [{ name: 'cache', pass: false }] });
    await expect(evaluateExpression('transform', { javascript: 'JSON.stringify([{ name: "x" }])' }, env)).resolves.toEqual([{ name: 'x' }]);
  });

  it('gives a test that yields something else than a boolean a clear error', async () => {
    await expect(evaluateExpression('test', { javascript: '"yes"' }, env)).rejects.toThrow('test (javascript): must yield a boolean, got string "yes"');
  });

  it('reports thrown errors and syntax errors with their message', async () => {
    await expect(evaluateExpression('test', { javascript: 'throw new Error("backend down")' }, env)).rejects.toThrow(
      'test (javascript): Error: backend down',
    );
    await expect(evaluateExpression('test', { javascript: 'json.nothing.deeper' }, env)).rejects.toThrow(/^test \(javascript\): TypeError: /);
    await expect(evaluateExpression('test', { javascript: 'code ==== 200' }, env)).rejects.toThrow(/^test \(javascript\): SyntaxError: /);
  });

  it('has no access to Node or the host', async () => {
    await expect(evaluateExpression('display', { javascript: 'typeof require + "," + typeof process + "," + typeof fetch' }, env)).resolves.toBe(
      'undefined,undefined,undefined',
    );
    await expect(evaluateExpression('test', { javascript: 'require("fs")' }, env)).rejects.toThrow(/ReferenceError: .*require/);
  });

  it('stops an endless loop with a timeout error (default limit of one second)', async () => {
    await expect(evaluateExpression('test', { javascript: 'while (true) {}' }, env)).rejects.toThrow(
      'test (javascript): the script timed out after 1000 ms',
    );
  });

  it('honours a shorter time limit and a memory limit', () => {
    expect(() => evaluateJavaScript('for (;;) {}', {}, { timeoutMs: 50, memoryBytes: 16 * 1024 * 1024 })).toThrow('the script timed out after 50 ms');
    const hog = 'new Array(2000000).fill(1).length';
    expect(() => evaluateJavaScript(hog, {}, { timeoutMs: 5000, memoryBytes: 8 * 1024 * 1024 })).toThrow('the script ran out of memory (limit 8 MB)');
  });

  it('keeps each evaluation separate: globals set by one script are gone in the next', async () => {
    await evaluateExpression('test', { javascript: 'globalThis.leak = 1; true' }, env);
    await expect(evaluateExpression('display', { javascript: 'typeof leak' }, env)).resolves.toBe('undefined');
  });
});
