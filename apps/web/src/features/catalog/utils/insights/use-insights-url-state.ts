import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { InsightFilters } from './insights-query.ts';

const FILTER_NAMES: readonly (keyof InsightFilters)[] = ['status', 'severity', 'type', 'configType', 'analyzer', 'component'];

/** The insight filters kept under their own names in the query string; a change goes back to the first page. */
export function useInsightsUrlState(): [InsightFilters, (patch: Partial<InsightFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])) as unknown as InsightFilters,
    [params],
  );
  const update = useCallback(
    (patch: Partial<InsightFilters>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('pageIndex');
        return next;
      }),
    [setParams],
  );
  return [filters, update];
}
