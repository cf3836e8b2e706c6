import { expect } from 'vitest';
import { lastScrapeOf, type ScraperLifecycleApp } from './scraper-lifecycle-app.ts';

/**
 * After a run that no longer saw the item `type`/`name`: it is still live; a day of not being seen
 * less an hour keeps it; past a day the catalog maintenance soft-deletes it as STALE, and every item
 * the last run saw stays.
 */
export async function expectVanishedItemAgesOut(app: ScraperLifecycleApp, scraperId: string, vanished: { type: string; name: string }): Promise<void> {
  const items = await app.itemsOf(scraperId);
  const gone = items.find((item) => item.type === vanished.type && item.name === vanished.name);
  if (!gone) throw new Error(`no ${vanished.type} named ${vanished.name} was stored`);
  const seen = items.filter((item) => item !== gone && item.deletedAt === null);
  expect(gone.deletedAt).toBeNull();
  expect(seen.length).toBeGreaterThan(0);
  const lastRun = lastScrapeOf(seen);
  expect(seen.every((item) => item.lastScrapedTime?.getTime() === lastRun.getTime())).toBe(true);
  expect(gone.lastScrapedTime!.getTime()).toBeLessThan(lastRun.getTime());

  await app.lastScrapedHoursBefore(gone.id, lastRun, 23);
  expect(await app.deleteStaleItems(lastRun)).toMatchObject({ status: 'SUCCESS', successCount: 0 });
  expect((await app.itemNamed(scraperId, vanished.type, vanished.name)).deletedAt).toBeNull();

  await app.lastScrapedHoursBefore(gone.id, lastRun, 25);
  expect(await app.deleteStaleItems(lastRun)).toMatchObject({ status: 'SUCCESS', successCount: 1 });
  const after = await app.itemsOf(scraperId);
  const deleted = after.filter((item) => item.deletedAt !== null);
  expect(deleted.map((item) => ({ type: item.type, name: item.name, deleteReason: item.deleteReason }))).toEqual([{ ...vanished, deleteReason: 'STALE' }]);
  expect(after.filter((item) => item.deletedAt === null).map((item) => item.id)).toEqual(seen.map((item) => item.id));
}
