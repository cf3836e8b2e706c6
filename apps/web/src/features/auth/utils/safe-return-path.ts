/**
 * The in-app address to go to after signing in: a same-origin path, or `/` for anything else, so a
 * crafted link cannot send a user who just signed in to another site.
 */
export function safeReturnPath(candidate: string | null | undefined, origin: string = window.location.origin): string {
  if (!candidate) return '/';
  if (candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/\\')) {
    return samePath(new URL(candidate, origin), origin) ?? '/';
  }
  try {
    return samePath(new URL(candidate), origin) ?? '/';
  } catch {
    return '/';
  }
}

function samePath(url: URL, origin: string): string | null {
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
