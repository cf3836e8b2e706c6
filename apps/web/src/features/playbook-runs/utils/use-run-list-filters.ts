import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type RunListFilters, readRunListFilters, withRunListFilters } from './run-list-filters.ts';

/** The list's filters from the address, and a setter that writes them back (paging starts over). */
export function useRunListFilters(): [RunListFilters, (patch: Partial<RunListFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readRunListFilters(params), [params]);
  const update = useCallback((patch: Partial<RunListFilters>) => setParams((current) => withRunListFilters(current, patch)), [setParams]);
  return [filters, update];
}
