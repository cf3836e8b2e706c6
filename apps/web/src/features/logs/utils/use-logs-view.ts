import type { LogSearchRequest } from '@vigil/domain';
import { useEffect, useMemo } from 'react';
import { type ComponentWithLogs, useComponentsWithLogs, useLogBackendNames } from '../api/get-log-sources.ts';
import { useLogSearch } from '../api/search-logs.ts';
import { logSearchStart } from './log-time-ranges.ts';
import { useLogsParams } from './logs-params.ts';

/** The backend every server has: its own recent log lines (docs/logs.md). */
export const SERVER_LOG_ID = 'server';

/** The names of a component's logs, as the server names them (an unnamed one after its type). */
export function logNamesOf(component: ComponentWithLogs | undefined): string[] {
  return (component?.log_selectors ?? []).map((selector, index) => selector.name || selector.type || `logs ${index + 1}`);
}

/**
 * The log viewer's state: the address's parameters, the components and backends to pick from, the
 * chosen component's logs (its first one chosen when the address names none) and the search.
 */
export function useLogsView() {
  const params = useLogsParams();
  const components = useComponentsWithLogs();
  const backends = useLogBackendNames();
  const { topologyId, logsSelector, query, start, setLogsSelector } = params;

  const component = components.data?.find((candidate) => candidate.id === topologyId);
  const logNames = useMemo(() => logNamesOf(component), [component]);
  const firstLog = logNames[0] ?? '';
  const logName = logsSelector || firstLog;

  useEffect(() => {
    if (logsSelector === '' && firstLog !== '') setLogsSelector(firstLog, { replace: true });
  }, [logsSelector, firstLog, setLogsSelector]);

  // A component's search waits for the list, so it asks once, for the log the page settles on.
  const ready = topologyId !== '' && !components.isPending;
  const request = useMemo<LogSearchRequest | undefined>(
    () => (ready ? { id: topologyId, name: logName || undefined, query: query || undefined, start: logSearchStart(start) } : undefined),
    [ready, topologyId, logName, query, start],
  );
  const search = useLogSearch(request);

  return { params, components, backends: backends.data ?? [], component, logNames, logName, search };
}

export type LogsView = ReturnType<typeof useLogsView>;
