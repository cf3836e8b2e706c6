import { describe, expect, it } from 'vitest';
import { MAX_YAML_NESTING, parseYamlDocuments, parseYamlText, yamlNestingBound } from '#src/spec/yaml-text.ts';

describe('YAML text from users', () => {
  it('bounds nesting by indentation plus open flow collections', () => {
    expect(yamlNestingBound('a: 1\nb:\n  c: [1, {d: 2}]\n')).toBe(4);
    expect(yamlNestingBound('- - - x\n')).toBe(6);
    expect(yamlNestingBound('')).toBe(0);
  });

  it('parses ordinary specs, documents and JSON', () => {
    expect(parseYamlText('spec:\n  http:\n    - url: http://x\n')).toEqual({ spec: { http: [{ url: 'http://x' }] } });
    expect(parseYamlText('{"a": [1, 2]}')).toEqual({ a: [1, 2] });
    expect(parseYamlDocuments('a: 1\n---\nb: 2\n').map((d) => d.toJS() as unknown)).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('parses nesting up to the limit and refuses deeper text without parsing it', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(parseYamlText(nested(MAX_YAML_NESTING))).toBeInstanceOf(Array);
    for (const text of [nested(MAX_YAML_NESTING + 1), nested(100_000), `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`]) {
      expect(() => parseYamlText(text)).toThrow(`nested more than ${MAX_YAML_NESTING} levels deep`);
      expect(() => parseYamlDocuments(`a: 1\n---\n${text}`)).toThrow(`nested more than ${MAX_YAML_NESTING} levels deep`);
    }
  });
});
