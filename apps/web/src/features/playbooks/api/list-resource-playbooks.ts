import type { PlaybookListItem } from '@vigil/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import type { PlaybookResource } from './playbook.types.ts';
import { playbookKeys } from './playbook-keys.ts';

/** The query parameter that names a resource of each type to the playbook service. */
export const RESOURCE_ID_PARAM = { config: 'config_id', check: 'check_id', component: 'component_id' } as const;

/** The playbooks whose selectors take this resource (`GET /api/playbook/list`). */
export async function listResourcePlaybooks(resource: Pick<PlaybookResource, 'type' | 'id'>, signal?: AbortSignal): Promise<PlaybookListItem[]> {
  const rows = await http.get<PlaybookListItem[]>('playbook', '/list', { query: { [RESOURCE_ID_PARAM[resource.type]]: resource.id }, signal });
  return rows ?? [];
}

/** Fetched only once `enabled` (the menu is opened). */
export function useResourcePlaybooks(resource: Pick<PlaybookResource, 'type' | 'id'>, enabled: boolean) {
  return useQuery({
    queryKey: [...playbookKeys.lists(), 'for', resource.type, resource.id],
    queryFn: ({ signal }) => listResourcePlaybooks(resource, signal),
    enabled,
  });
}
