import type { Locator } from 'playwright-core';

/**
 * Chooses in a kit Select or Combobox (apps/web/src/ui) as a user does: opens it and clicks the
 * option carrying this value. Their list opens in a portal, so the option is looked up on the page.
 */
export async function chooseOption(control: Locator, value: string): Promise<void> {
  await control.click();
  await control.page().locator(`[role="option"][data-value="${value.replaceAll('"', '\\"')}"]`).click();
}

/** The value a kit Select or Combobox shows as chosen (its trigger carries it). */
export async function chosenValue(control: Locator): Promise<string | null> {
  return control.getAttribute('value');
}
