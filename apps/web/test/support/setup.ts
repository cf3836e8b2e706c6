import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Routes load lazily and the test run shares two cores with the server suites: a page that
// appears in 1.3 s under load has not failed, so `findBy*`/`waitFor` wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Radix Select and the kit's menus use pointer capture and scroll the chosen option into view;
// jsdom has neither, and does no layout to scroll anyway.
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
// Radix measures arrows and some controls with ResizeObserver, which jsdom lacks (it lays nothing out).
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
// CodeMirror measures text through ranges, which jsdom (laying nothing out) cannot measure.
if (!('getClientRects' in Range.prototype)) {
  const noRects = { length: 0, item: () => null, [Symbol.iterator]: function* () {} };
  Object.assign(Range.prototype, {
    getClientRects: () => noRects,
    getBoundingClientRect: () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) }),
  });
}
