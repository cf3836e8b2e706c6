import { describe, expect, it } from 'vitest';
import { evaluateDateMath, parseDateMath, shiftDate, startOfUnit } from '../src/index.ts';

// Wednesday 15 May 2024, 10:30:45.500 local time.
const NOW = new Date(2024, 4, 15, 10, 30, 45, 500);
const local = (...parts: [number, number, number, number?, number?, number?, number?]) => new Date(...parts);

describe('date-math grammar', () => {
  it('reads now followed by +, - or / steps with an optional number and a unit', () => {
    expect(parseDateMath('now')).toEqual([]);
    expect(parseDateMath('now-1d/d')).toEqual([
      { op: '-', amount: 1, unit: 'd' },
      { op: '/', amount: 1, unit: 'd' },
    ]);
    expect(parseDateMath('now+15m')).toEqual([{ op: '+', amount: 15, unit: 'm' }]);
    expect(parseDateMath('now-h')).toEqual([{ op: '-', amount: 1, unit: 'h' }]);
    expect(parseDateMath('now-250ms')).toEqual([{ op: '-', amount: 250, unit: 'ms' }]);
    expect(parseDateMath('now-3M/M')?.map((s) => s.unit)).toEqual(['M', 'M']);
    expect(parseDateMath('now-2w-1y+30s')).toHaveLength(3);
  });

  it('rejects anything outside the grammar', () => {
    for (const bad of ['', 'yesterday', 'now-', 'now-1x', 'now-1.5d', 'now/2d', 'now 1d', '1d', 'now-1dd', 'now+-1d']) {
      expect(parseDateMath(bad), bad).toBeNull();
    }
  });

  it('shifts by clock units exactly and by calendar units in local time', () => {
    expect(evaluateDateMath('now-90m', NOW)).toEqual(local(2024, 4, 15, 9, 0, 45, 500));
    expect(evaluateDateMath('now-500ms', NOW)).toEqual(local(2024, 4, 15, 10, 30, 45, 0));
    expect(evaluateDateMath('now+2d', NOW)).toEqual(local(2024, 4, 17, 10, 30, 45, 500));
    expect(evaluateDateMath('now-1w', NOW)).toEqual(local(2024, 4, 8, 10, 30, 45, 500));
    expect(evaluateDateMath('now-1y', NOW)).toEqual(local(2023, 4, 15, 10, 30, 45, 500));
  });

  it('clamps month and year steps to the end of shorter months', () => {
    expect(shiftDate(local(2024, 0, 31), 1, 'M')).toEqual(local(2024, 1, 29));
    expect(shiftDate(local(2024, 2, 31), -1, 'M')).toEqual(local(2024, 1, 29));
    expect(shiftDate(local(2024, 1, 29), 1, 'y')).toEqual(local(2025, 1, 28));
    expect(shiftDate(local(2024, 10, 30), 2, 'M')).toEqual(local(2025, 0, 30));
  });

  it('rounds down to the start of a unit, or up to its end for the end of a range', () => {
    expect(evaluateDateMath('now/d', NOW)).toEqual(local(2024, 4, 15));
    expect(evaluateDateMath('now/d', NOW, { roundUp: true })).toEqual(local(2024, 4, 15, 23, 59, 59, 999));
    expect(evaluateDateMath('now-1d/d', NOW)).toEqual(local(2024, 4, 14));
    expect(evaluateDateMath('now/h', NOW)).toEqual(local(2024, 4, 15, 10));
    expect(evaluateDateMath('now/M', NOW)).toEqual(local(2024, 4, 1));
    expect(evaluateDateMath('now/M', NOW, { roundUp: true })).toEqual(local(2024, 4, 31, 23, 59, 59, 999));
    expect(evaluateDateMath('now/y', NOW)).toEqual(local(2024, 0, 1));
    expect(evaluateDateMath('now-1M/M', NOW, { roundUp: true })).toEqual(local(2024, 3, 30, 23, 59, 59, 999));
  });

  it('starts weeks on Monday, also when today is Sunday', () => {
    expect(evaluateDateMath('now/w', NOW)).toEqual(local(2024, 4, 13));
    const sunday = local(2024, 4, 19, 18);
    expect(startOfUnit(sunday, 'w')).toEqual(local(2024, 4, 13));
    expect(evaluateDateMath('now/w', sunday, { roundUp: true })).toEqual(local(2024, 4, 19, 23, 59, 59, 999));
  });

  it('returns null for an invalid expression instead of a date', () => {
    expect(evaluateDateMath('now-1q', NOW)).toBeNull();
  });
});
