import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { topologyKeys } from './topology-keys.ts';

/** Spec 002 §2: linking a component to the catalog offers at most 50 matches. */
export const CONFIG_SEARCH_LIMIT = 50;

export interface ConfigMatch {
  id: string;
  name: string | null;
  type: string | null;
}

/** Catalog items whose name contains `text` (case-insensitive), by name. */
export async function searchConfigItems(text: string, signal?: AbortSignal): Promise<ConfigMatch[]> {
  const query = postgrest()
    .select('id,name,type')
    .ilikeContains('name', text)
    .isNull('deleted_at')
    .order('name', 'asc')
    .limit(CONFIG_SEARCH_LIMIT);
  const rows = await http.get<ConfigMatch[]>('db', '/config_items', { query, signal });
  return rows ?? [];
}

export function useConfigSearch(text: string) {
  const trimmed = text.trim();
  return useQuery(
    queryOptions({
      queryKey: [...topologyKeys.all, 'config-search', trimmed] as const,
      queryFn: ({ signal }) => searchConfigItems(trimmed, signal),
      enabled: trimmed !== '',
      placeholderData: keepPreviousData,
    }),
  );
}
