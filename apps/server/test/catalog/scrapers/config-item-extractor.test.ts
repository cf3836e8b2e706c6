import { describe, expect, it } from 'vitest';
import { extractConfigItems } from '#src/catalog/scrapers/base/config-item-extractor.ts';

describe('config items from scraped documents', () => {
  it('splits a document by items and reads id, type, name by JSONPath, with literals and defaults', () => {
    const config = { services: [{ uid: 'a1', title: 'api', kind: 'Service' }, { uid: 'b2', title: 'db', kind: 'Database' }] };
    const { items, errors } = extractConfigItems([{ config, defaults: { name: 'services.json' } }], {
      items: '$.services[*]',
      id: '$.uid',
      type: 'Demo::Service',
      name: '$.title',
      labels: { team: 'ops' },
    });
    expect(errors).toEqual([]);
    expect(items).toEqual([
      expect.objectContaining({ type: 'Demo::Service', externalId: ['a1'], name: 'api', configClass: 'Service', labels: { team: 'ops' }, config: config.services[0] }),
      expect.objectContaining({ type: 'Demo::Service', externalId: ['b2'], name: 'db', configClass: 'Service' }),
    ]);
  });

  it('takes Kubernetes-style metadata labels, and the type defaults when the spec names none', () => {
    const { items } = extractConfigItems(
      [{ config: { metadata: { labels: { app: 'shop' } } }, defaults: { id: '/etc/shop.yaml', type: 'File::Config', name: 'shop.yaml' } }],
      { labels: { env: 'demo' } },
    );
    expect(items[0]).toMatchObject({ externalId: ['/etc/shop.yaml'], type: 'File::Config', configClass: 'Config', name: 'shop.yaml', labels: { app: 'shop', env: 'demo' } });
  });

  it('reports a document without an id or a type instead of storing it', () => {
    const { items, errors } = extractConfigItems([{ config: { x: 1 }, defaults: { name: 'x.json' } }], { id: '$.missing', type: 'Demo::X' });
    expect(items).toEqual([]);
    expect(errors).toEqual(['x.json: no id ($.missing matched nothing)']);
  });
});
