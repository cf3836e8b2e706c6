export interface VirtualLayout {
  /** The scroll boxes the virtualizer measures, by their test id. */
  scrollBoxes: ReadonlySet<string>;
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
 * jsdom lays nothing out, so a virtualized list would see a 0 px viewport and render nothing.
 * This gives the named scroll boxes and the virtualized table rows the sizes a browser would
 * report; the returned function puts jsdom back as it was.
 */
export function stubVirtualLayout({ scrollBoxes, viewportHeight, viewportWidth = 1024, rowHeight = 35 }: VirtualLayout): () => void {
  const isBox = (element: HTMLElement) => scrollBoxes.has(element.dataset.testid ?? '');
  const restores = [
    override('clientHeight', (element) => (isBox(element) ? viewportHeight : 0)),
    override('clientWidth', (element) => (isBox(element) ? viewportWidth : 0)),
    override('offsetHeight', (element) => (element.tagName === 'TR' && element.dataset.index !== undefined ? rowHeight : 0)),
  ];
  return () => restores.reverse().forEach((restore) => restore());
}
