import { pageTitle } from './page-title.ts';

/** Sets the browser tab's title for a page; React places it in the document head. */
export function DocumentTitle({ page }: { page: string }) {
  return <title>{pageTitle(page)}</title>;
}
