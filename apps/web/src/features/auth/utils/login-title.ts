/** The login screen's title: signing in, confirming it is you again, or the second factor. */
export function loginTitle(searchParams: URLSearchParams): string {
  if (searchParams.get('aal') === 'aal2') return 'Two-factor authentication';
  if (searchParams.get('refresh') === 'true') return 'Confirm it is you';
  return 'Sign in';
}
