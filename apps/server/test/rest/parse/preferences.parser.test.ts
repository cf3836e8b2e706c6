import { describe, expect, it } from 'vitest';
import { parsePreferences } from '#src/rest/parse/preferences.parser.ts';
import { expectError, parse } from './request.fixture.ts';

describe('preferences parser', () => {
  it('is empty without a Prefer header', () => {
    expect(parse('').preferences).toEqual({ applied: [] });
  });

  it('reads every supported preference and lists them as applied', () => {
    const prefs = parsePreferences(
      'return=representation, count=exact,resolution=merge-duplicates, missing=default, handling=lenient, tx=rollback, max-affected=5, params=single-object',
    );
    expect(prefs).toEqual({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: 'default',
      handling: 'lenient',
      tx: 'rollback',
      maxAffected: 5,
      params: 'single-object',
      applied: [
        'return=representation',
        'count=exact',
        'resolution=merge-duplicates',
        'missing=default',
        'handling=lenient',
        'tx=rollback',
        'max-affected=5',
        'params=single-object',
      ],
    });
  });

  it.each([
    ['return=minimal', { return: 'minimal' }],
    ['return=headers-only', { return: 'headers-only' }],
    ['count=planned', { count: 'planned' }],
    ['count=estimated', { count: 'estimated' }],
    ['resolution=ignore-duplicates', { resolution: 'ignore-duplicates' }],
    ['missing=null', { missing: 'null' }],
    ['tx=commit', { tx: 'commit' }],
    ['handling=strict', { handling: 'strict' }],
  ])('reads %s', (header, expected) => {
    expect(parsePreferences(header)).toMatchObject(expected);
  });

  it('lets the first occurrence win across repeated headers', () => {
    const prefs = parsePreferences('count=exact, return=minimal, count=planned');
    expect(prefs.count).toBe('exact');
    expect(prefs.applied).toEqual(['count=exact', 'return=minimal']);
  });

  it('ignores unknown or malformed preferences by default', () => {
    const prefs = parsePreferences('foo, return=everything, max-affected=-1, count=exact');
    expect(prefs).toEqual({ count: 'exact', applied: ['count=exact'] });
  });

  it('rejects them with handling=strict as 400 PGRST122', () => {
    const err = expectError(() => parse('', { headers: { prefer: 'handling=strict, foo, bar' } }), 400, 'PGRST122');
    expect(err.message).toBe('Invalid preferences given with handling=strict');
    expect(err.details).toBe('Invalid preferences: foo, bar');
    expectError(() => parsePreferences('return=nope, handling=strict'), 400, 'PGRST122');
  });

  it('accepts a strict header whose preferences are all valid', () => {
    expect(parsePreferences('handling=strict, return=minimal').applied).toEqual(['handling=strict', 'return=minimal']);
  });
});
