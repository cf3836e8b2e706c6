import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { RELATED_CONFIG_DEPTH, type RelatedConfigsParams } from '../utils/relationships/related-configs-params.ts';
import { configRelationshipKeys } from './catalog-keys.ts';
import type { RelatedConfig } from './related-config.types.ts';

/** The configs related to one, walked up to the spec's depth with the chosen directions and relation kinds. */
export async function getRelatedConfigs(configId: string, params: RelatedConfigsParams, signal?: AbortSignal): Promise<RelatedConfig[]> {
  const query = {
    config_id: configId,
    max_depth: String(RELATED_CONFIG_DEPTH),
    type_filter: params.typeFilter,
    incoming_relation: params.incomingRelation,
    outgoing_relation: params.outgoingRelation,
    include_deleted_configs: 'true',
  };
  const rows = await http.get<RelatedConfig[]>('db', '/rpc/related_configs_recursive', { query, signal });
  return rows ?? [];
}

export function relatedConfigsQueryOptions(configId: string, params: RelatedConfigsParams) {
  return queryOptions({
    queryKey: configRelationshipKeys.list({ configId, ...params }),
    queryFn: ({ signal }) => getRelatedConfigs(configId, params, signal),
  });
}

export function useRelatedConfigs(configId: string, params: RelatedConfigsParams) {
  return useQuery(relatedConfigsQueryOptions(configId, params));
}
