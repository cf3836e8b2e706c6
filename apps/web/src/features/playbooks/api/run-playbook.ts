import type { PlaybookRunCreated, PlaybookRunRequest } from '@vigil/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';

/** Starts a run (`POST /api/playbook/run`); the answer names the run. */
export async function runPlaybook(request: PlaybookRunRequest): Promise<PlaybookRunCreated> {
  return http.post<PlaybookRunCreated>('playbook', '/run', { body: request });
}

export function useRunPlaybook() {
  return useMutation({
    mutationFn: runPlaybook,
    // The dialog shows the refusal's own text where the Run button is.
    meta: { errorToast: false },
  });
}
