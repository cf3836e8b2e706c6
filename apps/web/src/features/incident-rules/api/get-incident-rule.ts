import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { IncidentRuleRow } from './incident-rule.types.ts';
import { incidentRuleKeys } from './incident-rule-keys.ts';
import { INCIDENT_RULE_COLUMNS } from './list-incident-rules.ts';

/** The rule with this id, or null when there is none (or it was deleted). */
export async function getIncidentRule(id: string, signal?: AbortSignal): Promise<IncidentRuleRow | null> {
  const rows = await http.get<IncidentRuleRow[]>('db', '/incident_rules', {
    query: postgrest().select(INCIDENT_RULE_COLUMNS).eq('id', id).isNull('deleted_at').limit(1),
    signal,
  });
  return rows[0] ?? null;
}

export function incidentRuleQueryOptions(id: string) {
  return queryOptions({ queryKey: incidentRuleKeys.detail(id), queryFn: ({ signal }) => getIncidentRule(id, signal) });
}

export function useIncidentRule(id: string | null) {
  return useQuery({ ...incidentRuleQueryOptions(id ?? ''), enabled: id !== null });
}
