import { appNavigation } from './app-navigation.ts';

export const AUTH_STATE_CHECKER_PATH = '/auth-state-checker';

/** Pages that must not send the user to the session check again (it would loop). */
const SESSION_PAGES = [AUTH_STATE_CHECKER_PATH, '/login', '/registration', '/recovery', '/verification'];

export function authStateCheckerPath(returnTo: string): string {
  return `${AUTH_STATE_CHECKER_PATH}?return_to=${encodeURIComponent(returnTo)}`;
}

/** After a 401: re-check the session, then come back to where the user was. */
export function redirectToSessionCheck(): void {
  const navigation = appNavigation();
  const here = navigation.currentPath();
  const pathname = here.split('?')[0] ?? '';
  if (SESSION_PAGES.includes(pathname)) return;
  navigation.navigate(authStateCheckerPath(here));
}

/**
 * The server's answer when the session lacks the second factor the person has set up (403
 * `session_aal2_required`, Kratos's error shape): the session check then leads to `/login?aal=aal2`.
 */
export function isSecondFactorRequired(status: number, body: unknown): boolean {
  if (status !== 403 || typeof body !== 'object' || body === null) return false;
  const { error } = body as { error?: unknown };
  return typeof error === 'object' && error !== null && (error as { id?: unknown }).id === 'session_aal2_required';
}
