/**
 * The address with `$(username)` and `$(password)` filled in, percent-encoded as canary-checker
 * does; undefined when the address has neither placeholder.
 */
export function fillCredentialPlaceholders(address: string, username: string | undefined, password: string | undefined): string | undefined {
  if (!address.includes('$(username)') && !address.includes('$(password)')) return undefined;
  return address.replaceAll('$(username)', encodeURIComponent(username ?? '')).replaceAll('$(password)', encodeURIComponent(password ?? ''));
}
