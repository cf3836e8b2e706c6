import { navigate, pageTime, timePages } from '../support/page-timing.ts';

export interface TopologyPageTiming {
  /** Navigation start until a status filter matching nothing says so: the baseline, ms. */
  emptyMs: number;
  /** Navigation start until /topology shows every root's card, ms. */
  rootsMs: number;
  /** Of which the topology request, from its start to its answer's last byte, ms. */
  rootsFetchMs: number;
  /** Choosing a type in the Type filter until its cards replace the roots, ms. */
  typeFilterMs: number;
  /** Of which the topology request with the type, ms. */
  typeFilterFetchMs: number;
  /** Navigation start until /topology/{namespace} shows its children's cards, ms. */
  componentMs: number;
}

export interface TopologyPageTargets {
  roots: number;
  /** The type chosen in the Type filter, and how many components have it. */
  filterType: string;
  filterTypeCount: number;
  midComponentId: string;
  midChildren: number;
}

const NO_STATUS = 'no-such-status';

/*
 * Page expressions (the bench is compiled without DOM types, so page code is text): the page's
 * clock once the condition holds, false until then; polled on every animation frame.
 */
const EMPTY_SHOWN = `(() => (document.querySelector('main')?.textContent ?? '').includes('There are no components matching this criteria') && performance.now())()`;

/** The grid shows `cards` cards, none of them a skeleton, and the first of them is of `type`. */
const cardsShown = (cards: number, type: string) => `(() => {
  const grid = document.querySelector('ul[aria-label="Components"]');
  if (!grid) return false;
  const shown = grid.querySelectorAll(':scope > li > article');
  return shown.length === ${cards} && (shown[0].textContent ?? '').includes(${JSON.stringify(type)}) && performance.now();
})()`;

/** The duration of the page's last topology request whose address contains `part` (Resource Timing). */
const fetchTime = (part: string) => `(() => {
  const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/canary/api/topology') && entry.name.includes(${JSON.stringify(part)}));
  const last = entries[entries.length - 1];
  return last ? last.responseEnd - last.startTime : -1;
})()`;

/** Signs in with Chromium and times each view; every figure is the median of its runs. */
export function timeTopologyPages(baseUrl: string, targets: TopologyPageTargets): Promise<TopologyPageTiming> {
  return timePages(baseUrl, async (page): Promise<TopologyPageTiming> => {
    await navigate(page, `${baseUrl}/topology?status=${NO_STATUS}`);
    const emptyMs = await pageTime(page, EMPTY_SHOWN, 'the empty dashboard');
    await navigate(page, `${baseUrl}/topology`);
    const rootsMs = await pageTime(page, cardsShown(targets.roots, 'Cluster'), 'the roots');
    const rootsFetchMs = (await page.evaluate(fetchTime('depth='))) as number;
    await page.getByRole('combobox', { name: /^Type\b/ }).click();
    const option = page.locator(`[role="option"][data-value="${targets.filterType}"]`);
    await option.waitFor();
    const chosen = (await page.evaluate('performance.now()')) as number;
    await option.click();
    const typeFilterMs = (await pageTime(page, cardsShown(targets.filterTypeCount, targets.filterType), 'the type filter')) - chosen;
    const typeFilterFetchMs = (await page.evaluate(fetchTime(`type=${targets.filterType}`))) as number;
    await navigate(page, `${baseUrl}/topology/${targets.midComponentId}`);
    const componentMs = await pageTime(page, cardsShown(targets.midChildren, 'Deployment'), 'a component');
    return { emptyMs, rootsMs, rootsFetchMs, typeFilterMs, typeFilterFetchMs, componentMs };
  });
}
