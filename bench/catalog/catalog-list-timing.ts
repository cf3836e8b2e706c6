import { navigate, pageTime, timePages } from '../support/page-timing.ts';

export interface CatalogPageTiming {
  /** Navigation start until the empty list says "No data available": the baseline, ms. */
  emptyPageMs: number;
  /** Navigation start until the summary table (the default /catalog) shows its rows, ms. */
  summaryRowsMs: number;
  /** Navigation start until the list of `rows` items shows its first rows, ms. */
  firstRowsMs: number;
  /** From the first scroll to the end of the loaded rows until the next page's rows are in view, ms. */
  nextPageMs: number;
  /** Scrolling to the end again and again until the last of `rows` rows is in view, ms. */
  scrollToEndMs: number;
  rows: number;
}

const TIMEOUT_MS = 300_000;
const LIST = 'table[aria-label="Catalog"]';
const SCROLLER = '[data-testid="config-list-scroll"]';
/** Items the list loads at a time (the web app's CONFIG_PAGE_SIZE); row LIST_PAGE_SIZE + 2 is the second page's first. */
const LIST_PAGE_SIZE = 100;

/*
 * Page expressions (the bench is compiled without DOM types, so page code is text). Each returns
 * the page's clock once its condition holds, false until then; polled on every animation frame.
 */
const EMPTY_SHOWN = `(() => Array.from(document.querySelectorAll('main h2')).some((h) => h.textContent === 'No data available') && performance.now())()`;

const SUMMARY_SHOWN = `(() => {
  const table = document.querySelector('table[aria-label="Catalog summary"]');
  return !!table && table.querySelectorAll('tbody tr').length > 1 && table.textContent.includes('Kubernetes') && performance.now();
})()`;

/** The list declares `rows` items (aria-rowcount counts the header) and shows one of them. */
const firstRowsShown = (rows: number) => `(() => {
  const table = document.querySelector('${LIST}');
  return !!table && table.getAttribute('aria-rowcount') === '${rows + 1}' && !!table.querySelector('tbody tr[aria-rowindex="2"]') && performance.now();
})()`;

/**
 * Scrolls the list to the end of what is loaded on every frame (as a user dragging the scroll bar
 * down would) until a row at aria-rowindex `index` or later is on screen.
 */
const scrollUntilRow = (index: number) => `(() => {
  const scroller = document.querySelector('${SCROLLER}');
  if (!scroller) return false;
  const view = scroller.getBoundingClientRect();
  const reached = Array.from(scroller.querySelectorAll('tr[aria-rowindex]')).some((row) => {
    const box = row.getBoundingClientRect();
    return Number(row.getAttribute('aria-rowindex')) >= ${index} && box.top < view.bottom && box.bottom > view.top;
  });
  if (reached) return performance.now();
  scroller.scrollTop = scroller.scrollHeight;
  return false;
})()`;

/** The last row index the list shows, to say how far a timed-out scroll got. */
const LAST_ROW_SHOWN = `(() => Math.max(0, ...Array.from(document.querySelectorAll('${LIST} tr[aria-rowindex]')).map((row) => Number(row.getAttribute('aria-rowindex')))))()`;
const SLOW = { timeoutMs: TIMEOUT_MS, progress: { name: 'last list row shown', expression: LAST_ROW_SHOWN } };

export interface CatalogPageTargets {
  /** A type with many items, and how many of them are live. */
  largeType: string;
  rows: number;
  /** A type with no items. */
  emptyType: string;
}

/** Signs in with Chromium and times the catalog pages; every figure is the median of its runs. */
export async function timeCatalogPages(baseUrl: string, targets: CatalogPageTargets): Promise<CatalogPageTiming> {
  const timing = await timePages(
    baseUrl,
    async (page): Promise<Omit<CatalogPageTiming, 'rows'>> => {
      await navigate(page, `${baseUrl}/catalog?configType=${encodeURIComponent(targets.emptyType)}`);
      const emptyPageMs = await pageTime(page, EMPTY_SHOWN, 'the empty list', SLOW);
      await navigate(page, `${baseUrl}/catalog`);
      const summaryRowsMs = await pageTime(page, SUMMARY_SHOWN, 'the summary', SLOW);
      await navigate(page, `${baseUrl}/catalog?configType=${encodeURIComponent(targets.largeType)}`);
      const firstRowsMs = await pageTime(page, firstRowsShown(targets.rows), 'the first rows', SLOW);
      const scrollStart = (await page.evaluate('performance.now()')) as number;
      const nextPageMs = (await pageTime(page, scrollUntilRow(LIST_PAGE_SIZE + 2), 'the next page', SLOW)) - scrollStart;
      const scrollToEndMs = (await pageTime(page, scrollUntilRow(targets.rows + 1), 'the end of the list', SLOW)) - scrollStart;
      return { emptyPageMs, summaryRowsMs, firstRowsMs, nextPageMs, scrollToEndMs };
    },
    TIMEOUT_MS,
  );
  return { ...timing, rows: targets.rows };
}
