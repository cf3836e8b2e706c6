import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { LogBackendRow } from './log-backend.types.ts';
import { logBackendKeys } from './log-backend-keys.ts';
import { LOG_BACKEND_COLUMNS } from './list-log-backends.ts';

/** The backend with this id, or null when there is none (or it was deleted). */
export async function getLogBackend(id: string, signal?: AbortSignal): Promise<LogBackendRow | null> {
  const rows = await http.get<LogBackendRow[]>('db', '/logging_backends', {
    query: postgrest().select(LOG_BACKEND_COLUMNS).eq('id', id).isNull('deleted_at').limit(1),
    signal,
  });
  return rows[0] ?? null;
}

export function logBackendQueryOptions(id: string) {
  return queryOptions({ queryKey: logBackendKeys.detail(id), queryFn: ({ signal }) => getLogBackend(id, signal) });
}

export function useLogBackend(id: string | null) {
  return useQuery({ ...logBackendQueryOptions(id ?? ''), enabled: id !== null });
}
