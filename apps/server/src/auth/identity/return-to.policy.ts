import { IdentityError } from './identity-error.ts';

/**
 * Where a flow may send the browser when it is done: only back into the product, that is an address
 * on the public URL's origin or the origin the request came in on. A relative path is resolved
 * against the product's address. Anything else is refused with self_service_flow_return_to_forbidden.
 */
export function resolveReturnTo(raw: string | undefined, baseUrl: string, requestOrigin: string): string | null {
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw, `${baseUrl}/`);
  } catch {
    throw IdentityError.returnToForbidden(raw);
  }
  const allowed = new Set([new URL(baseUrl).origin, new URL(requestOrigin).origin]);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !allowed.has(url.origin)) {
    throw IdentityError.returnToForbidden(raw);
  }
  return url.toString();
}
