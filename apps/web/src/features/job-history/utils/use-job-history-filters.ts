import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { decodeTriStateSelections, encodeTriStateSelections } from '#src/ui/filters/tri-state-query.ts';
import type { TriStateSelections } from '#src/ui/filters/tri-state.ts';
import { JOB_HISTORY_DEFAULT_STATUS, type JobHistoryFilters, readRunDuration } from './job-history-filters.ts';

export interface JobHistoryFilterSetters {
  setName: (next: TriStateSelections) => void;
  setResourceType: (next: TriStateSelections) => void;
  setStatus: (next: TriStateSelections) => void;
  setRunDuration: (millis: number | null) => void;
  setLatest: (latest: boolean) => void;
}

const DEFAULT_STATUS = encodeTriStateSelections(JOB_HISTORY_DEFAULT_STATUS);

/** Reads the filters of an address; a missing `status` is the default SUCCESS:-1, an empty one is no filter. */
export function readJobHistoryFilters(params: URLSearchParams): JobHistoryFilters {
  return {
    name: decodeTriStateSelections(params.get('name')),
    resourceType: decodeTriStateSelections(params.get('resourceType')),
    status: decodeTriStateSelections(params.get('status') ?? DEFAULT_STATUS),
    runDuration: readRunDuration(params.get('runDuration')),
    latest: params.get('latest') === 'true',
  };
}

/** The list's filters from the address (linkable), and setters that write them back; any change starts at the first page. */
export function useJobHistoryFilters(): [JobHistoryFilters, JobHistoryFilterSetters] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readJobHistoryFilters(params), [params]);

  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        next.delete('pageIndex');
        return next;
      }),
    [setParams],
  );

  const setters = useMemo<JobHistoryFilterSetters>(() => {
    const selections = (key: string) => (next: TriStateSelections) => setParam(key, encodeTriStateSelections(next) || null);
    return {
      setName: selections('name'),
      setResourceType: selections('resourceType'),
      // "No status filter" is written out, so it does not fall back to the default.
      setStatus: (next) => {
        const encoded = encodeTriStateSelections(next);
        setParam('status', encoded === DEFAULT_STATUS ? null : encoded);
      },
      setRunDuration: (millis) => setParam('runDuration', millis === null ? null : String(millis)),
      setLatest: (on) => setParam('latest', on ? 'true' : null),
    };
  }, [setParam]);
  return [filters, setters];
}
