import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { LogBackendInput } from './log-backend.types.ts';
import { logBackendKeys } from './log-backend-keys.ts';

export async function createLogBackend(backend: LogBackendInput): Promise<void> {
  await http.post('db', '/logging_backends', { body: { ...backend, source: 'UI' } });
}

export function useCreateLogBackend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLogBackend,
    // The editor shows the refusal at its field, or under the form: a toast would say it twice.
    meta: { errorToast: false },
    onSuccess: (_data, backend) => toast.success(`${backend.name} created successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: logBackendKeys.all }),
  });
}
