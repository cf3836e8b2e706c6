import type { CreateAccessTokenRequest, CreatedAccessToken } from '@vigil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { tokenKeys } from './token-keys.ts';

/** The answer holds the token itself, this once. */
export function createAccessToken(input: CreateAccessTokenRequest): Promise<CreatedAccessToken> {
  return http.post<CreatedAccessToken>('auth', '/create_token', { body: input });
}

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessToken,
    onSuccess: () => toast.success('Access token created'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}
