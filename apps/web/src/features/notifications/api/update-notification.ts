import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { NotificationWrite } from './notification.types.ts';
import { notificationKeys } from './notification-keys.ts';

export interface UpdateNotificationInput extends NotificationWrite {
  id: string;
}

/** Recipients not chosen are written as null, so a switch of recipient type leaves no stale one (spec 001 §7). */
export async function updateNotification({ id, ...changes }: UpdateNotificationInput): Promise<void> {
  await http.patch('db', '/notifications', { query: postgrest().eq('id', id), body: changes });
}

export function useUpdateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotification,
    onSuccess: () => toast.success('Notification updated successfully'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
