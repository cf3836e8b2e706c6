import { useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { SilenceResourceType } from '../utils/silence-resource.ts';
import { recipientKeys } from './notification-keys.ts';

export interface ResourceChoice {
  id: string;
  name: string;
}

interface ResourceRow {
  id: string;
  name: string | null;
  namespace?: string | null;
}

/** Enough to choose from by typing; a resource named in the address is looked up on its own. */
export const RESOURCE_CHOICE_LIMIT = 500;

const RELATIONS: Record<SilenceResourceType, string> = {
  check: '/checks',
  canary: '/canaries',
  component: '/components',
  config: '/config_items',
};

/** Resources of one kind by name, with the one already chosen among them. */
export async function listSilenceResources(type: SilenceResourceType, chosenId: string, signal?: AbortSignal): Promise<ResourceChoice[]> {
  const relation = RELATIONS[type];
  const select = type === 'canary' ? 'id,name,namespace' : 'id,name';
  const [named, chosen] = await Promise.all([
    http.get<ResourceRow[]>('db', relation, {
      query: postgrest().select(select).isNull('deleted_at').order('name', 'asc').limit(RESOURCE_CHOICE_LIMIT),
      signal,
    }),
    chosenId === '' ? Promise.resolve([]) : http.get<ResourceRow[]>('db', relation, { query: postgrest().select(select).eq('id', chosenId), signal }),
  ]);
  const rows = [...chosen, ...named.filter((row) => row.id !== chosenId)];
  return rows.map((row) => ({ id: row.id, name: row.namespace ? `${row.namespace}/${row.name ?? row.id}` : (row.name ?? row.id) }));
}

export function useSilenceResources(type: SilenceResourceType, chosenId: string) {
  return useQuery({
    queryKey: recipientKeys.list({ silence: type, chosenId }),
    queryFn: ({ signal }) => listSilenceResources(type, chosenId, signal),
  });
}
