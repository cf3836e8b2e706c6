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
