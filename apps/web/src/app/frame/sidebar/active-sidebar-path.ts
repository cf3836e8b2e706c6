/**
 * The one sidebar item the current address belongs to: the longest item path that is the address
 * or a parent of it, so /catalog/scrapers highlights Scrapers and not Catalog as well.
 */
export function activeSidebarPath(pathname: string, itemPaths: readonly string[]): string | undefined {
  const within = (path: string) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
  return itemPaths.filter(within).reduce<string | undefined>((best, path) => (best && best.length >= path.length ? best : path), undefined);
}
