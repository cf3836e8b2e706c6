import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { tokenKeys } from './token-keys.ts';

/** Deletes the token and every token made with it; they stop working at once. */
export async function revokeAccessToken(id: string): Promise<void> {
  await http.delete('auth', `/tokens/${encodeURIComponent(id)}`);
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccessToken,
    onSuccess: () => toast.success('Access token revoked'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}
