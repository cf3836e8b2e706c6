import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HypothesisStatus } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { incidentKeys } from './incident-keys.ts';

export interface HypothesisChange {
  id: string;
  status?: HypothesisStatus;
  title?: string;
}

/** `PATCH /hypotheses?id=eq.{id}` with the status or the title. */
export async function updateHypothesis({ id, ...change }: HypothesisChange): Promise<void> {
  await http.patch('db', '/hypotheses', { query: { id: `eq.${id}` }, body: change });
}

/** Saves a hypothesis change; a refusal reaches the user through the query client's error toast (the server's reason). */
export function useUpdateHypothesis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHypothesis,
    onSettled: () => queryClient.invalidateQueries({ queryKey: incidentKeys.details() }),
  });
}
