import type { Locator, Page } from 'playwright-core';

/** The names of the page header's buttons that something else (a toast, say) is drawn over. */
export async function coveredHeaderButtons(page: Page): Promise<string[]> {
  const buttons = await page.locator('main header').getByRole('button').all();
  if (buttons.length === 0) throw new Error('the page header has no buttons');
  const covered: string[] = [];
  for (const button of buttons) {
    const reachable = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    if (!reachable) covered.push((await button.getAttribute('aria-label')) ?? (await button.innerText()));
  }
  return covered;
}

/**
 * A toast with the text, inside the toasts' region. While a dialog is open the rest of the page,
 * this region included, is hidden from assistive technology (the dialog is modal), so hidden
 * elements count here; screen readers get each message through a separate live region.
 */
export function toastWith(page: Page, text: string | RegExp): Locator {
  return page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text });
}

/** Waits for the toast, then closes it with its Dismiss button, as a user clearing the way would. */
export async function dismissToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = toastWith(page, text);
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Dismiss', includeHidden: true }).click();
  await toast.waitFor({ state: 'detached' });
}
