import { useMutation } from '@tanstack/react-query';
import { browserLocation } from '#src/api/browser-location.ts';
import { http } from '#src/api/http-client.ts';
import { isHttpError } from '#src/api/http-error.ts';

interface LogoutFlow {
  logout_url?: string;
}

function loginPath(returnTo: string): string {
  return `/login?return_to=${encodeURIComponent(returnTo)}`;
}

/**
 * Ends the identity session. The browser goes to the logout address with `return_to` set to the
 * login page, which itself returns to `returnTo`, so the next sign-in lands where the user was.
 */
export async function signOut(returnTo: string): Promise<void> {
  const afterLogout = loginPath(returnTo);
  let flow: LogoutFlow | undefined;
  try {
    flow = await http.get<LogoutFlow>('identity', '/self-service/logout/browser', { redirectOnUnauthorized: false });
  } catch (error) {
    // No session left to end: the user is signed out already.
    if (isHttpError(error) && error.status === 401) {
      browserLocation.assign(afterLogout);
      return;
    }
    throw error;
  }
  if (!flow?.logout_url) {
    browserLocation.assign(afterLogout);
    return;
  }
  const url = new URL(flow.logout_url, window.location.origin);
  url.searchParams.set('return_to', new URL(afterLogout, window.location.origin).toString());
  browserLocation.assign(url.toString());
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
