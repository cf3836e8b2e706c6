import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { incidentKeys } from './incident-keys.ts';
import { responderKeys } from './responder-keys.ts';

export const RESPONDER_ADDED = 'Responder added successfully';

/** A person, or a team asked through one of its spec's responder clients with the form's fields. */
export type NewResponder =
  | { incident_id: string; type: 'person'; person_id: string }
  | { incident_id: string; type: string; team_id: string; properties: Record<string, string> };

/**
 * `POST /responders?select=*` (spec 002 §7). The server records the caller as created_by and, for a
 * team, opens the ticket afterwards (decision 0037).
 */
export async function addResponder(responder: NewResponder): Promise<void> {
  await http.post('db', '/responders', { query: { select: '*' }, body: responder });
}

export function useAddResponder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addResponder,
    meta: { errorToast: false },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: responderKeys.all });
      await queryClient.invalidateQueries({ queryKey: incidentKeys.all });
    },
  });
}
