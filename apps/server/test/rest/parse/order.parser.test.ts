import { describe, expect, it } from 'vitest';
import { parseOrder } from '#src/rest/parse/order.parser.ts';
import { expectError, parse } from './request.fixture.ts';

const f = (name: string) => ({ name, jsonPath: [] });

describe('order parser', () => {
  it('reads directions and nulls placement', () => {
    expect(parseOrder('a.desc.nullslast,b,c.asc.nullsfirst,d.nullslast')).toEqual([
      { field: f('a'), direction: 'desc', nulls: 'last' },
      { field: f('b') },
      { field: f('c'), direction: 'asc', nulls: 'first' },
      { field: f('d'), nulls: 'last' },
    ]);
  });

  it('reads JSON paths, keys with dots and quoted names', () => {
    expect(parseOrder('labels->>env.desc,labels->>app.kubernetes.io/name,"a.b".asc')).toEqual([
      { field: { name: 'labels', jsonPath: [{ arrow: '->>', key: 'env' }] }, direction: 'desc' },
      { field: { name: 'labels', jsonPath: [{ arrow: '->>', key: 'app.kubernetes.io/name' }] } },
      { field: f('a.b'), direction: 'asc' },
    ]);
  });

  it('reads ordering by a to-one embed column', () => {
    expect(parseOrder('owner(name).desc,owner(labels->>team)')).toEqual([
      { relation: 'owner', field: f('name'), direction: 'desc' },
      { relation: 'owner', field: { name: 'labels', jsonPath: [{ arrow: '->>', key: 'team' }] } },
    ]);
  });

  it('groups root and embedded orders by path', () => {
    expect(parse('order=name&owner.order=id.desc&a.b.order=x').order).toEqual([
      { path: [], terms: [{ field: f('name') }] },
      { path: ['owner'], terms: [{ field: f('id'), direction: 'desc' }] },
      { path: ['a', 'b'], terms: [{ field: f('x') }] },
    ]);
  });

  it.each([
    ['a.up', 'unknown modifier'],
    ['a.desc.asc', 'two directions'],
    ['a.nullsfirst.desc', 'nulls before direction'],
    ['a.nullsfirst.nullslast', 'two nulls placements'],
    ['a,,b', 'empty term'],
    ['', 'empty order'],
    ['a(b', 'unclosed embed column'],
  ])('rejects %s (%s) with 400 PGRST100', (value) => {
    const err = expectError(() => parse(`order=${encodeURIComponent(value)}`), 400, 'PGRST100');
    expect(err.message).toContain('failed to parse order');
  });
});
