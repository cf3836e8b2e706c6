import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import type { CheckRecord } from './check-detail.types.ts';
import { checkDetailKeys } from './check-detail-keys.ts';

const CHECK_COLUMNS = 'id,name,namespace,endpoint,type,spec,canary_id,agent_id,agent:agent_id(id,name)';

/** The check's own row with its spec and agent. */
export async function getCheck(id: string, signal?: AbortSignal): Promise<CheckRecord | null> {
  const rows = await http.get<CheckRecord[]>('db', '/checks', { query: { id: `eq.${id}`, select: CHECK_COLUMNS }, signal });
  return rows?.[0] ?? null;
}

export function checkQueryOptions(id: string) {
  return queryOptions({ queryKey: checkDetailKeys.detail(id), queryFn: ({ signal }) => getCheck(id, signal) });
}

export function useCheck(id: string) {
  return useQuery(checkQueryOptions(id));
}
