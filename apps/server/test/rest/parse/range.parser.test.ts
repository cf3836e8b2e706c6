import { describe, expect, it } from 'vitest';
import { expectError, parse } from './request.fixture.ts';

const withRange = (query: string, range: string, extra: Record<string, string> = {}) =>
  parse(query, { headers: { range, ...extra } }).ranges;

describe('range parser', () => {
  it('has no ranges when nothing was asked', () => {
    expect(parse('').ranges).toEqual([]);
  });

  it('reads limit and offset at the root and for embeds', () => {
    expect(parse('limit=25&offset=50&owner.limit=1&a.b.offset=3').ranges).toEqual([
      { path: [], offset: 50, limit: 25 },
      { path: ['owner'], offset: 0, limit: 1 },
      { path: ['a', 'b'], offset: 3 },
    ]);
    expect(parse('offset=10').ranges).toEqual([{ path: [], offset: 10 }]);
    expect(parse('limit=0').ranges).toEqual([{ path: [], offset: 0, limit: 0 }]);
  });

  it('reads the Range header', () => {
    expect(withRange('', '0-24')).toEqual([{ path: [], offset: 0, limit: 25 }]);
    expect(withRange('', '10-')).toEqual([{ path: [], offset: 10 }]);
    expect(withRange('', 'items=5-5', { 'range-unit': 'items' })).toEqual([{ path: [], offset: 5, limit: 1 }]);
  });

  it('ignores a Range it cannot read, one in another unit, and one on a write', () => {
    expect(withRange('', 'bytes')).toEqual([]);
    expect(withRange('', '0-9', { 'range-unit': 'bytes' })).toEqual([]);
    expect(parse('', { method: 'DELETE', headers: { range: '0-9' } }).ranges).toEqual([]);
  });

  it('intersects the Range header with limit/offset', () => {
    expect(withRange('limit=5', '0-24')).toEqual([{ path: [], offset: 0, limit: 5 }]);
    expect(withRange('limit=50', '0-24')).toEqual([{ path: [], offset: 0, limit: 25 }]);
    expect(withRange('offset=10', '0-24')).toEqual([{ path: [], offset: 10, limit: 15 }]);
    expect(withRange('offset=30&limit=5', '0-24')).toEqual([{ path: [], offset: 30, limit: 0 }]);
  });

  it('answers 416 PGRST103 to a range ending before it starts', () => {
    const err = expectError(() => withRange('', '5-2'), 416, 'PGRST103');
    expect(err.message).toBe('Requested range not satisfiable');
  });

  it.each(['limit=-1', 'limit=abc', 'limit=1.5', 'offset=-3', 'offset=', 'owner.limit=x'])('rejects %s with 400 PGRST100', (query) => {
    expectError(() => parse(query), 400, 'PGRST100');
  });

  it('refuses limit/offset on PUT with 400 PGRST114', () => {
    expectError(() => parse('limit=1&id=eq.1', { method: 'PUT', body: '{"id":1}' }), 400, 'PGRST114');
  });
});
