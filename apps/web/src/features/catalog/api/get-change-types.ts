import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { configFilterKeys } from './catalog-keys.ts';

const OPTIONS_STALE_MS = 60_000;

/** Every change type seen so far, for the change type filter. */
export async function getChangeTypes(signal?: AbortSignal): Promise<string[]> {
  const rows = await http.get<{ change_type: string | null }[]>('db', '/change_types', {
    query: { select: 'change_type', order: 'change_type.asc' },
    signal,
  });
  return (rows ?? []).flatMap((row) => (row.change_type ? [row.change_type] : []));
}

export function changeTypesQueryOptions() {
  return queryOptions({
    queryKey: configFilterKeys.list({ of: 'change_types' }),
    queryFn: ({ signal }) => getChangeTypes(signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

export function useChangeTypes() {
  return useQuery(changeTypesQueryOptions());
}
