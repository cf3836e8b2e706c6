import { describe, expect, it } from 'vitest';
import type { ConfigSelector } from '#src/catalog/scrapers/transform/config-selector.ts';
import { applyEntryTransform } from '#src/catalog/scrapers/transform/transform-pipeline.ts';
import { item, resultOf, transformOf } from './transform-support.ts';

describe('relationships from transform rules', () => {
  const checkout = item('Demo::Service', 'svc-checkout', { database: 'orders', queues: ['payments', 'mail'] }, { labels: { team: 'shop' } });
  const report = item('Demo::Service', 'svc-report', { database: '', queues: [] }, { labels: { team: 'data' } });
  const orders = item('Demo::Database', 'db-orders', {}, { name: 'orders', labels: { team: 'shop' } });
  const payments = item('Demo::Queue', 'q-payments', {}, { name: 'payments' });

  it('links items the filter picks to the items of the scrape a selector finds, and asks the catalog for the rest', async () => {
    const transform = transformOf({
      transform: {
        relationship: [
          { filter: "config_type == 'Demo::Service'", type: { value: 'Demo::Database' }, name: { expr: 'config.database' }, labels: { team: { label: 'team' } } },
          { filter: 'config.queues.size() > 0', expr: "config.queues.map(q, {'type': 'Demo::Queue', 'name': q})" },
        ],
      },
    });
    const asked: ConfigSelector[][] = [];
    const out = await applyEntryTransform(resultOf([checkout, report, orders, payments]), transform, {
      findConfigs: async (selectors) => {
        asked.push([...selectors]);
        return selectors.map((selector) => (selector.name === 'mail' ? [{ type: 'Demo::Queue', externalId: 'q-mail' }] : []));
      },
    });
    expect(out.errors).toEqual([]);
    expect(out.relationships).toEqual([
      { from: { type: 'Demo::Service', externalId: 'svc-checkout' }, to: { type: 'Demo::Database', externalId: 'db-orders' }, relation: 'ServiceDatabase' },
      { from: { type: 'Demo::Service', externalId: 'svc-checkout' }, to: { type: 'Demo::Queue', externalId: 'q-payments' }, relation: 'ServiceQueue' },
      { from: { type: 'Demo::Service', externalId: 'svc-checkout' }, to: { type: 'Demo::Queue', externalId: 'q-mail' }, relation: 'ServiceQueue' },
    ]);
    // The report service names no database: its selector has no name and is not looked up.
    expect(asked).toEqual([
      [
        { type: 'Demo::Database', name: 'orders', id: undefined, namespace: undefined, labels: { team: 'shop' } },
        { type: 'Demo::Queue', name: 'payments', id: undefined, namespace: undefined, labels: undefined },
        { type: 'Demo::Queue', name: 'mail', id: undefined, namespace: undefined, labels: undefined },
      ],
    ]);
  });

  it('names a relation between types without a provider by their whole names', async () => {
    const app = item('App', 'app-1', { database: 'main' });
    const database = item('Database', 'db-main', {}, { name: 'main' });
    const transform = transformOf({ transform: { relationship: [{ filter: "config_type == 'App'", type: { value: 'Database' }, name: { expr: 'config.database' } }] } });
    const out = await applyEntryTransform(resultOf([app, database]), transform);
    expect(out.relationships).toEqual([{ from: { type: 'App', externalId: 'app-1' }, to: { type: 'Database', externalId: 'db-main' }, relation: 'AppDatabase' }]);
  });

  it('names the item whose selector expression fails, and links the others', async () => {
    const transform = transformOf({ transform: { relationship: [{ type: { value: 'Demo::Database' }, name: { expr: 'config.database + 1' } }] } });
    const out = await applyEntryTransform(resultOf([checkout, orders]), transform);
    expect(out.relationships).toEqual([]);
    expect(out.errors).toEqual([expect.stringMatching(/^Demo::Service svc-checkout: relationship: /), expect.stringMatching(/^Demo::Database orders: relationship: /)]);
  });
});
