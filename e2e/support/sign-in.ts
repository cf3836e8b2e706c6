import type { Page } from 'playwright-core';

export interface Credentials {
  email: string;
  password: string;
}

/** The escaped form of a text, for a RegExp that must match it literally. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Signs in through the login page's address form (`/login?username=&password=`), which submits by
 * itself, and waits until the app has landed on `returnTo`.
 */
export async function signInByAddress(page: Page, baseUrl: string, who: Credentials, returnTo = '/topology'): Promise<void> {
  const query = new URLSearchParams({ username: who.email, password: who.password, return_to: returnTo });
  await page.goto(`${baseUrl}/login?${query.toString()}`);
  await page.waitForURL(new RegExp(`^${literal(baseUrl)}${literal(returnTo)}$`));
}

/** Fills the sign-in form the page shows and submits it. */
export async function signInWithForm(page: Page, who: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
