import { describe, expect, it } from 'vitest';
import { parseTarget } from '#src/rest/parse/parse-request.ts';
import { expectError, OPTIONS, parse } from './request.fixture.ts';

describe('request parser', () => {
  it('reads relation and rpc targets', () => {
    expect(parseTarget('/configs')).toEqual({ kind: 'relation', name: 'configs' });
    expect(parseTarget('/rpc/related_configs')).toEqual({ kind: 'rpc', name: 'related_configs' });
    expect(parseTarget('/Order%20Items')).toEqual({ kind: 'relation', name: 'Order Items' });
    expect(parseTarget('/rpc')).toEqual({ kind: 'relation', name: 'rpc' });
  });

  it.each(['/', '', 'configs', '/a/b', '/rpc/', '/configs/', '/rpc/a/b', '//x'])('answers 404 PGRST125 to the path %j', (path) => {
    const err = expectError(() => parseTarget(path), 404, 'PGRST125');
    expect(err.message).toBe('Invalid path specified in request URL');
  });

  it.each([
    ['GET', '/configs', 'read'],
    ['head', '/configs', 'read'],
    ['POST', '/configs', 'insert'],
    ['PATCH', '/configs', 'update'],
    ['PUT', '/configs', 'upsert'],
    ['DELETE', '/configs', 'delete'],
    ['GET', '/rpc/fn', 'call'],
    ['HEAD', '/rpc/fn', 'call'],
    ['POST', '/rpc/fn', 'call'],
  ])('maps %s %s to %s', (method, path, action) => {
    const req = parse('', { method, path, body: '{}' });
    expect(req.action).toBe(action);
    expect(req.method).toBe(method.toUpperCase());
  });

  it('answers 405 to unsupported methods', () => {
    expectError(() => parse('', { method: 'OPTIONS' }), 405, 'PGRST117');
    expectError(() => parse('', { method: 'TRACE', path: '/rpc/fn' }), 405, 'PGRST117');
    expectError(() => parse('', { method: 'PATCH', path: '/rpc/fn' }), 405, 'PGRST101');
    expectError(() => parse('', { method: 'DELETE', path: '/rpc/fn' }), 405, 'PGRST101');
  });

  it('builds a complete read request', () => {
    expect(parse('select=id,name&name=eq.web&order=id&limit=10')).toEqual({
      method: 'GET',
      action: 'read',
      target: { kind: 'relation', name: 'configs' },
      media: 'json',
      select: [
        { type: 'field', field: { name: 'id', jsonPath: [] } },
        { type: 'field', field: { name: 'name', jsonPath: [] } },
      ],
      where: [
        {
          path: [],
          condition: {
            type: 'filter',
            filter: { field: { name: 'name', jsonPath: [] }, operator: 'eq', negated: false, value: { kind: 'scalar', value: 'web' } },
          },
        },
      ],
      order: [{ path: [], terms: [{ field: { name: 'id', jsonPath: [] } }] }],
      ranges: [{ path: [], offset: 0, limit: 10 }],
      preferences: { applied: [] },
      rpcArgs: {},
    });
  });

  it('reads columns and on_conflict lists', () => {
    const req = parse('columns=a,%22b%20c%22&on_conflict=id,%20name', { method: 'POST', body: '[]' });
    expect(req.columns).toEqual(['a', 'b c']);
    expect(req.onConflict).toEqual(['id', 'name']);
    expectError(() => parse('columns=a,,b', { method: 'POST', body: '{}' }), 400, 'PGRST100');
  });

  it('splits GET rpc parameters into arguments and filters', () => {
    const req = parse('id=5&name=eq.x&select=id&limit=1', { path: '/rpc/fn' }, { ...OPTIONS, rpcArgNames: new Set(['id']) });
    expect(req.rpcArgs).toEqual({ id: '5' });
    expect(req.where).toHaveLength(1);
    expect(req.select).toHaveLength(1);
    expect(req.ranges).toEqual([{ path: [], offset: 0, limit: 1 }]);
  });

  it('treats every non-reserved GET rpc parameter as an argument when the names are unknown', () => {
    expect(parse('a=1&b=x.y', { path: '/rpc/fn' }).rpcArgs).toEqual({ a: '1', b: 'x.y' });
  });

  it('keeps query parameters of a POST rpc as filters', () => {
    const req = parse('id=eq.5', { method: 'POST', path: '/rpc/fn', body: '{"a":1}' }, { ...OPTIONS, rpcArgNames: new Set(['id']) });
    expect(req.rpcArgs).toEqual({});
    expect(req.where).toHaveLength(1);
    expect(req.body).toEqual({ a: 1 });
  });

  it('takes the first of repeated single-valued parameters', () => {
    const req = parse('select=a&select=b&limit=1&limit=2&order=x&order=y');
    expect(req.select).toEqual([{ type: 'field', field: { name: 'a', jsonPath: [] } }]);
    expect(req.ranges).toEqual([{ path: [], offset: 0, limit: 1 }]);
    expect(req.order).toEqual([{ path: [], terms: [{ field: { name: 'x', jsonPath: [] } }] }]);
  });

  it('tolerates empty pairs and malformed percent escapes in the query string', () => {
    expect(parse('&&name=eq.100%&').where[0]).toMatchObject({ condition: { filter: { value: { value: '100%' } } } });
  });
});
