import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { CanaryRow } from './canary.types.ts';
import { canaryKeys } from './canary-keys.ts';

/** The canary with this id, or null when there is none (or it was deleted). */
export async function getCanary(id: string, signal?: AbortSignal): Promise<CanaryRow | null> {
  const rows = await http.get<CanaryRow[]>('db', '/canaries_with_status', {
    query: postgrest().select('*,agent:agent_id(id,name)').eq('id', id).limit(1),
    signal,
  });
  return rows[0] ?? null;
}

export function canaryQueryOptions(id: string) {
  return queryOptions({ queryKey: canaryKeys.detail(id), queryFn: ({ signal }) => getCanary(id, signal) });
}

export function useCanary(id: string | null) {
  return useQuery({ ...canaryQueryOptions(id ?? ''), enabled: id !== null });
}
