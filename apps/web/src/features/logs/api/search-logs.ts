import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LogSearchAnswer, LogSearchRequest } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { logsKeys } from './logs-keys.ts';

/** `POST /api/logs`: the lines of a component's log (or a backend's), newest first, bounded (docs/logs.md). */
export async function searchLogs(request: LogSearchRequest, signal?: AbortSignal): Promise<LogSearchAnswer> {
  return http.post<LogSearchAnswer>('logs', '', { body: request, signal });
}

/** Searches once a component (or backend) is chosen; the previous lines stay while the next search runs. */
export function useLogSearch(request: LogSearchRequest | undefined) {
  return useQuery({
    queryKey: [...logsKeys.all, 'search', request] as const,
    queryFn: ({ signal }) => searchLogs(request!, signal),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
    // A backend that failed has already waited its timeout; the user retries with Refresh.
    retry: false,
  });
}
