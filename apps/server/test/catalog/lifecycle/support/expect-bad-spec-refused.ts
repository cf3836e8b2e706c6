import { expect } from 'vitest';
import type { ScraperLifecycleApp } from './scraper-lifecycle-app.ts';

/**
 * `badSpec` is refused with a 400 whose message contains `message`, both when a new scraper
 * `name` is created with it (no row is written) and when the existing scraper is updated to it
 * (it keeps `storedSpec`).
 */
export async function expectBadSpecRefused(
  app: ScraperLifecycleApp,
  scraper: { id: string; storedSpec: unknown },
  attempt: { name: string; badSpec: unknown; message: string },
): Promise<void> {
  const created = await app.write('POST', '/api/db/config_scrapers', { name: attempt.name, spec: attempt.badSpec });
  expect(created.statusCode).toBe(400);
  expect(created.json<{ message: string }>().message).toContain(attempt.message);
  expect(await app.scrapersNamed(attempt.name)).toBe(0);

  const patched = await app.patchScraper(scraper.id, { spec: attempt.badSpec });
  expect(patched.statusCode).toBe(400);
  expect(patched.json<{ message: string }>().message).toContain(attempt.message);
  expect(await app.storedSpec(scraper.id)).toEqual(scraper.storedSpec);
}
