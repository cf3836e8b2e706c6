import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { userKeys } from './user-keys.ts';

export async function deleteUser(id: string): Promise<void> {
  await http.delete('people', `/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => toast.success('user deleted successfully'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
