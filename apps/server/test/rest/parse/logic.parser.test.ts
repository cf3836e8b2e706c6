import { describe, expect, it } from 'vitest';
import type { Condition } from '#src/rest/api-request.ts';
import { parseLogicTree } from '#src/rest/parse/logic.parser.ts';
import { expectError, parse } from './request.fixture.ts';

const eq = (name: string, value: string, negated = false): Condition => ({
  type: 'filter',
  filter: { field: { name, jsonPath: [] }, operator: 'eq', negated, value: { kind: 'scalar', value } },
});

describe('logic tree parser', () => {
  it('reads or/and/not with nesting', () => {
    expect(parse('or=(a.eq.1,and(b.eq.2,c.not.eq.3),not.and(d.eq.4,e.eq.5))').where).toEqual([
      {
        path: [],
        condition: {
          type: 'logic',
          operator: 'or',
          negated: false,
          conditions: [
            eq('a', '1'),
            { type: 'logic', operator: 'and', negated: false, conditions: [eq('b', '2'), eq('c', '3', true)] },
            { type: 'logic', operator: 'and', negated: true, conditions: [eq('d', '4'), eq('e', '5')] },
          ],
        },
      },
    ]);
  });

  it('reads top-level and, not.or and embedded keys', () => {
    const where = parse('and=(a.eq.1)&not.or=(a.eq.1,b.eq.2)&owner.or=(x.eq.1,y.eq.2)&a.b.not.and=(z.eq.1)').where;
    expect(where.map((w) => [w.path, w.condition.type === 'logic' && [w.condition.operator, w.condition.negated]])).toEqual([
      [[], ['and', false]],
      [[], ['or', true]],
      [['owner'], ['or', false]],
      [['a', 'b'], ['and', true]],
    ]);
  });

  it('unquotes double-quoted values so they can hold commas and parentheses', () => {
    const tree = parseLogicTree('or', false, '(name.eq."a,b (c)",name.like."*x,y*",name.eq."say \\"hi\\"")');
    expect(tree).toMatchObject({
      conditions: [
        { filter: { value: { value: 'a,b (c)' } } },
        { filter: { operator: 'like', value: { value: '%x,y%' } } },
        { filter: { value: { value: 'say "hi"' } } },
      ],
    });
  });

  it('reads lists, arrays, is, fts and quantifiers inside trees', () => {
    const tree = parseLogicTree('and', false, '(id.in.(1,"2,3"),tags.cs.{a,b},deleted_at.is.NULL,doc.fts(english).cat,n.gt(any).{1,2},v.eq.1.5)');
    expect(tree).toMatchObject({
      conditions: [
        { filter: { operator: 'in', value: { kind: 'list', values: ['1', '2,3'] } } },
        { filter: { operator: 'cs', value: { kind: 'scalar', value: '{a,b}' } } },
        { filter: { operator: 'is', value: { kind: 'is', value: 'null' } } },
        { filter: { operator: 'fts', value: { kind: 'fts', language: 'english', query: 'cat' } } },
        { filter: { operator: 'gt', value: { kind: 'quantified', quantifier: 'any', values: ['1', '2'] } } },
        { filter: { field: { name: 'v' }, value: { value: '1.5' } } },
      ],
    });
  });

  it('reads JSON paths, including keys with dots, and tolerates spaces after commas', () => {
    const tree = parseLogicTree('or', false, '(labels->>app.kubernetes.io/name.eq.web, config->a->0.gt.2)');
    expect(tree).toMatchObject({
      conditions: [
        { filter: { field: { name: 'labels', jsonPath: [{ arrow: '->>', key: 'app.kubernetes.io/name' }] }, value: { value: 'web' } } },
        { filter: { field: { name: 'config', jsonPath: [{ key: 'a' }, { key: 0 }] }, operator: 'gt' } },
      ],
    });
  });

  it.each([
    ['(a.eq.1', 'unclosed tree'],
    ['(a.eq.1))', 'extra parenthesis'],
    ['a.eq.1', 'no parentheses'],
    ['()', 'empty tree'],
    ['(a.eq.1,)', 'empty condition'],
    ['(a.foo.1)', 'unknown operator'],
    ['(a)', 'no operator'],
    ['(a.eq.1,and(b.eq.2)', 'unclosed nested tree'],
    ['(a.in.(1,2)', 'unclosed list'],
    ['(a.is.maybe)', 'bad is value'],
    ['(a.eq."x)', 'unclosed quote'],
    ['(a.b.eq.1)', 'embedded field in a tree'],
  ])('rejects %s (%s) with 400 PGRST100', (value) => {
    const err = expectError(() => parse(`or=${encodeURIComponent(value)}`), 400, 'PGRST100');
    expect(err.message).toContain('failed to parse logic tree');
  });
});
