import { describe, expect, it } from 'vitest';
import { compileTimeLayout, type TimeLayout } from '#src/catalog/scrapers/transform/go-time-layout.ts';

function layout(text: string | undefined): TimeLayout {
  const compiled = compileTimeLayout(text);
  if (typeof compiled === 'string') throw new Error(compiled);
  return compiled;
}

const iso = (date: Date | undefined) => date?.toISOString();

describe('Go time layouts for createFields and deleteFields', () => {
  it('reads RFC3339 by default, with fractions and offsets', () => {
    const rfc3339 = layout(undefined);
    expect(iso(rfc3339.parse('2024-03-05T10:20:30Z'))).toBe('2024-03-05T10:20:30.000Z');
    expect(iso(rfc3339.parse('2024-03-05T10:20:30.25+02:00'))).toBe('2024-03-05T08:20:30.250Z');
    expect(rfc3339.parse('2024-03-05 10:20:30')).toBeUndefined();
  });

  it('reads layouts written with the reference time, in UTC unless they carry a zone', () => {
    expect(iso(layout('2006-01-02 15:04:05').parse('2023-04-05 06:07:08'))).toBe('2023-04-05T06:07:08.000Z');
    expect(iso(layout('02/01/2006').parse('31/12/2021'))).toBe('2021-12-31T00:00:00.000Z');
    expect(iso(layout('Jan 2, 2006 at 3:04pm (-0700)').parse('Feb 3, 2013 at 7:54pm (-0800)'))).toBe('2013-02-04T03:54:00.000Z');
    expect(iso(layout('January 02 06 15:04:05.000').parse('March 09 99 01:02:03.456'))).toBe('1999-03-09T01:02:03.456Z');
  });

  it("takes Go's layout names", () => {
    expect(iso(layout('RFC1123').parse('Mon, 02 Jan 2006 15:04:05 UTC'))).toBe('2006-01-02T15:04:05.000Z');
    expect(iso(layout('DateOnly').parse('2020-02-29'))).toBe('2020-02-29T00:00:00.000Z');
  });

  it('refuses values that are not dates and layouts that name no part of the reference time', () => {
    expect(layout('2006-01-02').parse('2021-02-30')).toBeUndefined();
    expect(layout('2006-01-02').parse('2021-13-01')).toBeUndefined();
    expect(layout('2006-01-02').parse('yesterday')).toBeUndefined();
    expect(compileTimeLayout('YYYY-MM-DD')).toEqual(expect.stringContaining('must be a Go time layout'));
  });
});
