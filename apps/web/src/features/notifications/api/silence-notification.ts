import { useMutation } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';

/** The silence request of spec 001 §3: one resource, the window, and whether children are covered. */
export interface SilenceRequest {
  check_id?: string;
  canary_id?: string;
  component_id?: string;
  config_id?: string;
  recursive: boolean;
  from: string;
  until: string;
  description: string;
}

export async function silenceNotification(request: SilenceRequest): Promise<void> {
  await http.post('notification', '/silence', { body: request });
}

/** Toasts the spec's texts (spec 001 §8); the server's reason stays with the form. */
export function useSilenceNotification() {
  return useMutation({
    mutationFn: silenceNotification,
    meta: { errorToast: false },
    onSuccess: () => toast.success('Silenced notification'),
    onError: () => toast.error('Failed to silence notification'),
  });
}
