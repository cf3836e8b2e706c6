import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { checkDetailKeys } from './check-detail-keys.ts';

/** The spec of the canary a check belongs to. */
export async function getCanarySpec(canaryId: string, signal?: AbortSignal): Promise<unknown> {
  const rows = await http.get<{ spec: unknown }[]>('db', '/canaries', { query: { id: `eq.${canaryId}`, select: 'spec' }, signal });
  return rows?.[0]?.spec ?? null;
}

export function canarySpecQueryOptions(canaryId: string) {
  return queryOptions({
    queryKey: [...checkDetailKeys.all, 'canary-spec', canaryId] as const,
    queryFn: ({ signal }) => getCanarySpec(canaryId, signal),
  });
}

export function useCanarySpec(canaryId: string | undefined) {
  return useQuery({ ...canarySpecQueryOptions(canaryId ?? ''), enabled: Boolean(canaryId) });
}
