import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_LOG_START } from './log-time-ranges.ts';

/** The query parameters of /logs (spec 002 §2): the component, which of its logs, the search text and the time range. */
export const LOGS_PARAMS = ['topologyId', 'logsSelector', 'query', 'start'] as const;
type LogsParam = (typeof LOGS_PARAMS)[number];

export interface LogsParams {
  /** A component id, or the name of a log backend (`server` is always there); '' when none is chosen. */
  topologyId: string;
  logsSelector: string;
  query: string;
  start: string;
}

export interface LogsParamsState extends LogsParams {
  /** Chooses a component (its first log is chosen again); '' clears every parameter. */
  setComponent: (id: string) => void;
  /** The log of the component; `replace` when the page chooses it rather than the user. */
  setLogsSelector: (name: string, options?: { replace: boolean }) => void;
  setQuery: (query: string) => void;
  setStart: (start: string) => void;
}

/** The viewer's state lives in the address, so a search is a link; other parameters are kept. */
export function useLogsParams(): LogsParamsState {
  const [params, setParams] = useSearchParams();
  const values = useMemo<LogsParams>(
    () => ({
      topologyId: params.get('topologyId') ?? '',
      logsSelector: params.get('logsSelector') ?? '',
      query: params.get('query') ?? '',
      start: params.get('start') || DEFAULT_LOG_START,
    }),
    [params],
  );

  const update = useCallback(
    (changes: Partial<Record<LogsParam, string>>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    ...values,
    setComponent: useCallback(
      (id: string) => update(id === '' ? { topologyId: '', logsSelector: '', query: '', start: '' } : { topologyId: id, logsSelector: '' }),
      [update],
    ),
    setLogsSelector: useCallback((name: string, options?: { replace: boolean }) => update({ logsSelector: name }, options?.replace), [update]),
    setQuery: useCallback((query: string) => update({ query }), [update]),
    setStart: useCallback((start: string) => update({ start }), [update]),
  };
}
