import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '#test/support/test-db.ts';
import { expectVanishedItemAgesOut } from './support/expect-vanished-item-ages-out.ts';
import { ScraperLifecycleApp } from './support/scraper-lifecycle-app.ts';
import { expectBadSpecRefused } from './support/expect-bad-spec-refused.ts';

const SERVICES = [
  { name: 'cart', owner: 'shop', replicas: 1 },
  { name: 'checkout', owner: 'shop', replicas: 2 },
  { name: 'payments', owner: 'billing', replicas: 3 },
];

describe(`a file scraper's life, stored in the catalog (${testDbKind})`, () => {
  let app: ScraperLifecycleApp;
  let folder: string;
  let scraperId: string;
  let spec: unknown;

  const writeService = (service: Record<string, unknown>) => writeFile(join(folder, `${String(service.name)}.json`), JSON.stringify(service));

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'file-scraper-lifecycle-'));
    for (const service of SERVICES) await writeService(service);
    app = await ScraperLifecycleApp.start();
    spec = { schedule: '@every 10m', file: [{ type: 'Demo::Service', id: '$.name', name: '$.name', paths: [join(folder, '*.json')] }] };
  });
  afterAll(async () => {
    await app?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('stores one item per file, with the type and name the spec gives, when an admin creates the scraper and runs it now', async () => {
    scraperId = await app.createScraper('service-files', spec);
    const answer = await app.runNow(scraperId);
    expect(answer).toMatchObject({ message: 'Scraper service-files ran: SUCCESS', payload: { status: 'SUCCESS', success_count: 3, errors: [], scrape_summary: { created: 3 } } });
    const items = await app.itemsOf(scraperId);
    expect(items.map(({ type, name, config, deletedAt }) => ({ type, name, config, deletedAt }))).toEqual(
      SERVICES.map((service) => ({ type: 'Demo::Service', name: service.name, config: service, deletedAt: null })),
    );
  });

  it('records an edited file as a diff change naming the changed field, and stores the new content', async () => {
    await writeService({ name: 'checkout', owner: 'shop', replicas: 5 });
    const answer = await app.runNow(scraperId);
    expect(answer.payload).toMatchObject({ status: 'SUCCESS', scrape_summary: { created: 0, updated: 1, unchanged: 2 } });
    const checkout = await app.itemNamed(scraperId, 'Demo::Service', 'checkout');
    expect(checkout.config).toEqual({ name: 'checkout', owner: 'shop', replicas: 5 });
    expect(await app.changesOf(checkout.id)).toEqual([{ change_type: 'diff', summary: 'replicas' }]);
    const [diff] = await app.diffsOf(checkout.id);
    expect(diff!.patches).toEqual({ replicas: 5 });
    expect(diff!.diff).toContain('-  "replicas": 2');
    expect(diff!.diff).toContain('+  "replicas": 5');
    const cart = await app.itemNamed(scraperId, 'Demo::Service', 'cart');
    expect(await app.changesOf(cart.id)).toEqual([]);
  });

  it('keeps a file that was removed until it has not been seen for a day, then deletes it as STALE', async () => {
    await unlink(join(folder, 'payments.json'));
    const answer = await app.runNow(scraperId);
    expect(answer.payload).toMatchObject({ status: 'SUCCESS', success_count: 2 });
    await expectVanishedItemAgesOut(app, scraperId, { type: 'Demo::Service', name: 'payments' });
  });

  it('refuses a file entry without paths, naming the field, on create and on update, and changes nothing', async () => {
    const badSpec = { file: [{ type: 'Demo::Service', id: '$.name' }] };
    await expectBadSpecRefused(app, { id: scraperId, storedSpec: spec }, { name: 'no-paths', badSpec, message: 'spec.file[0].paths: paths is required' });
  });
});
