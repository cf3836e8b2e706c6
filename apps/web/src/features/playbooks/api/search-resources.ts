import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { PlaybookResource } from './playbook.types.ts';
import { playbookKeys } from './playbook-keys.ts';

/** A picker shows this many matches at most; typing more narrows them. */
export const RESOURCE_SEARCH_LIMIT = 50;

export interface ResourceMatch {
  id: string;
  name: string | null;
  type: string | null;
}

const TABLES = { config: '/config_items', check: '/checks', component: '/components' } as const;

/** Resources of one kind whose name contains the text, by name, at most 50. */
export async function searchResources(type: PlaybookResource['type'], text: string, signal?: AbortSignal): Promise<ResourceMatch[]> {
  const query = postgrest().select('id,name,type').isNull('deleted_at').order('name').limit(RESOURCE_SEARCH_LIMIT);
  if (text.trim() !== '') query.ilikeContains('name', text.trim());
  return (await http.get<ResourceMatch[]>('db', TABLES[type], { query, signal })) ?? [];
}

export function useResourceSearch(type: PlaybookResource['type'], text: string, enabled = true) {
  return useQuery({
    queryKey: [...playbookKeys.all, 'resource-search', type, text.trim()],
    queryFn: ({ signal }) => searchResources(type, text, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
