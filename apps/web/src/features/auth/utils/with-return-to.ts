/** An identity screen's address that keeps the `return_to` the user arrived with. */
export function withReturnTo(path: string, returnTo: string | null): string {
  if (!returnTo) return path;
  return `${path}?${new URLSearchParams({ return_to: returnTo }).toString()}`;
}
