import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toastError } from '#src/ui/toast/toast-error.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { eventQueueKeys } from './event-queue-keys.ts';

/** Every failed event of `name` is due again now; answers how many were. Administrators only. */
export async function retryEvents(name: string): Promise<number> {
  const answer = await http.post<{ retried: number }>('eventQueue', '/retry', { body: { name } });
  return answer?.retried ?? 0;
}

export function retriedMessage(name: string, count: number): string {
  return `Retrying ${count} failed ${count === 1 ? 'event' : 'events'} of ${name}`;
}

export function useRetryEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEvents,
    onSuccess: (count, name) => toast.success(retriedMessage(name, count)),
    onError: (error) => toastError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventQueueKeys.all }),
  });
}
