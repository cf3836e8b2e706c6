import { describe, expect, it } from 'vitest';
import type { PathCondition } from '#src/rest/api-request.ts';
import { expectError, parse } from './request.fixture.ts';

function only(query: string): PathCondition {
  const where = parse(query).where;
  expect(where).toHaveLength(1);
  return where[0] as PathCondition;
}

function filterOf(query: string) {
  const c = only(query).condition;
  if (c.type !== 'filter') throw new Error('expected a filter');
  return c.filter;
}

describe('filter parser', () => {
  it.each(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'match', 'imatch', 'isdistinct', 'cs', 'cd', 'sl', 'sr', 'nxr', 'nxl', 'adj'])(
    'reads the scalar operator %s',
    (op) => {
      expect(filterOf(`name=${op}.abc`)).toEqual({
        field: { name: 'name', jsonPath: [] },
        operator: op,
        negated: false,
        value: { kind: 'scalar', value: 'abc' },
      });
    },
  );

  it('takes the whole rest of a top-level value literally, dots and quotes included', () => {
    expect(filterOf('version=eq.1.2.3').value).toEqual({ kind: 'scalar', value: '1.2.3' });
    expect(filterOf('name=eq."x"').value).toEqual({ kind: 'scalar', value: '"x"' });
    expect(filterOf('name=eq.').value).toEqual({ kind: 'scalar', value: '' });
  });

  it('percent-decodes and reads + as a space, as form encoders write it; %2B stays a plus', () => {
    expect(filterOf('name=eq.a%20b+c%2Cd').value).toEqual({ kind: 'scalar', value: 'a b c,d' });
    expect(filterOf('name=eq.1%2B1').value).toEqual({ kind: 'scalar', value: '1+1' });
  });

  it('negates with not.', () => {
    const f = filterOf('status=not.eq.healthy');
    expect(f.negated).toBe(true);
    expect(f.operator).toBe('eq');
  });

  it('turns * into % for like and ilike only', () => {
    expect(filterOf('name=like.*web*').value).toEqual({ kind: 'scalar', value: '%web%' });
    expect(filterOf('name=ilike.A*').value).toEqual({ kind: 'scalar', value: 'A%' });
    expect(filterOf('name=match.^a.*$').value).toEqual({ kind: 'scalar', value: '^a.*$' });
  });

  it('reads in lists with quoted items and escaped quotes', () => {
    expect(filterOf('id=in.(1,2,3)').value).toEqual({ kind: 'list', values: ['1', '2', '3'] });
    expect(filterOf('name=in.("a,b",c,"say \\"hi\\"")').value).toEqual({
      kind: 'list',
      values: ['a,b', 'c', 'say "hi"'],
    });
    expect(filterOf('name=in.()').value).toEqual({ kind: 'list', values: [] });
    expect(filterOf('name=not.in.(%22Hebdon,John%22,x)')).toMatchObject({
      negated: true,
      value: { kind: 'list', values: ['Hebdon,John', 'x'] },
    });
  });

  it.each(['null', 'NULL', 'not_null', 'true', 'False', 'unknown'])('reads is.%s case-insensitively', (v) => {
    expect(filterOf(`deleted_at=is.${v}`).value).toEqual({ kind: 'is', value: v.toLowerCase() });
  });

  it('reads full-text search with and without a language', () => {
    expect(filterOf('doc=fts.cat%20%26%20dog').value).toEqual({ kind: 'fts', query: 'cat & dog' });
    expect(filterOf('doc=plfts(english).fat+cats')).toMatchObject({
      operator: 'plfts',
      value: { kind: 'fts', language: 'english', query: 'fat cats' },
    });
    expect(filterOf('doc=not.wfts(french).chat').negated).toBe(true);
    expect(filterOf('doc=phfts.a').operator).toBe('phfts');
  });

  it('reads quantified operators', () => {
    expect(filterOf('name=eq(any).{a,"b,c"}').value).toEqual({ kind: 'quantified', quantifier: 'any', values: ['a', 'b,c'] });
    expect(filterOf('name=like(all).{a*,*b}').value).toEqual({ kind: 'quantified', quantifier: 'all', values: ['a%', '%b'] });
  });

  it('keeps cs/cd/ov values raw and accepts an ov list', () => {
    expect(filterOf('tags=cs.{a,b}').value).toEqual({ kind: 'scalar', value: '{a,b}' });
    expect(filterOf('labels=cs.{"env":"prod"}').value).toEqual({ kind: 'scalar', value: '{"env":"prod"}' });
    expect(filterOf('tags=cd.["a"]').value).toEqual({ kind: 'scalar', value: '["a"]' });
    expect(filterOf('period=ov.[2017-01-01,2017-06-30]').value).toEqual({ kind: 'scalar', value: '[2017-01-01,2017-06-30]' });
    expect(filterOf('tags=ov.(a,b)').value).toEqual({ kind: 'list', values: ['a', 'b'] });
  });

  it('reads JSON paths and embed paths in keys', () => {
    expect(only('labels->>env=eq.prod')).toEqual({
      path: [],
      condition: {
        type: 'filter',
        filter: {
          field: { name: 'labels', jsonPath: [{ arrow: '->>', key: 'env' }] },
          operator: 'eq',
          negated: false,
          value: { kind: 'scalar', value: 'prod' },
        },
      },
    });
    expect(filterOf('config->a->0=eq.1').field).toEqual({
      name: 'config',
      jsonPath: [
        { arrow: '->', key: 'a' },
        { arrow: '->', key: 0 },
      ],
    });
    expect(only('owner.team.name=eq.sre').path).toEqual(['owner', 'team']);
    expect(only('owner.labels->>app.kubernetes.io/name=eq.x')).toMatchObject({
      path: ['owner'],
      condition: { filter: { field: { name: 'labels', jsonPath: [{ key: 'app.kubernetes.io/name' }] } } },
    });
    expect(filterOf('%22information.cpe%22=like.*MS*').field.name).toBe('information.cpe');
  });

  it('keeps every filter, including repeated keys', () => {
    expect(parse('age=gt.1&age=lt.5&name=eq.x').where).toHaveLength(3);
  });

  it.each([
    ['a=5', 'no operator'],
    ['a=', 'empty value'],
    ['a=foo.5', 'unknown operator'],
    ['a=eq', 'operator without a dot'],
    ['a=is.nothing', 'bad is value'],
    ['a=in.1,2', 'in without parentheses'],
    ['a=in.(1,2', 'unbalanced in list'],
    ['a=in.(1,2)x', 'text after the list'],
    ['a=eq(some).{1}', 'unknown quantifier'],
    ['a=cs(any).{1}', 'quantifier on cs'],
    ['a=eq(any).1', 'quantifier without a list'],
    ['a..b=eq.1', 'empty path segment'],
    ['a->=eq.1', 'empty JSON key'],
  ])('rejects %s (%s) with 400 PGRST100', (query) => {
    const err = expectError(() => parse(query), 400, 'PGRST100');
    expect(err.message).toMatch(/failed to parse filter/);
  });
});
