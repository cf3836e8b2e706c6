import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { IncidentRuleListParams } from '../utils/incident-rule-list-params.ts';
import type { IncidentRuleRow } from './incident-rule.types.ts';
import { incidentRuleKeys } from './incident-rule-keys.ts';

export const INCIDENT_RULE_COLUMNS = 'id,name,spec,source,created_by,creator:created_by(name),created_at,updated_at';

/** One page of the rules not deleted (spec 001 §7: the plain table, newest first unless sorted). */
export async function listIncidentRules(params: IncidentRuleListParams, signal?: AbortSignal): Promise<Page<IncidentRuleRow>> {
  const query = postgrest()
    .select(INCIDENT_RULE_COLUMNS)
    .isNull('deleted_at')
    .order(params.sortBy ?? 'created_at', params.sortBy ? params.sortOrder : 'desc')
    .limit(params.pageSize)
    .offset(params.pageIndex * params.pageSize);
  return http.getPage<IncidentRuleRow>('db', '/incident_rules', { query, signal });
}

export function incidentRulesQueryOptions(params: IncidentRuleListParams) {
  return queryOptions({
    queryKey: incidentRuleKeys.list(params),
    queryFn: ({ signal }) => listIncidentRules(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useIncidentRules(params: IncidentRuleListParams) {
  return useQuery(incidentRulesQueryOptions(params));
}
