import type { Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { E2E_ADMIN } from '../../e2e/support/server-process.ts';
import { signInByAddress } from '../../e2e/support/sign-in.ts';

/** How often each page is timed; every figure reported is the median. */
const REPEATS = 3;
/** A loaded machine can take minutes to draw a large page; Playwright's 30 s default is too short. */
const DEFAULT_TIMEOUT_MS = 180_000;

export interface PageTimeOptions {
  timeoutMs?: number;
  /** A page expression saying how far the page got, named in the error when the condition never holds. */
  progress?: { name: string; expression: string };
}

/**
 * The page's clock once `expression` holds (a page expression answering `performance.now()` or
 * false; polled on every animation frame). The bench is compiled without DOM types, so page code is text.
 */
export async function pageTime(page: Page, expression: string, what: string, options: PageTimeOptions = {}): Promise<number> {
  try {
    const handle = await page.waitForFunction(expression, undefined, { polling: 'raf', timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS });
    return (await handle.jsonValue()) as number;
  } catch (error) {
    const progress = options.progress;
    const reached = progress ? `${progress.name}: ${String(await page.evaluate(progress.expression).catch(() => 'unknown'))}, ` : '';
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)} (${reached}at ${page.url()})`, { cause: error });
  }
}

/** Opens `url` from a blank page, so navigation starts the page's clock afresh. */
export async function navigate(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'commit' });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Signs in with Chromium as the bench's admin and runs `timeOnce` `REPEATS` times; answers the median of each figure. */
export async function timePages<T extends { [K in keyof T]: number }>(baseUrl: string, timeOnce: (page: Page) => Promise<T>, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
  const browser = await launchBrowser();
  try {
    // The app's Content-Security-Policy forbids evaluating strings, which is how the page expressions run.
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
    page.setDefaultTimeout(timeoutMs);
    await signInByAddress(page, baseUrl, E2E_ADMIN);
    const runs: T[] = [];
    for (let i = 0; i < REPEATS; i += 1) runs.push(await timeOnce(page));
    const keys = Object.keys(runs[0]!) as (keyof T)[];
    return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as T;
  } finally {
    await browser.close();
  }
}
