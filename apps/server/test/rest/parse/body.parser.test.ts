import { describe, expect, it } from 'vitest';
import { parseBody, parseCsv } from '#src/rest/parse/body.parser.ts';
import { expectError, parse } from './request.fixture.ts';

const post = (body: string | undefined, contentType?: string, path = '/configs') =>
  parse('', { method: 'POST', path, body, headers: contentType === undefined ? {} : { 'content-type': contentType } });

describe('body parser', () => {
  it('parses JSON objects and arrays, with or without a Content-Type', () => {
    expect(post('{"a":1}').body).toEqual({ a: 1 });
    expect(post('[{"a":1},{"b":2}]', 'application/json; charset=utf-8').body).toEqual([{ a: 1 }, { b: 2 }]);
    expect(parse('', { method: 'PATCH', body: '{"x":null}' }).body).toEqual({ x: null });
    expect(parse('', { method: 'PUT', body: '{"id":1}' }).body).toEqual({ id: 1 });
  });

  it('has no body on reads and deletes', () => {
    expect(parse('', { body: '{"a":1}' }).body).toBeUndefined();
    expect(parse('', { method: 'DELETE', body: 'x' }).body).toBeUndefined();
  });

  it.each([
    ['{"a":', 'malformed JSON'],
    ['', 'empty body'],
    ['   ', 'blank body'],
    [undefined, 'missing body'],
    ['42', 'a scalar'],
    ['[1,2]', 'an array of scalars'],
  ])('answers 400 PGRST102 to %s (%s) on a relation', (body, _why) => {
    const err = expectError(() => post(body), 400, 'PGRST102');
    expect(err.message).toBe('Empty or invalid json');
  });

  it('treats an empty RPC body as {} and allows any JSON value there', () => {
    expect(post('', undefined, '/rpc/fn').body).toEqual({});
    expect(post(undefined, undefined, '/rpc/fn').body).toEqual({});
    expect(post('[1,2]', undefined, '/rpc/fn').body).toEqual([1, 2]);
    expectError(() => post('{', undefined, '/rpc/fn'), 400, 'PGRST102');
  });

  it('parses CSV with a header row; empty unquoted fields are null', () => {
    expect(post('name,value,note\r\nweb,"a,b",\n"x ""y""",,""\n', 'text/csv').body).toEqual([
      { name: 'web', value: 'a,b', note: null },
      { name: 'x "y"', value: null, note: '' },
    ]);
    expect(parseCsv('a,b')).toEqual([]);
    expect(parseCsv('a\n"multi\nline"')).toEqual([{ a: 'multi\nline' }]);
  });

  it('rejects malformed CSV with 400 PGRST102', () => {
    expectError(() => parseCsv('a,b\n1'), 400, 'PGRST102');
    expectError(() => parseCsv('a\n"open'), 400, 'PGRST102');
    expectError(() => parseCsv('a\n"x"y'), 400, 'PGRST102');
  });

  it('parses urlencoded forms into an object', () => {
    expect(parseBody('name=a+b&id=%31', 'application/x-www-form-urlencoded', false)).toEqual({ name: 'a b', id: '1' });
  });

  it('answers 415 PGRST107 to an unsupported Content-Type', () => {
    expectError(() => post('<a/>', 'text/xml'), 415, 'PGRST107');
  });
});
