import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type IncidentFilters, readIncidentFilters, withIncidentFilters } from './incident-list-filters.ts';

/** The list's filters from the address, and a setter that writes them back (paging starts over). */
export function useIncidentFilters(): [IncidentFilters, (patch: Partial<IncidentFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readIncidentFilters(params), [params]);
  const update = useCallback((patch: Partial<IncidentFilters>) => setParams((current) => withIncidentFilters(current, patch)), [setParams]);
  return [filters, update];
}
