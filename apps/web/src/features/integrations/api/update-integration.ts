import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { INTEGRATION_TYPES, type IntegrationType } from '../utils/integration-types.ts';
import type { IntegrationSpec } from './integration.types.ts';
import { integrationKeys } from './integration-keys.ts';

export interface IntegrationUpdate {
  type: IntegrationType;
  id: string;
  spec: IntegrationSpec;
}

/** A stored integration keeps its name: only its spec changes, in its own table, as that table's settings page writes it. */
export async function updateIntegration({ type, id, spec }: IntegrationUpdate): Promise<void> {
  await http.patch('db', `/${INTEGRATION_TYPES[type].table}`, { query: postgrest().eq('id', id), body: { spec, updated_at: new Date().toISOString() } });
}

export function useUpdateIntegration(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIntegration,
    // The editor shows the refusal at its field, or under the form: a toast would say it twice.
    meta: { errorToast: false },
    onSuccess: () => toast.success(`${name} updated successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}
