import {
  MAPPED_TIME_RANGE_PRESETS,
  type TimeRange,
  describeRelativeRange,
  resolveTimeRange,
} from '@vigil/domain';
import { describeAbsoluteRange } from './absolute-range-format.ts';

/** The query-string keys of a time range (spec 000 §2.8). */
export const TIME_RANGE_KEYS = ['rangeType', 'display', 'from', 'to', 'range', 'timeRange'] as const;

const UNKNOWN_RANGE_TYPE = 'Unknown time range type';

export type TimeRangeReading =
  | { kind: 'none' }
  | { kind: 'valid'; range: TimeRange }
  | { kind: 'invalid'; error: string };

function checked(range: TimeRange): TimeRangeReading {
  const resolved = resolveTimeRange(range);
  return resolved.ok ? { kind: 'valid', range } : { kind: 'invalid', error: resolved.error };
}

function relative(range: string, display: string | null): TimeRangeReading {
  return checked({ type: 'relative', range, display: display || describeRelativeRange(range) || range });
}

/**
 * The range a query string describes: `rangeType` with `range` or `from`/`to`, or the short
 * `timeRange=2d`. Invalid values are reported so the caller can log them and use its default.
 */
export function readTimeRangeParams(params: URLSearchParams): TimeRangeReading {
  const type = params.get('rangeType');
  const display = params.get('display');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  switch (type) {
    case 'relative':
      return relative(params.get('range') ?? '', display);
    case 'mapped': {
      const preset = MAPPED_TIME_RANGE_PRESETS.find((known) => known.from === from && known.to === to);
      return checked({ type: 'mapped', from, to, display: display || preset?.display || `${from} to ${to}` });
    }
    case 'absolute': {
      const shown = display || describeAbsoluteRange(new Date(from), new Date(to));
      return checked({ type: 'absolute', from, to, display: shown });
    }
    case null: {
      const short = params.get('timeRange');
      return short ? relative(short, display) : { kind: 'none' };
    }
    default:
      return { kind: 'invalid', error: UNKNOWN_RANGE_TYPE };
  }
}

/** Replaces the time-range keys of `params` with those of `range`; other keys stay. */
export function writeTimeRangeParams(params: URLSearchParams, range: TimeRange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of TIME_RANGE_KEYS) next.delete(key);
  next.set('rangeType', range.type);
  next.set('display', range.display);
  if (range.type === 'relative') next.set('range', range.range);
  else {
    next.set('from', range.from);
    next.set('to', range.to);
  }
  return next;
}
