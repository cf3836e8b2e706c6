import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigSummaryRow } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { parseLabel } from '../utils/list/catalog-search-params.ts';
import { decodeTagFilters } from '../utils/list/tag-filter.ts';
import { configSummaryKeys } from './catalog-keys.ts';
import { CONFIG_LIST_STALE_MS } from './get-configs.ts';

export interface ConfigSummaryParams {
  groupBy: string[];
  labels: string;
  tags: string;
  status: string;
  health: string;
  hideDeleted: boolean;
}

/** Spec 002 §7: changes, analysis and cost over the last 30 days. */
const SUMMARY_WINDOW = '30d';

export function configSummaryBody(params: ConfigSummaryParams) {
  const label = parseLabel(params.labels);
  return {
    groupBy: params.groupBy,
    tags: decodeTagFilters(params.tags).map((t) => ({ key: t.key, value: t.value, exclude: t.exclude })),
    filter: label ? { label: `${label.key}=${label.value}` } : {},
    changes: { since: SUMMARY_WINDOW },
    analysis: { since: SUMMARY_WINDOW },
    cost: SUMMARY_WINDOW,
    deleted: !params.hideDeleted,
    ...(params.status ? { status: params.status } : {}),
    ...(params.health ? { health: params.health } : {}),
  };
}

export function getConfigSummary(params: ConfigSummaryParams, signal?: AbortSignal): Promise<ConfigSummaryRow[]> {
  return http.post<ConfigSummaryRow[]>('catalog', '/summary', { body: configSummaryBody(params), signal });
}

export function configSummaryQueryOptions(params: ConfigSummaryParams) {
  return queryOptions({
    queryKey: configSummaryKeys.list(params),
    queryFn: ({ signal }) => getConfigSummary(params, signal),
    staleTime: CONFIG_LIST_STALE_MS,
  });
}

export function useConfigSummary(params: ConfigSummaryParams, enabled: boolean) {
  return useQuery({ ...configSummaryQueryOptions(params), enabled });
}
