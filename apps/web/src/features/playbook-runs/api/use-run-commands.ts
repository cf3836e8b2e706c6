import type { PlaybookRunCreated } from '@vigil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { playbookRunActionKeys, playbookRunKeys } from './playbook-run-keys.ts';

export const RUN_APPROVED = 'Playbook run approved';
export const RUN_CANCELLED = 'Playbook run cancelled';

const path = (id: string) => encodeURIComponent(id);

/**
 * Approve, Cancel and Re-run of one run (contract §3). Failures toast the server's reason (the
 * app's default for mutations); approve and cancel read the run again either way.
 */
export function useRunCommands(runId: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: playbookRunKeys.all });
    await queryClient.invalidateQueries({ queryKey: playbookRunActionKeys.all });
  };
  const approve = useMutation({
    mutationFn: () => http.post<unknown>('playbook', `/run/approve/${path(runId)}`),
    onSuccess: () => toast.success(RUN_APPROVED),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: () => http.post<unknown>('playbook', `/run/cancel/${path(runId)}`),
    onSuccess: () => toast.success(RUN_CANCELLED),
    onSettled: refresh,
  });
  const rerun = useMutation({
    mutationFn: () => http.post<PlaybookRunCreated>('playbook', `/run/${path(runId)}/rerun`),
  });
  return { approve, cancel, rerun };
}
