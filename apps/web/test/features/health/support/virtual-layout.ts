import { afterEach, beforeEach } from 'vitest';
import { stubVirtualLayout } from '#test/support/stub-virtual-layout.ts';

/** The scroll boxes of the health page's virtualized table and cards. */
const SCROLL_BOXES = new Set(['data-table-scroll', 'health-cards-scroll']);

export interface HealthLayout {
  viewportHeight: number;
  viewportWidth?: number;
  rowHeight?: number;
}

/** Gives the health page's scroll boxes and table rows the sizes a browser would report (jsdom lays nothing out). */
export function stubHealthLayout(layout: HealthLayout): () => void {
  return stubVirtualLayout({ ...layout, scrollBoxes: SCROLL_BOXES });
}

/** Registers a layout for every test of the file. */
export function layoutForEachTest(layout: HealthLayout) {
  let restore: () => void = () => {};
  beforeEach(() => {
    restore = stubHealthLayout(layout);
  });
  afterEach(() => restore());
}
