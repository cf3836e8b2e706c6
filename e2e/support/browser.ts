import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** Debian's Chromium, headless, with the background services that would phone home turned off. */
export async function launchBrowser(): Promise<Browser> {
  if (!CHROMIUM) throw new Error('Chromium not found: install the Debian package "chromium" (npm test does this when it can).');
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}
