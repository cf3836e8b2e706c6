import { describe, expect, it } from 'vitest';
import { yamlCursorAt } from '#src/ui/code-editor/yaml-cursor-path.ts';

/** The cursor where `|` is in the text. */
function at(textWithCursor: string) {
  const offset = textWithCursor.indexOf('|');
  return yamlCursorAt(textWithCursor.replace('|', ''), offset);
}

describe('yamlCursorAt', () => {
  it('a word at the top level is a key of the top mapping, with the keys it already has', () => {
    expect(at('schedule: x\nht|')).toEqual({ path: [], position: 'key', prefix: 'ht', from: 12, siblingKeys: ['schedule'] });
    expect(at('|')).toMatchObject({ path: [], position: 'key', prefix: '' });
  });

  it('a key inside a list item is a key of that item', () => {
    expect(at('http:\n  - name: a\n    ur|')).toMatchObject({ path: ['http', 0], position: 'key', prefix: 'ur', siblingKeys: ['name'] });
    expect(at('http:\n  - name: a\n  - name: b\n    |')).toMatchObject({ path: ['http', 1], position: 'key', prefix: '' });
  });

  it('after `key: ` is the value of that key', () => {
    expect(at('http:\n  - name: a\n    method: P|')).toMatchObject({ path: ['http', 0, 'method'], position: 'value', prefix: 'P' });
  });

  it('a word on the line under `key:` starts the mapping of that key', () => {
    expect(at('apiVersion: v1\nspec:\n  sch|')).toMatchObject({ path: ['spec'], position: 'key', prefix: 'sch' });
  });

  it('after `- ` is a new item of the list', () => {
    expect(at('http:\n  - name: a\n  - |')).toMatchObject({ path: ['http', 1], position: 'item' });
  });

  it('works out the place in text the parser finds broken elsewhere', () => {
    expect(at('http:\n  - name: a\n    |\ntcp: [')).toMatchObject({ path: ['http', 0], position: 'key' });
  });
});
