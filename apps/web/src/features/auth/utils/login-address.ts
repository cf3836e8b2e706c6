/** The login screen's address with its options, e.g. `/login?aal=aal2&return_to=%2Fprofile-settings`. */
export function loginAddress(options: { aal?: 'aal2'; refresh?: boolean; returnTo?: string | null }): string {
  const query = new URLSearchParams();
  if (options.aal) query.set('aal', options.aal);
  if (options.refresh) query.set('refresh', 'true');
  if (options.returnTo) query.set('return_to', options.returnTo);
  const search = query.toString();
  return search === '' ? '/login' : `/login?${search}`;
}
