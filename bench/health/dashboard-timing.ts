import type { Page } from 'playwright-core';
import { navigate, pageTime, timePages } from '../support/page-timing.ts';

export interface DashboardTiming {
  /** Navigation start until the default view (failing checks only) shows its rows, ms. */
  rowsShownMs: number;
  /** Turning "Hide Passing" off until every check's row is in the table, ms. */
  filterResponseMs: number;
  /** Navigation start until the page has answered that filter change: time to interactive, ms. */
  interactiveMs: number;
}

export interface DashboardExpectation {
  /** Rows of the default view, which hides passing checks (0: the table says it has no data). */
  failingRows: number;
  /** Rows once passing checks are shown too. */
  allRows: number;
}

const SWITCH = 'aside[aria-label="Filters"] input[role="switch"]';

/**
 * A page expression (the bench is compiled without DOM types, so page code is text): the time
 * since navigation started once the health table holds `rows` rows, with a check's row in view,
 * and Hide Passing is `hiding`; false until then. A virtual table renders only the rows in view
 * and declares the whole count in aria-rowcount (with the header row). Skeleton rows do not
 * count; 0 rows means the table's empty message.
 */
function tableReady(rows: number, hiding: boolean): string {
  return `(() => {
    const toggle = document.querySelector('${SWITCH}');
    const table = document.querySelector('table[aria-label="Health checks"]');
    if (!toggle || !table || toggle.checked !== ${hiding}) return false;
    const shown = Array.from(table.querySelectorAll('tbody tr:not([data-skeleton])'));
    const declared = table.getAttribute('aria-rowcount');
    const count = declared === null ? shown.length : Number(declared) - 1;
    const ready = ${rows} === 0
      ? shown.length === 1 && shown[0].textContent.includes('No data available')
      : count === ${rows} && shown.some((row) => row.textContent.includes('bench-'));
    return ready ? performance.now() : false;
  })()`;
}

const CLICK_SWITCH = `(() => { const started = performance.now(); document.querySelector('${SWITCH}').click(); return started; })()`;

async function timeOnce(page: Page, baseUrl: string, expected: DashboardExpectation): Promise<DashboardTiming> {
  await navigate(page, `${baseUrl}/health`);
  const rowsShownMs = await pageTime(page, tableReady(expected.failingRows, true), 'the failing checks');
  const clickedMs = (await page.evaluate(CLICK_SWITCH)) as number;
  const interactiveMs = await pageTime(page, tableReady(expected.allRows, false), 'every check');
  return { rowsShownMs, filterResponseMs: interactiveMs - clickedMs, interactiveMs };
}

/** Signs in with Chromium and times /health; each figure is the median of its runs. */
export function timeDashboard(baseUrl: string, expected: DashboardExpectation): Promise<DashboardTiming> {
  return timePages(baseUrl, (page) => timeOnce(page, baseUrl, expected));
}
