/** Page-size choices of the pager (spec 000 §9). */
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000];

/** Page size of a paged table unless told otherwise. */
export const DEFAULT_PAGE_SIZE = 50;

/** Virtual mode: estimated row height in px and rows rendered beyond the visible ones (spec 000 §9). */
export const VIRTUAL_ROW_HEIGHT = 35;
export const VIRTUAL_OVERSCAN = 10;

/** Rows of the loading skeleton (spec 000 §9). */
export const SKELETON_ROWS = 8;
