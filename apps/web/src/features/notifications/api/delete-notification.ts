import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { notificationKeys } from './notification-keys.ts';

/** A soft delete, as every settings resource (spec 001 §4): the send history stays. */
export async function deleteNotification(id: string): Promise<void> {
  await http.patch('db', '/notifications', { query: postgrest().eq('id', id), body: { deleted_at: new Date().toISOString() } });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => toast.success('Notification deleted successfully'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
