import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { IncidentRuleSpec } from './incident-rule.types.ts';
import { incidentRuleKeys } from './incident-rule-keys.ts';

/** A stored rule keeps its name (spec 001 §2.5): only its spec changes. */
export async function updateIncidentRule({ id, spec }: { id: string; spec: IncidentRuleSpec }): Promise<void> {
  await http.patch('db', '/incident_rules', { query: postgrest().eq('id', id), body: { spec, updated_at: new Date().toISOString() } });
}

export function useUpdateIncidentRule(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIncidentRule,
    // The editor shows the refusal at its field, or under the form: a toast would say it twice.
    meta: { errorToast: false },
    onSuccess: () => toast.success(`${name} updated successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: incidentRuleKeys.all }),
  });
}
