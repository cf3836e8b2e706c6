import { describe, expect, it } from 'vitest';
import { parseSelect } from '#src/rest/parse/select.parser.ts';
import { expectError, parse } from './request.fixture.ts';

const field = (name: string, extra: object = {}) => ({ type: 'field', field: { name, jsonPath: [] }, ...extra });

describe('select parser', () => {
  it('treats a missing or blank select as *', () => {
    expect(parse('').select).toEqual([]);
    expect(parse('select=').select).toEqual([]);
    expect(parseSelect('  ')).toEqual([]);
  });

  it('reads columns, star, aliases and casts', () => {
    expect(parseSelect('*, id ,name:display_name,created_at::text,n:count::int')).toEqual([
      { type: 'star' },
      field('id'),
      field('display_name', { alias: 'name' }),
      field('created_at', { cast: 'text' }),
      field('count', { alias: 'n', cast: 'int' }),
    ]);
  });

  it('reads JSON paths with keys, indexes and quoted keys', () => {
    expect(parseSelect('labels->>app.kubernetes.io/name,env:config->spec->0->>"a,b"::int')).toEqual([
      { type: 'field', field: { name: 'labels', jsonPath: [{ arrow: '->>', key: 'app.kubernetes.io/name' }] } },
      {
        type: 'field',
        alias: 'env',
        cast: 'int',
        field: {
          name: 'config',
          jsonPath: [
            { arrow: '->', key: 'spec' },
            { arrow: '->', key: 0 },
            { arrow: '->>', key: 'a,b' },
          ],
        },
      },
    ]);
  });

  it('keeps dashes in names and double-quoted names whole', () => {
    expect(parseSelect('nic-hdl,"first name","a:b":"x,y"')).toEqual([
      field('nic-hdl'),
      field('first name'),
      field('x,y', { alias: 'a:b' }),
    ]);
  });

  it('reads embeds with hints, join types, aliases, spreads and nesting', () => {
    expect(
      parseSelect('id,owner:people!owner_id(name),tags!inner(*),c:config_items!fk_parent!inner(id,children!left(id)),...agent(name)'),
    ).toEqual([
      field('id'),
      { type: 'embed', relation: 'people', alias: 'owner', hint: 'owner_id', select: [field('name')] },
      { type: 'embed', relation: 'tags', joinType: 'inner', select: [{ type: 'star' }] },
      {
        type: 'embed',
        relation: 'config_items',
        alias: 'c',
        hint: 'fk_parent',
        joinType: 'inner',
        select: [field('id'), { type: 'embed', relation: 'children', joinType: 'left', select: [field('id')] }],
      },
      { type: 'embed', relation: 'agent', spread: true, select: [field('name')] },
    ]);
  });

  it('accepts the join type before the hint and whitespace inside embeds', () => {
    expect(parseSelect(' a!inner!hint( x , y ) ')).toEqual([
      { type: 'embed', relation: 'a', hint: 'hint', joinType: 'inner', select: [field('x'), field('y')] },
    ]);
  });

  it('marks an empty embed, which only filters', () => {
    expect(parseSelect('id,tags!inner()')).toEqual([
      field('id'),
      { type: 'embed', relation: 'tags', joinType: 'inner', select: [], empty: true },
    ]);
  });

  it('nests to any depth', () => {
    const deep = parseSelect('a(b(c(d(e))))');
    expect(JSON.stringify(deep)).toContain('"relation":"d"');
  });

  it('ignores what follows a complete list, as PostgREST does: after an embed, or from a ) after a column', () => {
    const embed = { type: 'embed', relation: 'a', select: [field('b')] };
    expect(parseSelect('a(b))')).toEqual([embed]);
    expect(parseSelect('a(b)x,y')).toEqual([embed]);
    expect(parseSelect('a)')).toEqual([field('a')]);
    expect(parseSelect('id,name )junk')).toEqual([field('id'), field('name')]);
  });

  it.each([
    ['a,', 'trailing comma'],
    ['a(b', 'unclosed embed'],
    ['a(b(c)x)', 'text after a nested embed'],
    ['a"b"', 'a quote after a column'],
    ['a::text(', 'parenthesis after a cast'],
    ['...a', 'spread without columns'],
    ['x:...a(b)', 'aliased spread'],
    ['a::', 'empty cast'],
    ['a->', 'empty JSON key'],
    ['a!x!y(b)', 'two hints'],
    ['a!inner!left(b)', 'two join types'],
    ['"a', 'unclosed quote'],
    ['a.b', 'dot in a name'],
    [',a', 'leading comma'],
  ])('rejects %s (%s) with 400 PGRST100', (select) => {
    const err = expectError(() => parse(`select=${encodeURIComponent(select)}`), 400, 'PGRST100');
    expect(err.message).toContain('failed to parse select parameter');
  });
});
