import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { ConnectionPermission } from './connection.types.ts';
import { connectionKeys } from './connection-keys.ts';

export const PERMISSIONS_PAGE_SIZE = 20;

/** One page of the permission records whose subject is this connection. */
export async function listConnectionPermissions(connectionId: string, pageIndex: number, signal?: AbortSignal): Promise<Page<ConnectionPermission>> {
  const query = postgrest()
    .select('*,person:person_id(id,name),team:team_id(id,name)')
    .eq('connection_id', connectionId)
    .isNull('deleted_at')
    .order('created_at', 'desc')
    .limit(PERMISSIONS_PAGE_SIZE)
    .offset(pageIndex * PERMISSIONS_PAGE_SIZE);
  return http.getPage<ConnectionPermission>('db', '/permissions', { query, signal });
}

export function useConnectionPermissions(connectionId: string, pageIndex: number) {
  return useQuery({
    queryKey: [...connectionKeys.detail(connectionId), 'permissions', pageIndex] as const,
    queryFn: ({ signal }) => listConnectionPermissions(connectionId, pageIndex, signal),
    placeholderData: keepPreviousData,
  });
}
