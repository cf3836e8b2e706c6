import { describe, expect, it } from 'vitest';
import { defaultCheckTimeRange } from '#src/features/health/utils/default-check-time-range.ts';
import { DURATION_FILTER_MESSAGE, parseDurationFilter } from '#src/features/health/utils/duration-filter.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('defaultCheckTimeRange', () => {
  it.each([
    [59 * MINUTE, '1h'],
    [HOUR, '3h'],
    [2.9 * HOUR, '3h'],
    [3 * HOUR, '6h'],
    [10 * HOUR, '12h'],
    [20 * HOUR, '1d'],
    [36 * HOUR, '2d'],
    [2.5 * DAY, '3d'],
    [5 * DAY, '1w'],
    [10 * DAY, '2w'],
    [20 * DAY, '3w'],
    [25 * DAY, '1mo'],
    [45 * DAY, '2mo'],
    [80 * DAY, '3mo'],
    [120 * DAY, '6mo'],
    [300 * DAY, '1y'],
    [500 * DAY, '2y'],
    [900 * DAY, '3y'],
    [2000 * DAY, '5y'],
  ])('a last run %d ms old gives %s', (age, range) => {
    expect(defaultCheckTimeRange(ago(age), NOW)).toBe(range);
  });

  it('falls back to 1h without a last run', () => {
    expect(defaultCheckTimeRange(null, NOW)).toBe('1h');
    expect(defaultCheckTimeRange('not a time', NOW)).toBe('1h');
  });
});

describe('parseDurationFilter', () => {
  it('reads milliseconds and converts seconds to milliseconds', () => {
    expect(parseDurationFilter('250ms')).toEqual({ ok: true, ms: 250 });
    expect(parseDurationFilter('2s')).toEqual({ ok: true, ms: 2000 });
    expect(parseDurationFilter('1.5s')).toEqual({ ok: true, ms: 1500 });
  });

  it('treats All and an empty box as no filter', () => {
    expect(parseDurationFilter('All')).toEqual({ ok: true, ms: null });
    expect(parseDurationFilter('  ')).toEqual({ ok: true, ms: null });
  });

  it.each(['5m', '1h', '10', 'fast', '-2s'])('refuses %s with the spec message', (text) => {
    expect(parseDurationFilter(text)).toEqual({ ok: false, message: DURATION_FILTER_MESSAGE });
  });
});
