export const PRODUCT_NAME = 'Vigil';

/** 'Health' -> 'Health | Vigil' (spec 000 §2.1). */
export function pageTitle(page: string): string {
  return page === '' ? PRODUCT_NAME : `${page} | ${PRODUCT_NAME}`;
}
