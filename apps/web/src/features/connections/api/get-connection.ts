import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { Connection } from './connection.types.ts';
import { connectionKeys } from './connection-keys.ts';
import { CONNECTION_SUMMARY_COLUMNS } from './list-connections.ts';

/** The connection with this id (secrets masked by the server), or null when there is none or it was deleted. */
export async function getConnection(id: string, signal?: AbortSignal): Promise<Connection | null> {
  const rows = await http.get<Connection[]>('db', '/connections', {
    query: postgrest().select(`${CONNECTION_SUMMARY_COLUMNS},password,certificate`).eq('id', id).isNull('deleted_at').limit(1),
    signal,
  });
  return rows[0] ?? null;
}

export function connectionQueryOptions(id: string) {
  return queryOptions({ queryKey: connectionKeys.detail(id), queryFn: ({ signal }) => getConnection(id, signal) });
}

export function useConnection(id: string | null) {
  return useQuery({ ...connectionQueryOptions(id ?? ''), enabled: id !== null });
}
