import { type MappedTimeRange, type RelativeTimeRange, relativeRange } from './time-range.ts';

/** Spans of the picker's presets, from 5 minutes to 5 years (spec 000 §2.8). */
const PRESET_SPANS = [
  ...['5m', '15m', '30m', '1h', '3h', '6h', '12h'],
  ...['1d', '2d', '7d', '30d', '90d', '6mo', '1y', '2y', '5y'],
];

/** "Last 5 minutes" ... "Last 5 years". */
export const PAST_TIME_RANGE_PRESETS: readonly RelativeTimeRange[] = PRESET_SPANS.map((span) => relativeRange(span));

/** "Next 5 minutes" ... "Next 5 years": the future-only picker (silence durations). */
export const FUTURE_TIME_RANGE_PRESETS: readonly RelativeTimeRange[] = PRESET_SPANS.map((span) =>
  relativeRange(`+${span}`),
);

const mapped = (display: string, from: string, to: string): MappedTimeRange => ({ type: 'mapped', display, from, to });

/** Calendar ranges: a `/unit` at the end of `from` rounds down, at the end of `to` rounds up. */
export const MAPPED_TIME_RANGE_PRESETS: readonly MappedTimeRange[] = [
  mapped('Yesterday', 'now-1d/d', 'now-1d/d'),
  mapped('Day before yesterday', 'now-2d/d', 'now-2d/d'),
  mapped('This day last week', 'now-7d/d', 'now-7d/d'),
  mapped('Previous week', 'now-1w/w', 'now-1w/w'),
  mapped('Previous month', 'now-1M/M', 'now-1M/M'),
  mapped('Previous year', 'now-1y/y', 'now-1y/y'),
  mapped('Today', 'now/d', 'now/d'),
  mapped('Today so far', 'now/d', 'now'),
  mapped('This week', 'now/w', 'now/w'),
  mapped('This week so far', 'now/w', 'now'),
  mapped('This month', 'now/M', 'now/M'),
  mapped('This month so far', 'now/M', 'now'),
  mapped('This year', 'now/y', 'now/y'),
  mapped('This year so far', 'now/y', 'now'),
];

/** The common relative options of selects such as the check detail's Time Range (spec 000 §2.8). */
export const COMMON_RELATIVE_RANGES: readonly RelativeTimeRange[] = [
  '15m',
  '1h',
  '2h',
  '3h',
  '6h',
  '12h',
  '1d',
  '2d',
  '3d',
  '1w',
  '2w',
  '3w',
  '1mo',
  '2mo',
  '3mo',
  '6mo',
  '1y',
  '2y',
  '3y',
  '5y',
].map((range) => relativeRange(range));
