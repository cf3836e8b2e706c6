import { useMutation } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { errorMessage } from '#src/ui/toast/toast-error.ts';
import { toast } from '#src/ui/toast/toast-store.ts';

/** What the server says of a test send; an outcome other than sent counts as a failure. */
export interface TestSendOutcome {
  status?: string;
  error?: string | null;
  message?: string;
}

export interface TestSendRequest {
  id: string;
  /** Which of the notification's events to send a sample of. */
  event: string;
}

export async function sendTestNotification({ id, event }: TestSendRequest): Promise<TestSendOutcome> {
  return (await http.post<TestSendOutcome>('notification', `/${encodeURIComponent(id)}/test`, { body: { event } })) ?? {};
}

function failureOf(outcome: TestSendOutcome): string | null {
  if (outcome.error) return outcome.error;
  if (outcome.status && outcome.status !== 'sent') return outcome.message || `The test ended as ${outcome.status}`;
  return null;
}

/** Sends a sample of the notification's event now and says how it went in a toast. */
export function useSendTestNotification() {
  return useMutation({
    mutationFn: sendTestNotification,
    meta: { errorToast: false },
    onSuccess: (outcome) => {
      const failure = failureOf(outcome);
      if (failure) toast.error(`Test notification failed: ${failure}`);
      else toast.success('Test notification sent');
    },
    onError: (error) => toast.error(`Test notification failed: ${errorMessage(error)}`),
  });
}
