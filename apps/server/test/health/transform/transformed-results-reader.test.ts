import { describe, expect, it } from 'vitest';
import { MAX_TRANSFORMED_CHECKS, readTransformedResults, transformedPass } from '#src/health/transform/transformed-results.reader.ts';

const read = (value: unknown) => readTransformedResults(value, 'services');
const problemOf = (value: unknown) => {
  try {
    read(value);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the output was accepted');
};

describe('reading what a transform returned', () => {
  it('reads a list of results into checks, ignoring unknown fields and treating null as absent', () => {
    const output = read([
      { name: 'billing', pass: false, message: 'billing is down', error: 'HTTP 503', labels: { tier: 1, team: 'payments', gone: null }, duration: 12.6, detail: { replicas: 0 }, colour: 'red' },
      { name: 'search', description: 'Search API', icon: 'elasticsearch', namespace: 'prod', endpoint: 'http://search', message: null },
    ]);
    expect(output.own).toBeUndefined();
    expect(output.checks).toEqual([
      expect.objectContaining({ name: 'billing', pass: false, message: 'billing is down', error: 'HTTP 503', labels: { tier: '1', team: 'payments' }, duration: 13, detail: { replicas: 0 } }),
      expect.objectContaining({ name: 'search', pass: undefined, message: undefined, description: 'Search API', icon: 'elasticsearch', namespace: 'prod', endpoint: 'http://search' }),
    ]);
    expect(output.checks[1]).not.toHaveProperty('colour');
  });

  it('accepts JSON text of a list, and one named object as one check', () => {
    expect(read('[{"name":"a"},{"name":"b","pass":false}]').checks.map((c) => [c.name, transformedPass(c)])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(read({ name: 'queue', message: 'depth 3' }).checks).toEqual([expect.objectContaining({ name: 'queue', message: 'depth 3' })]);
  });

  it('takes an object without a name, or a result named like the check, as changes to the check itself', () => {
    expect(read({ pass: false, message: 'replaced' })).toEqual({ own: expect.objectContaining({ pass: false, message: 'replaced' }), checks: [] });
    const mixed = read([{ name: 'services', message: 'mine' }, { name: 'other' }]);
    expect(mixed.own).toMatchObject({ message: 'mine' });
    expect(mixed.checks.map((c) => c.name)).toEqual(['other']);
  });

  it('passes by default, fails by default when the result carries an error', () => {
    expect(transformedPass({})).toBe(true);
    expect(transformedPass({ error: 'refused' })).toBe(false);
    expect(transformedPass({ error: 'refused', pass: true })).toBe(true);
  });

  it('rejects anything else, saying what came back', () => {
    expect(problemOf(42)).toBe('transform returned number 42, expected a result or a list of results');
    expect(problemOf('not json')).toBe('transform returned text that is not JSON: string "not json"');
    expect(problemOf(null)).toBe('transform returned null, expected a result or a list of results');
    expect(problemOf([{ name: 'a' }, 'b'])).toBe('transform returned string "b" as the result at [1], expected an object with a name');
    expect(problemOf([{ name: 'a' }, { message: 'nameless' }])).toBe('transform returned the result at [1] without a name (got nothing)');
    expect(problemOf([{ name: '  ' }])).toBe('transform returned the result at [0] without a name (got string "  ")');
    expect(problemOf([{ name: 'a' }, { name: 'a' }])).toBe("transform returned the name 'a' twice");
    expect(problemOf([{ name: 'a', pass: 'yes' }])).toBe("transform returned string \"yes\" as the pass of 'a', expected true or false");
    expect(problemOf([{ name: 'a', duration: -1 }])).toBe("transform returned number -1 as the duration of 'a', expected milliseconds");
    expect(problemOf([{ name: 'a', message: { text: 'hi' } }])).toBe("transform returned an object as the message of 'a', expected text");
    expect(problemOf([{ name: 'a', labels: ['x'] }])).toBe("transform returned a list as the labels of 'a', expected an object of texts");
    expect(problemOf({ pass: 1 })).toBe("transform returned number 1 as the pass of the result of 'services', expected true or false");
  });

  it('refuses more results than allowed', () => {
    const many = Array.from({ length: MAX_TRANSFORMED_CHECKS + 1 }, (_, i) => ({ name: `check-${i}` }));
    expect(problemOf(many)).toBe(`transform returned ${MAX_TRANSFORMED_CHECKS + 1} results, more than the ${MAX_TRANSFORMED_CHECKS} allowed`);
    expect(read(many.slice(1)).checks).toHaveLength(MAX_TRANSFORMED_CHECKS);
  });
});
