import { useCallback } from 'react';
import { toast } from '#src/ui/toast/toast-store.ts';
import { getRunAction } from '#src/features/playbook-runs/api/get-run-action.ts';
import { actionOutputFile, saveFile } from '#src/features/playbook-runs/utils/download-action-output.ts';

export const DOWNLOADED_LOGS = 'Downloaded logs';
export const DOWNLOAD_FAILED = 'Failed to download logs';

/** Downloads an action's output as it is on the server now (spec 002 §8, §9). */
export function useDownloadOutput(playbookName: string) {
  return useCallback(
    async (actionId: string) => {
      try {
        const action = await getRunAction(actionId);
        saveFile(actionOutputFile(playbookName, action.start_time, action.result));
        toast.success(DOWNLOADED_LOGS);
      } catch {
        toast.error(DOWNLOAD_FAILED);
      }
    },
    [playbookName],
  );
}
