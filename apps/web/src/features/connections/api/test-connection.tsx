import { useMutation } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { TEST_FAILED, TEST_SUCCEEDED, testFailureMessage } from '../utils/connection-test-outcome.ts';

/** Asks the server to reach the stored connection; it answers `{message: "ok"}` when it could. */
export async function testConnection(id: string): Promise<boolean> {
  const answer = await http.post<{ message?: unknown } | undefined>('connection', `/test/${encodeURIComponent(id)}`);
  return answer?.message === 'ok';
}

export function useTestConnection() {
  return useMutation({
    mutationFn: testConnection,
    // The toast says what the test found, in the spec's words, instead of the generic error toast.
    meta: { errorToast: false },
    onSuccess: (ok) => (ok ? toast.success(TEST_SUCCEEDED) : toast.error(TEST_FAILED)),
    onError: (error) => toast.error(<span className="whitespace-pre-wrap">{testFailureMessage(error)}</span>),
  });
}
