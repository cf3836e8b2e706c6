import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type HealthUrlChange, type HealthUrlState, readHealthUrlState, writeHealthUrlState } from './health-search-params.ts';

/** The dashboard's URL state and a way to change parts of it. */
export function useHealthUrlState(): [HealthUrlState, (change: HealthUrlChange) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readHealthUrlState(searchParams), [searchParams]);
  const update = useCallback(
    (change: HealthUrlChange) => setSearchParams((current) => writeHealthUrlState(current, change)),
    [setSearchParams],
  );
  return [state, update];
}
