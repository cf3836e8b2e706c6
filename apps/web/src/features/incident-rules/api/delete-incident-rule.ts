import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { incidentRuleKeys } from './incident-rule-keys.ts';

/** A soft delete: the incidents the rule opened keep pointing at it. */
export async function deleteIncidentRule(id: string): Promise<void> {
  await http.patch('db', '/incident_rules', { query: postgrest().eq('id', id), body: { deleted_at: new Date().toISOString() } });
}

export function useDeleteIncidentRule(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIncidentRule,
    onSuccess: () => toast.success(`${name} deleted successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: incidentRuleKeys.all }),
  });
}
