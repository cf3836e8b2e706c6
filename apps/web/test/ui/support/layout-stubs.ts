/**
 * jsdom lays nothing out, so the virtual table would see a 0 px viewport and 0 px rows.
 * This gives the table's scroll box and its rows the sizes a browser would report.
 */
export function stubTableLayout({ viewportHeight, rowHeight }: { viewportHeight: number; rowHeight: number }) {
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'data-table-scroll' ? viewportHeight : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'TR' && this.dataset.index !== undefined ? rowHeight : 0;
    },
  });
  return () => {
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
    if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  };
}
