import { describe, expect, it } from 'vitest';
import { parseAccept } from '#src/rest/parse/media.parser.ts';
import { expectError, parse } from './request.fixture.ts';

describe('media parser', () => {
  it.each([
    [undefined, 'json'],
    ['', 'json'],
    ['application/json', 'json'],
    ['*/*', 'json'],
    ['application/*', 'json'],
    ['application/json; charset=utf-8', 'json'],
    ['application/vnd.pgrst.object+json', 'singular'],
    ['application/vnd.pgrst.object+json;nulls=stripped', 'singular'],
    ['text/csv', 'csv'],
    ['text/html, text/csv', 'csv'],
    ['application/json;q=0.5, text/csv', 'csv'],
    ['text/csv;q=0.2, application/vnd.pgrst.object+json;q=0.9', 'singular'],
    ['text/csv;q=0, */*', 'json'],
  ])('maps Accept %s to %s', (accept, media) => {
    expect(parseAccept(accept)).toBe(media);
  });

  it('answers 406 PGRST107 when nothing acceptable is supported', () => {
    const err = expectError(() => parse('', { headers: { accept: 'text/xml, image/png' } }), 406, 'PGRST107');
    expect(err.message).toBe('None of these media types are available: text/xml, image/png');
    expectError(() => parseAccept('application/json;q=0'), 406, 'PGRST107');
  });

  it('reads Accept-Profile on reads and Content-Profile on writes', () => {
    expect(parse('', { headers: { 'accept-profile': 'audit' } }).profile).toBe('audit');
    expect(parse('').profile).toBeUndefined();
    const write = parse('', { method: 'POST', body: '{}', headers: { 'content-profile': 'audit', 'accept-profile': 'nope' } });
    expect(write.profile).toBe('audit');
    expect(parse('', { method: 'DELETE', headers: { 'content-profile': 'public' } }).profile).toBe('public');
  });

  it('answers 406 PGRST106 for a schema that is not exposed', () => {
    const err = expectError(() => parse('', { headers: { 'accept-profile': 'secret' } }), 406, 'PGRST106');
    expect(err.message).toBe('The schema must be one of the following: public, audit');
    expectError(() => parse('', { method: 'PATCH', body: '{}', headers: { 'content-profile': 'secret' } }), 406, 'PGRST106');
  });
});
