import { relativeRange, timeRangeDurationMs } from '@vigil/domain';
import { useCallback, useState } from 'react';
import {
  REFRESH_RATE_STORAGE_KEY,
  type RefreshRate,
  effectiveRefreshRate,
  isRefreshRate,
} from './refresh-rate.ts';

function readStoredRate(): RefreshRate {
  try {
    const stored = window.localStorage.getItem(REFRESH_RATE_STORAGE_KEY);
    return isRefreshRate(stored) ? stored : 'none';
  } catch {
    return 'none';
  }
}

/** How many minutes a range such as '1h' spans; 0 when it cannot be read. */
export function rangeMinutesOf(timeRange: string): number {
  const ms = timeRangeDurationMs(relativeRange(timeRange));
  return ms === null ? 0 : ms / 60_000;
}

export interface RefreshRateState {
  /** The rate in effect for this time range. */
  rate: RefreshRate;
  rangeMinutes: number;
  setRate: (rate: RefreshRate) => void;
}

/** The dashboard's auto-refresh rate, remembered in the browser and capped by the time range. */
export function useRefreshRate(timeRange: string): RefreshRateState {
  const [chosen, setChosen] = useState<RefreshRate>(readStoredRate);
  const rangeMinutes = rangeMinutesOf(timeRange);
  const setRate = useCallback((rate: RefreshRate) => {
    setChosen(rate);
    try {
      window.localStorage.setItem(REFRESH_RATE_STORAGE_KEY, rate);
    } catch {
      // Storage may be blocked; the choice still holds for this visit.
    }
  }, []);
  return { rate: effectiveRefreshRate(chosen, rangeMinutes), rangeMinutes, setRate };
}
