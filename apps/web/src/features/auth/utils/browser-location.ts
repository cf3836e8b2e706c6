/**
 * Leaves the single-page app for an address it does not route itself (another origin, or a server
 * endpoint such as the identity service's own pages).
 */
export function assignBrowserLocation(url: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.location.replace(url);
  else window.location.assign(url);
}
