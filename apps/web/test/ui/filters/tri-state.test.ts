import { describe, expect, it } from 'vitest';
import { nextTriState, withTriState } from '#src/ui/filters/tri-state.ts';
import { decodeTriStateSelections, encodeTriStateSelections } from '#src/ui/filters/tri-state-query.ts';

describe('tri-state choices', () => {
  it('include or exclude a value, and choosing the current state again resets it to 0', () => {
    expect(nextTriState(0, 1)).toBe(1);
    expect(nextTriState(0, -1)).toBe(-1);
    expect(nextTriState(1, 1)).toBe(0);
    expect(nextTriState(-1, -1)).toBe(0);
    expect(nextTriState(1, -1)).toBe(-1);
    expect(nextTriState(-1, 0)).toBe(0);
  });

  it('keep only the values that carry a filter', () => {
    const selections = withTriState({ a: 1 }, 'b', -1);
    expect(selections).toEqual({ a: 1, b: -1 });
    expect(withTriState(selections, 'a', 0)).toEqual({ b: -1 });
  });

  it('keep one state per group (a tag key) when groups are given', () => {
    const groupOf = (value: string) => value.split('=')[0] ?? value;
    let tags = withTriState({}, 'env=prod', 1, { groupOf });
    tags = withTriState(tags, 'team=ops', -1, { groupOf });
    tags = withTriState(tags, 'env=dev', -1, { groupOf });
    expect(tags).toEqual({ 'team=ops': -1, 'env=dev': -1 });
    // Without groups, values are independent.
    expect(withTriState({ 'env=prod': 1 }, 'env=dev', 1)).toEqual({ 'env=prod': 1, 'env=dev': 1 });
  });
});

describe('tri-state selections in the query string', () => {
  it('encode as value:state pairs separated by commas', () => {
    expect(encodeTriStateSelections({ a: 1, b: -1 })).toBe('a:1,b:-1');
    expect(encodeTriStateSelections({})).toBe('');
  });

  it('decode the same text back, e.g. the job history default SUCCESS:-1', () => {
    expect(decodeTriStateSelections('a:1,b:-1')).toEqual({ a: 1, b: -1 });
    expect(decodeTriStateSelections('SUCCESS:-1')).toEqual({ SUCCESS: -1 });
    expect(decodeTriStateSelections(null)).toEqual({});
    expect(decodeTriStateSelections('')).toEqual({});
  });

  it('survive values holding the separators', () => {
    const selections = { 'a:b=c,d': 1 as const, '100%': -1 as const };
    expect(decodeTriStateSelections(encodeTriStateSelections(selections))).toEqual(selections);
  });

  it('ignore malformed pairs instead of failing', () => {
    expect(decodeTriStateSelections('a:1,b,c:2,:1,d:-1,e:0')).toEqual({ a: 1, d: -1 });
  });
});
