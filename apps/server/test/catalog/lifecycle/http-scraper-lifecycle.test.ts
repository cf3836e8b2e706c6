import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '#test/support/test-db.ts';
import { expectVanishedItemAgesOut } from './support/expect-vanished-item-ages-out.ts';
import { ScraperLifecycleApp } from './support/scraper-lifecycle-app.ts';
import { expectBadSpecRefused } from './support/expect-bad-spec-refused.ts';

interface Endpoint {
  name: string;
  region: string;
  limits: { rps: number };
}

describe(`an http scraper's life, stored in the catalog (${testDbKind})`, () => {
  let app: ScraperLifecycleApp;
  let server: Server;
  let scraperId: string;
  let spec: unknown;
  let served: Endpoint[] = [
    { name: 'api-eu', region: 'eu', limits: { rps: 100 } },
    { name: 'api-us', region: 'us', limits: { rps: 200 } },
    { name: 'api-ap', region: 'ap', limits: { rps: 50 } },
  ];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const found = request.url === '/endpoints';
      response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(found ? { endpoints: served } : { error: 'not found' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/endpoints`;
    spec = { http: [{ url, type: 'Demo::Endpoint', items: '$.endpoints[*]', id: '$.name', name: '$.name' }] };
    app = await ScraperLifecycleApp.start();
  });
  afterAll(async () => {
    await app?.close();
    if (server) await new Promise((resolve) => server.close(resolve));
  });

  it('stores one item per listed endpoint, with the type and name the spec gives, when an admin creates the scraper and runs it now', async () => {
    scraperId = await app.createScraper('endpoints', spec);
    const answer = await app.runNow(scraperId);
    expect(answer).toMatchObject({ message: 'Scraper endpoints ran: SUCCESS', payload: { status: 'SUCCESS', success_count: 3, errors: [], scrape_summary: { created: 3 } } });
    const items = await app.itemsOf(scraperId);
    expect(items.map(({ type, name, config, deletedAt }) => ({ type, name, config, deletedAt }))).toEqual(
      [...served].sort((a, b) => a.name.localeCompare(b.name)).map((endpoint) => ({ type: 'Demo::Endpoint', name: endpoint.name, config: endpoint, deletedAt: null })),
    );
  });

  it('records an endpoint the source answers differently as a diff change naming the changed path, and stores the new content', async () => {
    served = served.map((endpoint) => (endpoint.name === 'api-us' ? { ...endpoint, limits: { rps: 400 } } : endpoint));
    const answer = await app.runNow(scraperId);
    expect(answer.payload).toMatchObject({ status: 'SUCCESS', scrape_summary: { created: 0, updated: 1, unchanged: 2 } });
    const changed = await app.itemNamed(scraperId, 'Demo::Endpoint', 'api-us');
    expect(changed.config).toEqual({ name: 'api-us', region: 'us', limits: { rps: 400 } });
    expect(await app.changesOf(changed.id)).toEqual([{ change_type: 'diff', summary: 'limits.rps' }]);
    const untouched = await app.itemNamed(scraperId, 'Demo::Endpoint', 'api-eu');
    expect(await app.changesOf(untouched.id)).toEqual([]);
  });

  it('keeps an endpoint the source stops listing until it has not been seen for a day, then deletes it as STALE', async () => {
    served = served.filter((endpoint) => endpoint.name !== 'api-ap');
    const answer = await app.runNow(scraperId);
    expect(answer.payload).toMatchObject({ status: 'SUCCESS', success_count: 2 });
    await expectVanishedItemAgesOut(app, scraperId, { type: 'Demo::Endpoint', name: 'api-ap' });
  });

  it('refuses an http entry whose url is no http URL, naming the field, on create and on update, and changes nothing', async () => {
    const badSpec = { http: [{ url: 'ftp://files.example/endpoints', type: 'Demo::Endpoint', id: '$.name' }] };
    await expectBadSpecRefused(app, { id: scraperId, storedSpec: spec }, { name: 'ftp-endpoints', badSpec, message: 'spec.http[0].url: must be an http or https URL' });
  });
});
