import type { PlaybookParameter } from '@vigil/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import type { PlaybookResource } from './playbook.types.ts';
import { RESOURCE_ID_PARAM } from './list-resource-playbooks.ts';
import { playbookKeys } from './playbook-keys.ts';

/** The playbook's parameters with their defaults templated against the resource (`POST /api/playbook/{id}/params`). */
export async function getPlaybookParams(playbookId: string, resource: PlaybookResource, signal?: AbortSignal): Promise<PlaybookParameter[]> {
  const answer = await http.post<{ params?: PlaybookParameter[] }>('playbook', `/${encodeURIComponent(playbookId)}/params`, {
    body: { id: playbookId, [RESOURCE_ID_PARAM[resource.type]]: resource.id },
    signal,
  });
  return answer?.params ?? [];
}

/** Nothing is asked until a resource is chosen. */
export function usePlaybookParams(playbookId: string, resource: PlaybookResource | null) {
  return useQuery({
    queryKey: [...playbookKeys.detail(playbookId), 'params', resource?.type, resource?.id],
    queryFn: ({ signal }) => getPlaybookParams(playbookId, resource!, signal),
    enabled: resource !== null,
  });
}
