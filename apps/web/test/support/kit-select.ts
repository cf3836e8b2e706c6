import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** The options of the open list of a kit Select or Combobox. */
async function optionsShown(): Promise<HTMLElement[]> {
  return within(await screen.findByRole('listbox')).getAllByRole('option');
}

/** Opens a kit Select or Combobox and clicks the option with this value or text, as a user would. */
export async function chooseOption(control: HTMLElement, valueOrText: string, user: User = userEvent.setup()): Promise<void> {
  await user.click(control);
  const option = (await optionsShown()).find((shown) => shown.dataset.value === valueOrText || shown.textContent === valueOrText);
  if (!option) throw new Error(`No option "${valueOrText}" in ${control.getAttribute('aria-label') ?? 'the list'}`);
  await user.click(option);
}

/** The options a kit Select or Combobox offers, read by opening it and closing it again. */
export async function optionsOf(control: HTMLElement, user: User = userEvent.setup()): Promise<HTMLElement[]> {
  await user.click(control);
  const options = await optionsShown();
  await user.keyboard('{Escape}');
  return options;
}
