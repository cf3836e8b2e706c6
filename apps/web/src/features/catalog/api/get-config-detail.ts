import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { configKeys } from './catalog-keys.ts';
import type { ConfigDetail } from './config-detail.types.ts';

/** The config with its content, agent, scraper and tab counts; null when there is none. */
export async function getConfigDetail(id: string, signal?: AbortSignal): Promise<ConfigDetail | null> {
  const rows = await http.get<ConfigDetail[]>('db', '/config_detail', { query: postgrest().eq('id', id), signal });
  return rows?.[0] ?? null;
}

export function configDetailQueryOptions(id: string) {
  return queryOptions({ queryKey: configKeys.detail(id), queryFn: ({ signal }) => getConfigDetail(id, signal) });
}

export function useConfigDetail(id: string) {
  return useQuery(configDetailQueryOptions(id));
}
