import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { checkDetailKeys, checkGraphKeys, checkHistoryKeys } from './check-detail-keys.ts';
import { checkSummaryKeys } from './check-summary-keys.ts';

export interface RunCheckResponse {
  message?: string;
  payload?: unknown;
}

/** Runs the check once now (`POST /api/canary/run/check/<id>`). */
export async function runCheck(id: string): Promise<RunCheckResponse> {
  return (await http.post<RunCheckResponse>('canary', `/run/check/${encodeURIComponent(id)}`, { body: {} })) ?? {};
}

/** Run Now: toasts the server's message and refreshes the check, its summary and its history. */
export function useRunCheck(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runCheck(id),
    onSuccess: async (response) => {
      toast.success(response.message || 'Check ran');
      await Promise.all(
        [checkDetailKeys.detail(id), checkSummaryKeys.all, checkHistoryKeys.all, checkGraphKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
