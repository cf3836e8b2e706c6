import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { INTEGRATION_TYPES, type IntegrationType } from '../utils/integration-types.ts';
import { integrationKeys } from './integration-keys.ts';

/** A soft delete in the integration's own table: deleted_at is set and it stops running (or being searched). */
export async function deleteIntegration({ type, id }: { type: IntegrationType; id: string }): Promise<void> {
  await http.patch('db', `/${INTEGRATION_TYPES[type].table}`, { query: postgrest().eq('id', id), body: { deleted_at: new Date().toISOString() } });
}

export function useDeleteIntegration(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIntegration,
    onSuccess: () => toast.success(`${name} deleted successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}
