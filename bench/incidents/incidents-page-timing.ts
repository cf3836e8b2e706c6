import { navigate, pageTime, timePages } from '../support/page-timing.ts';

export interface IncidentPageTiming {
  /** Navigation start until a search matching nothing says so: the baseline, ms. */
  emptyListMs: number;
  /** Navigation start until /incidents (open, page 1) shows its 50 rows, ms. */
  listRowsMs: number;
  /** Navigation start until an incident without evidence or history shows its sidebar, ms. */
  plainIncidentMs: number;
  /** Navigation start until the incident with 200 evidences shows its sidebar, ms. */
  bigIncidentMs: number;
  /** Opening the big incident's Changelog until its newest rows show, ms. */
  bigChangelogMs: number;
}

export interface IncidentPageTargets {
  noMatchText: string;
  rowsPerPage: number;
  plainIncidentId: string;
  bigIncidentId: string;
  /** The display id of the big incident, which its sidebar shows. */
  bigDisplayId: string;
  plainDisplayId: string;
}


/*
 * Page expressions (the bench is compiled without DOM types, so page code is text): the page's
 * clock once the condition holds, false until then; polled on every animation frame.
 */
const EMPTY_SHOWN = `(() => (document.querySelector('main')?.textContent ?? '').includes('There are no incidents matching this criteria') && performance.now())()`;

const rowsShown = (rows: number) => `(() => {
  const table = document.querySelector('table[aria-label="Incidents"]');
  if (!table) return false;
  const shown = table.querySelectorAll('tbody tr:not([data-skeleton])');
  return shown.length === ${rows} && table.textContent.includes('INC-') && performance.now();
})()`;

/** The sidebar is drawn only once the incident has loaded; it shows the display id in its details. */
const incidentShown = (displayId: string) => `(() => {
  const aside = document.querySelector('aside[aria-label="Incident sidebar"]');
  return !!aside && document.title.startsWith('${displayId} ') && performance.now();
})()`;

const CHANGELOG_SHOWN = `(() => {
  const aside = document.querySelector('aside[aria-label="Incident sidebar"]');
  return !!aside && aside.textContent.includes('History row 999') && performance.now();
})()`;

/** Signs in with Chromium and times each page; every figure is the median of its runs. */
export function timeIncidentPages(baseUrl: string, targets: IncidentPageTargets): Promise<IncidentPageTiming> {
  return timePages(baseUrl, async (page): Promise<IncidentPageTiming> => {
    await navigate(page, `${baseUrl}/incidents?search=${encodeURIComponent(targets.noMatchText)}`);
    const emptyListMs = await pageTime(page, EMPTY_SHOWN, 'the empty list');
    await navigate(page, `${baseUrl}/incidents`);
    const listRowsMs = await pageTime(page, rowsShown(targets.rowsPerPage), 'the list');
    await navigate(page, `${baseUrl}/incidents/${targets.plainIncidentId}`);
    const plainIncidentMs = await pageTime(page, incidentShown(targets.plainDisplayId), 'the plain incident');
    await navigate(page, `${baseUrl}/incidents/${targets.bigIncidentId}`);
    const bigIncidentMs = await pageTime(page, incidentShown(targets.bigDisplayId), 'the big incident');
    const opened = (await page.evaluate('performance.now()')) as number;
    await page.getByRole('button', { name: 'Changelog', exact: true }).click();
    const bigChangelogMs = (await pageTime(page, CHANGELOG_SHOWN, 'the changelog')) - opened;
    return { emptyListMs, listRowsMs, plainIncidentMs, bigIncidentMs, bigChangelogMs };
  });
}
