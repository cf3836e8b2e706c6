import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyEntry } from '@vigil/domain';
import { http } from '../http-client.ts';
import { createQueryKeys } from '../query-keys.ts';

export const propertyKeys = createQueryKeys('properties');

/** The workspace's properties; 'local' ones (server file or environment) win over 'db' rows. */
export async function getProperties(signal?: AbortSignal): Promise<PropertyEntry[]> {
  const answer = await http.get<unknown>('properties', '', { signal });
  if (!Array.isArray(answer)) return [];
  return answer.filter(
    (p): p is PropertyEntry => typeof p === 'object' && p !== null && typeof (p as PropertyEntry).name === 'string',
  );
}

export function propertiesQueryOptions() {
  return queryOptions({
    queryKey: propertyKeys.all,
    queryFn: ({ signal }) => getProperties(signal),
    staleTime: 5 * 60_000,
  });
}

export function useProperties() {
  return useQuery(propertiesQueryOptions());
}
