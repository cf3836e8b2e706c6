import type { TimeRange } from '@vigil/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readTimeRangeParams, writeTimeRangeParams } from './time-range-search-params.ts';

export interface TimeRangeSearchParams {
  /** The range in the URL, or the default when the URL has none or an invalid one. */
  timeRange: TimeRange;
  setTimeRange: (range: TimeRange) => void;
}

export interface TimeRangeSearchParamsOptions {
  /** Parameters dropped in the same URL update as a new range (e.g. the page index). */
  resetKeys?: readonly string[];
}

const NO_KEYS: readonly string[] = [];

/**
 * A time range kept in the query string (rangeType, display, from, to, range, timeRange) so the
 * view is linkable. An invalid range in the URL is logged ('Invalid relative time range',
 * 'Invalid mapped time range') and the default is used. Resolve it to instants with
 * `resolveTimeRange` when fetching, so relative ranges end at the time of the fetch.
 */
export function useTimeRangeSearchParams(defaultRange: TimeRange, options: TimeRangeSearchParamsOptions = {}): TimeRangeSearchParams {
  const { resetKeys = NO_KEYS } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const reading = useMemo(() => readTimeRangeParams(searchParams), [searchParams]);

  const error = reading.kind === 'invalid' ? reading.error : null;
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  const setTimeRange = useCallback(
    (range: TimeRange) =>
      setSearchParams((current) => {
        const next = writeTimeRangeParams(current, range);
        for (const key of resetKeys) next.delete(key);
        return next;
      }),
    [setSearchParams, resetKeys],
  );

  return { timeRange: reading.kind === 'valid' ? reading.range : defaultRange, setTimeRange };
}
