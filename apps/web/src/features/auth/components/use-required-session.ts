import { useEffect, useEffectEvent } from 'react';
import { useSession } from '../api/get-session.api.ts';
import { IdentityRequestError } from '../api/identity-request-error.ts';
import { loginAddress } from '../utils/login-address.ts';
import { useFollowAddress } from './use-follow-address.ts';

export type RequiredSessionState =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'failed'; message: string; retry: () => void };

/**
 * Makes sure someone is signed in before a screen that needs a session: without a session the user
 * is sent to sign in (and back to `returnTo` afterwards); when a second factor is due, to the
 * two-factor sign-in.
 */
export function useRequiredSession(returnTo: string): RequiredSessionState {
  const session = useSession();
  const followAddress = useFollowAddress();

  const onFailed = useEffectEvent((error: Error) => {
    if (!(error instanceof IdentityRequestError)) return;
    if (error.status === 401) followAddress(loginAddress({ returnTo }));
    else if (error.status === 403 || error.status === 422) {
      followAddress(error.redirectTo ?? loginAddress({ aal: 'aal2', returnTo }));
    }
  });
  const { error, isFetching } = session;
  useEffect(() => {
    if (error && !isFetching) onFailed(error);
  }, [error, isFetching]);

  if (session.isSuccess) return { status: 'ready' };
  if (error && !isFetching && !isSessionRedirect(error)) return { status: 'failed', message: error.message, retry: () => void session.refetch() };
  return { status: 'loading' };
}

function isSessionRedirect(error: Error): boolean {
  return error instanceof IdentityRequestError && [401, 403, 422].includes(error.status);
}
