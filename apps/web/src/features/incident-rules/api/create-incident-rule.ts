import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { IncidentRuleInput } from './incident-rule.types.ts';
import { incidentRuleKeys } from './incident-rule-keys.ts';

export async function createIncidentRule(rule: IncidentRuleInput): Promise<void> {
  await http.post('db', '/incident_rules', { body: { ...rule, source: 'UI' } });
}

export function useCreateIncidentRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIncidentRule,
    // The editor shows the refusal at its field, or under the form: a toast would say it twice.
    meta: { errorToast: false },
    onSuccess: (_data, rule) => toast.success(`${rule.name} created successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: incidentRuleKeys.all }),
  });
}
