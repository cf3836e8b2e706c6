import { afterEach, beforeEach } from 'vitest';

/** The scroll boxes of the health page's virtualized table and cards. */
const SCROLL_BOXES = new Set(['data-table-scroll', 'health-cards-scroll']);

export interface HealthLayout {
  viewportHeight: number;
  viewportWidth?: number;
  rowHeight?: number;
}

function override(name: 'clientHeight' | 'clientWidth' | 'offsetHeight', get: (element: HTMLElement) => number) {
  const previous = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
  Object.defineProperty(HTMLElement.prototype, name, {
    configurable: true,
    get(this: HTMLElement) {
      return get(this);
    },
  });
  return () => {
    if (previous) Object.defineProperty(HTMLElement.prototype, name, previous);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  };
}

/**
 * jsdom lays nothing out, so the virtualized table and cards would see a 0 px viewport and
 * render nothing. This gives their scroll boxes and table rows the sizes a browser would report.
 */
export function stubHealthLayout({ viewportHeight, viewportWidth = 1024, rowHeight = 35 }: HealthLayout): () => void {
  const isBox = (element: HTMLElement) => SCROLL_BOXES.has(element.dataset.testid ?? '');
  const restores = [
    override('clientHeight', (element) => (isBox(element) ? viewportHeight : 0)),
    override('clientWidth', (element) => (isBox(element) ? viewportWidth : 0)),
    override('offsetHeight', (element) => (element.tagName === 'TR' && element.dataset.index !== undefined ? rowHeight : 0)),
  ];
  return () => restores.reverse().forEach((restore) => restore());
}

/** Registers a layout for every test of the file. */
export function layoutForEachTest(layout: HealthLayout) {
  let restore: () => void = () => {};
  beforeEach(() => {
    restore = stubHealthLayout(layout);
  });
  afterEach(() => restore());
}
