import { describe, expect, it } from 'vitest';
import {
  COMMON_RELATIVE_RANGES,
  FUTURE_TIME_RANGE_PRESETS,
  INVALID_ABSOLUTE_TIME_RANGE,
  INVALID_MAPPED_TIME_RANGE,
  INVALID_RELATIVE_TIME_RANGE,
  MAPPED_TIME_RANGE_PRESETS,
  PAST_TIME_RANGE_PRESETS,
  type TimeRange,
  describeRelativeRange,
  isSameTimeRange,
  parseRelativeRange,
  relativeRange,
  resolveTimeRange,
  timeRangeDurationMs,
} from '../src/index.ts';

const NOW = new Date(2024, 4, 15, 10, 30, 45, 500);
const local = (...parts: [number, number, number, number?, number?, number?, number?]) => new Date(...parts);
const HOUR = 3_600_000;

function resolved(range: TimeRange) {
  const result = resolveTimeRange(range, NOW);
  if (!result.ok) throw new Error(result.error);
  return { from: result.from, to: result.to };
}

describe('relative ranges', () => {
  it('accept a sign or now prefix, an optional number and a unit (mo meaning months)', () => {
    expect(parseRelativeRange('15m')).toEqual({ direction: 'past', amount: 15, unit: 'm' });
    expect(parseRelativeRange('-2d')).toEqual({ direction: 'past', amount: 2, unit: 'd' });
    expect(parseRelativeRange('now-2d')).toEqual({ direction: 'past', amount: 2, unit: 'd' });
    expect(parseRelativeRange('+1h')).toEqual({ direction: 'future', amount: 1, unit: 'h' });
    expect(parseRelativeRange('1mo')).toEqual({ direction: 'past', amount: 1, unit: 'M' });
    expect(parseRelativeRange('3M')).toEqual({ direction: 'past', amount: 3, unit: 'M' });
    expect(parseRelativeRange('500ms')).toEqual({ direction: 'past', amount: 500, unit: 'ms' });
    expect(parseRelativeRange('w')).toEqual({ direction: 'past', amount: 1, unit: 'w' });
    expect(parseRelativeRange('/d')).toEqual({ direction: 'current', amount: 1, unit: 'd' });
  });

  it('reject other text', () => {
    for (const bad of ['', '0m', '1.5h', '2x', '/2d', 'd2', 'now--1d', 'last week', '5 minutes']) {
      expect(parseRelativeRange(bad), bad).toBeNull();
    }
  });

  it('describe themselves the way the picker shows them', () => {
    expect(describeRelativeRange('5m')).toBe('Last 5 minutes');
    expect(describeRelativeRange('1h')).toBe('Last 1 hour');
    expect(describeRelativeRange('1mo')).toBe('Last 1 month');
    expect(describeRelativeRange('+2w')).toBe('Next 2 weeks');
    expect(describeRelativeRange('/d')).toBe('This day so far');
    expect(describeRelativeRange('soon')).toBeNull();
    expect(relativeRange('2d')).toEqual({ type: 'relative', range: '2d', display: 'Last 2 days' });
  });

  it('resolve to a span ending now, starting now, or the current unit so far', () => {
    expect(resolved(relativeRange('2d'))).toEqual({ from: local(2024, 4, 13, 10, 30, 45, 500), to: NOW });
    expect(resolved(relativeRange('+1h'))).toEqual({ from: NOW, to: local(2024, 4, 15, 11, 30, 45, 500) });
    expect(resolved(relativeRange('/d'))).toEqual({ from: local(2024, 4, 15), to: NOW });
    expect(timeRangeDurationMs(relativeRange('3h'), NOW)).toBe(3 * HOUR);
  });

  it('report an invalid range with the spec message', () => {
    expect(resolveTimeRange({ type: 'relative', display: 'x', range: '2 days' }, NOW)).toEqual({
      ok: false,
      error: INVALID_RELATIVE_TIME_RANGE,
    });
    expect(INVALID_RELATIVE_TIME_RANGE).toBe('Invalid relative time range');
  });
});

describe('mapped ranges', () => {
  const preset = (display: string) => {
    const found = MAPPED_TIME_RANGE_PRESETS.find((p) => p.display === display);
    if (!found) throw new Error(`no preset ${display}`);
    return found;
  };

  it('cover whole calendar units, or the current one so far', () => {
    expect(resolved(preset('Yesterday'))).toEqual({
      from: local(2024, 4, 14),
      to: local(2024, 4, 14, 23, 59, 59, 999),
    });
    expect(resolved(preset('This month so far'))).toEqual({ from: local(2024, 4, 1), to: NOW });
    expect(resolved(preset('Previous week'))).toEqual({
      from: local(2024, 4, 6),
      to: local(2024, 4, 12, 23, 59, 59, 999),
    });
    expect(resolved(preset('Previous year'))).toEqual({
      from: local(2023, 0, 1),
      to: local(2023, 11, 31, 23, 59, 59, 999),
    });
  });

  it('report expressions outside the grammar, or an end before the start, as invalid', () => {
    const invalid = { ok: false, error: INVALID_MAPPED_TIME_RANGE };
    expect(resolveTimeRange({ type: 'mapped', display: 'x', from: 'yesterday', to: 'now' }, NOW)).toEqual(invalid);
    expect(resolveTimeRange({ type: 'mapped', display: 'x', from: 'now', to: 'now-1d' }, NOW)).toEqual(invalid);
    expect(INVALID_MAPPED_TIME_RANGE).toBe('Invalid mapped time range');
  });
});

describe('absolute ranges', () => {
  it('resolve two instants and refuse a missing, unreadable or reversed pair', () => {
    const range = { type: 'absolute' as const, display: 'x', from: '2024-05-01T08:00:00.000Z', to: '2024-05-02T08:00:00.000Z' };
    expect(resolved(range)).toEqual({ from: new Date(range.from), to: new Date(range.to) });
    const invalid = { ok: false, error: INVALID_ABSOLUTE_TIME_RANGE };
    expect(resolveTimeRange({ ...range, to: '' }, NOW)).toEqual(invalid);
    expect(resolveTimeRange({ ...range, from: 'tomorrow' }, NOW)).toEqual(invalid);
    expect(resolveTimeRange({ ...range, from: range.to, to: range.from }, NOW)).toEqual(invalid);
  });

  it('compare by what they select, not by display', () => {
    const a = { type: 'absolute' as const, display: 'a', from: '2024-05-01', to: '2024-05-02' };
    expect(isSameTimeRange(a, { ...a, display: 'b' })).toBe(true);
    expect(isSameTimeRange(a, { ...a, to: '2024-05-03' })).toBe(false);
    expect(isSameTimeRange(relativeRange('1h'), relativeRange('1h', 'One hour'))).toBe(true);
    expect(isSameTimeRange(relativeRange('1h'), a)).toBe(false);
  });
});

describe('presets', () => {
  it('run from 5 minutes to 5 years, in the past and in the future, each longer than the one before', () => {
    expect(PAST_TIME_RANGE_PRESETS[0]?.display).toBe('Last 5 minutes');
    expect(PAST_TIME_RANGE_PRESETS.at(-1)?.display).toBe('Last 5 years');
    expect(FUTURE_TIME_RANGE_PRESETS[0]?.display).toBe('Next 5 minutes');
    expect(FUTURE_TIME_RANGE_PRESETS.at(-1)?.display).toBe('Next 5 years');
    for (const presets of [PAST_TIME_RANGE_PRESETS, FUTURE_TIME_RANGE_PRESETS]) {
      const durations = presets.map((p) => timeRangeDurationMs(p, NOW) ?? -1);
      expect(durations.every((d, i) => i === 0 || d > (durations[i - 1] ?? 0))).toBe(true);
    }
    for (const future of FUTURE_TIME_RANGE_PRESETS) expect(resolved(future).from).toEqual(NOW);
  });

  it('include mapped ranges such as Yesterday and This month so far, all resolvable', () => {
    const names = MAPPED_TIME_RANGE_PRESETS.map((p) => p.display);
    expect(names).toEqual(expect.arrayContaining(['Yesterday', 'Today', 'This week so far', 'This month so far']));
    for (const preset of MAPPED_TIME_RANGE_PRESETS) expect(resolveTimeRange(preset, NOW).ok, preset.display).toBe(true);
  });

  it('offer the common relative options of the spec in order', () => {
    expect(COMMON_RELATIVE_RANGES.map((r) => r.range)).toEqual(
      '15m 1h 2h 3h 6h 12h 1d 2d 3d 1w 2w 3w 1mo 2mo 3mo 6mo 1y 2y 3y 5y'.split(' '),
    );
    expect(COMMON_RELATIVE_RANGES[1]).toEqual({ type: 'relative', range: '1h', display: 'Last 1 hour' });
    const durations = COMMON_RELATIVE_RANGES.map((r) => timeRangeDurationMs(r, NOW) ?? -1);
    expect(durations.every((d, i) => i === 0 || d > (durations[i - 1] ?? 0))).toBe(true);
  });
});
