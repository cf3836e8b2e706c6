import type { TimeRange } from '@vigil/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ChangesFilters } from './changes-request.ts';

/** Spec 002 §9: changes of the last 2 days unless the user picks another range. */
export const CHANGES_DEFAULT_TIME_RANGE: TimeRange = { type: 'relative', range: '2d', display: 'Last 2 days' };

const FILTER_KEYS: Record<keyof ChangesFilters, string> = {
  configType: 'configType',
  changeType: 'changeType',
  severity: 'severity',
  createdBy: 'createdBy',
  tags: 'tags',
};

/** The change filters kept in the query string; a change goes back to the first page. */
export function useChangesUrlState(): [ChangesFilters, (patch: Partial<ChangesFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<ChangesFilters>(
    () => ({
      configType: params.get(FILTER_KEYS.configType) ?? '',
      changeType: params.get(FILTER_KEYS.changeType) ?? '',
      severity: params.get(FILTER_KEYS.severity) ?? '',
      createdBy: params.get(FILTER_KEYS.createdBy) ?? '',
      tags: params.get(FILTER_KEYS.tags) ?? '',
    }),
    [params],
  );
  const update = useCallback(
    (patch: Partial<ChangesFilters>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch) as [keyof ChangesFilters, string][]) {
          if (value) next.set(FILTER_KEYS[name], value);
          else next.delete(FILTER_KEYS[name]);
        }
        next.delete('pageIndex');
        return next;
      }),
    [setParams],
  );
  return [filters, update];
}
