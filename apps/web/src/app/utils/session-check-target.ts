/** Only a path of this app may be returned to (no other site, no protocol-relative address). */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/auth-state-checker')) return '/';
  return value;
}

/**
 * Where the session check sends the user (spec 000 §8): back to `returnTo` with a session, to the
 * login with none (401), to the second-factor login when one is needed (403, 422). Undefined for
 * any other answer, which the page shows as an error.
 */
export function sessionCheckTarget(status: number, returnTo: string): string | undefined {
  const encoded = encodeURIComponent(returnTo);
  if (status >= 200 && status < 300) return returnTo;
  if (status === 401) return `/login?return_to=${encoded}`;
  if (status === 403 || status === 422) return `/login?aal=aal2&return_to=${encoded}`;
  return undefined;
}
