import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { RuleIncidentRow } from './incident-rule.types.ts';
import { ruleIncidentKeys } from './incident-rule-keys.ts';

/** How many of the rule's latest incidents the tab shows. */
export const RULE_INCIDENTS_LIMIT = 100;

/** The incidents the rule opened, newest first: what an unscheduled rule has done. */
export function listRuleIncidents(ruleId: string, signal?: AbortSignal): Promise<RuleIncidentRow[]> {
  const query = postgrest()
    .select('id,incident_id,title,status,severity,created_at')
    .eq('incident_rule_id', ruleId)
    .isNull('deleted_at')
    .order('created_at', 'desc')
    .limit(RULE_INCIDENTS_LIMIT);
  return http.get<RuleIncidentRow[]>('db', '/incidents', { query, signal });
}

export function ruleIncidentsQueryOptions(ruleId: string) {
  return queryOptions({ queryKey: ruleIncidentKeys.list({ ruleId }), queryFn: ({ signal }) => listRuleIncidents(ruleId, signal) });
}

export function useRuleIncidents(ruleId: string) {
  return useQuery(ruleIncidentsQueryOptions(ruleId));
}
