import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import type { CheckRelationship } from './check-detail.types.ts';
import { checkRelationshipKeys } from './check-detail-keys.ts';

interface ConfigLink {
  config_id: string;
  config: { id: string; name: string; type: string | null } | null;
}
interface ComponentLink {
  component_id: string;
  component: { id: string; name: string } | null;
}

/**
 * The configs and components linked to the check, configs first: live links only (a link the check
 * no longer selects, or to a deleted item, is kept marked deleted).
 */
export async function getCheckRelationships(checkId: string, signal?: AbortSignal): Promise<CheckRelationship[]> {
  const [configs, components] = await Promise.all([
    http.get<ConfigLink[]>('db', '/check_config_relationships', {
      query: { check_id: `eq.${checkId}`, deleted_at: 'is.null', select: 'config_id,config:config_id(id,name,type)' },
      signal,
    }),
    http.get<ComponentLink[]>('db', '/check_component_relationships', {
      query: { check_id: `eq.${checkId}`, deleted_at: 'is.null', select: 'component_id,component:component_id(id,name)' },
      signal,
    }),
  ]);
  return [
    ...(configs ?? []).map((link): CheckRelationship => ({
      id: link.config_id,
      name: link.config?.name ?? link.config_id,
      kind: 'Config',
      type: link.config?.type ?? null,
    })),
    ...(components ?? []).map((link): CheckRelationship => ({
      id: link.component_id,
      name: link.component?.name ?? link.component_id,
      kind: 'Component',
      type: null,
    })),
  ];
}

export function checkRelationshipsQueryOptions(checkId: string) {
  return queryOptions({
    queryKey: checkRelationshipKeys.detail(checkId),
    queryFn: ({ signal }) => getCheckRelationships(checkId, signal),
  });
}

export function useCheckRelationships(checkId: string) {
  return useQuery(checkRelationshipsQueryOptions(checkId));
}
