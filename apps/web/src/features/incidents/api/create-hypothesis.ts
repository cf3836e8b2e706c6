import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentKeys } from './incident-keys.ts';
import { insertHypothesis } from './insert-hypothesis.ts';

export const HYPOTHESIS_CREATED = 'Hypothesis created';

/** Creates a hypothesis under another; a refusal (the tree's rules) reaches the user as the server's reason. */
export function useCreateHypothesis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertHypothesis,
    onSettled: () => queryClient.invalidateQueries({ queryKey: incidentKeys.details() }),
  });
}
