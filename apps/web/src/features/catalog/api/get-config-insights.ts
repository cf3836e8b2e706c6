import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { type InsightsQuery, insightsFilterParams } from '../utils/insights/insights-query.ts';
import { configInsightKeys } from './catalog-keys.ts';
import type { ConfigInsightRow } from './config-insight.types.ts';

const INSIGHT_COLUMNS =
  'id,config_id,config,config_name,config_type,analyzer,analysis_type,severity,status,summary,message,source,first_observed,last_observed';

/** The configs linked to a component, whose insights the component filter shows. */
async function configIdsOfComponent(componentId: string, signal?: AbortSignal): Promise<string[]> {
  const rows = await http.get<{ config_id: string }[]>('db', '/config_component_relationships', {
    query: { component_id: `eq.${componentId}`, select: 'config_id' },
    signal,
  });
  return (rows ?? []).map((row) => row.config_id);
}

/** A page of insights with the exact count, filtered and sorted by the server. */
export async function getConfigInsights(query: InsightsQuery, signal?: AbortSignal): Promise<Page<ConfigInsightRow>> {
  const configIds = query.component && !query.configId ? await configIdsOfComponent(query.component, signal) : undefined;
  if (configIds && configIds.length === 0) return { items: [], total: 0 };
  return http.getPage<ConfigInsightRow>('db', '/config_analysis_items', {
    query: { select: INSIGHT_COLUMNS, ...insightsFilterParams(query, configIds) },
    signal,
  });
}

export function configInsightsQueryOptions(query: InsightsQuery) {
  return queryOptions({
    queryKey: configInsightKeys.list(query),
    queryFn: ({ signal }) => getConfigInsights(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useConfigInsights(query: InsightsQuery) {
  return useQuery(configInsightsQueryOptions(query));
}
