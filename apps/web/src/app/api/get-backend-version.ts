import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { createQueryKeys } from '#src/api/query-keys.ts';

export const aboutKeys = createQueryKeys('about');

export async function getBackendVersion(signal?: AbortSignal): Promise<string | undefined> {
  const about = await http.get<{ Version?: unknown } | undefined>('about', '', { signal });
  return typeof about?.Version === 'string' && about.Version !== '' ? about.Version : undefined;
}

export function backendVersionQueryOptions() {
  return queryOptions({
    queryKey: aboutKeys.all,
    queryFn: ({ signal }) => getBackendVersion(signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** The server's version for the user menu's version line. */
export function useBackendVersion() {
  return useQuery(backendVersionQueryOptions());
}
