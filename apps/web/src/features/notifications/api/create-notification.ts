import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { NotificationWrite } from './notification.types.ts';
import { notificationKeys } from './notification-keys.ts';

export interface CreateNotificationInput extends NotificationWrite {
  /** The person creating it; the server records the caller in any case. */
  created_by?: string;
}

export async function createNotification(input: CreateNotificationInput): Promise<void> {
  await http.post('db', '/notifications', { body: input });
}

export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotification,
    onSuccess: () => toast.success('Notification created successfully'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
