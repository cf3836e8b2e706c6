import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogIngestionService } from '#src/catalog/ingestion/catalog-ingestion.service.ts';
import { ScraperRepository } from '#src/catalog/runtime/scraper.repository.ts';
import { ScraperRunService } from '#src/catalog/runtime/scraper-run.service.ts';
import { findScraperType } from '#src/catalog/scrapers/scraper-registry.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';

interface StoredItem {
  name: string;
  type: string;
  config: Record<string, unknown>;
  created_at: Date | string;
  properties: { name: string; text?: string }[] | null;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe(`a file scraper with a transform, run and stored (${testDbKind})`, () => {
  let db: TestDb;
  let folder: string;
  let runs: ScraperRunService;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    folder = await mkdtemp(join(tmpdir(), 'file-transform-'));
    runs = new ScraperRunService({ db, ingestion: new CatalogIngestionService(db), findType: findScraperType, resolveConnection: () => Promise.resolve(undefined), hostname: 'test' });
  });
  afterAll(async () => {
    await db?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const createScraper = async (name: string, spec: unknown) => {
    const { rows } = await db.query<{ id: string }>('INSERT INTO config_scrapers (name, spec) VALUES ($1, $2::jsonb) RETURNING id', [name, JSON.stringify(spec)]);
    const record = await new ScraperRepository(db).findLive(rows[0]!.id);
    if (!record) throw new Error('scraper not found');
    return record;
  };
  const itemsOf = async (scraperId: string) =>
    (await db.query<StoredItem>('SELECT name, type, config, created_at, properties FROM config_items WHERE scraper_id = $1 ORDER BY name', [scraperId])).rows;

  it('stores items with the excluded field gone, masked values, the name a script gave and the created time from the config', async () => {
    await writeFile(
      join(folder, 'services.json'),
      JSON.stringify({
        services: [
          { name: 'checkout', owner: 'shop', password: 'hunter2', token: 'abc', internal: { build: 41 }, since: '2023-04-05 06:07:08' },
          { name: 'billing', owner: 'finance', password: 'swordfish', token: 'def', internal: { build: 7 }, since: '2022-01-02 03:04:05' },
        ],
      }),
    );
    const scraper = await createScraper('services', {
      file: [
        {
          type: 'Demo::Service',
          items: '$.services[*]',
          id: '$.name',
          name: '$.display',
          paths: [join(folder, '*.json')],
          createFields: ['$.since'],
          timestampFormat: '2006-01-02 15:04:05',
          properties: [{ name: 'owner', text: '{{ .config.owner }}' }],
          transform: {
            // The display name is made by the script and read back by `name: $.display`.
            expr: "[{'name': config.name, 'display': config.name.upperAscii(), 'owner': config.owner, 'password': config.password, 'token': config.token, 'internal': config.internal, 'since': config.since}]",
            exclude: [{ jsonpath: '.internal' }],
            mask: [
              { jsonpath: '$.password', value: 'md5sum' },
              { selector: "config.owner == 'shop'", jsonpath: '$.token', value: '***' },
            ],
          },
        },
      ],
    });

    const outcome = await runs.run(scraper);

    expect(outcome).toMatchObject({ status: 'SUCCESS', successCount: 2, errors: [] });
    const items = await itemsOf(scraper.id);
    expect(items.map((item) => ({ name: item.name, config: item.config, created: new Date(item.created_at).toISOString(), properties: item.properties }))).toEqual([
      {
        name: 'BILLING',
        config: { name: 'billing', display: 'BILLING', owner: 'finance', password: md5('swordfish'), token: 'def', since: '2022-01-02 03:04:05' },
        created: '2022-01-02T03:04:05.000Z',
        properties: [{ name: 'owner', text: 'finance' }],
      },
      {
        name: 'CHECKOUT',
        config: { name: 'checkout', display: 'CHECKOUT', owner: 'shop', password: md5('hunter2'), token: '***', since: '2023-04-05 06:07:08' },
        created: '2023-04-05T06:07:08.000Z',
        properties: [{ name: 'owner', text: 'shop' }],
      },
    ]);
  });

  it('fails only the item whose script throws: the others are stored and the run is a WARNING naming it', async () => {
    await writeFile(join(folder, 'fleet.yaml'), 'hosts:\n  - { name: web-1, cpus: 4 }\n  - { name: broken }\n  - { name: web-2, cpus: 2 }\n');
    const scraper = await createScraper('fleet', {
      file: [
        {
          type: 'Demo::Host',
          items: '$.hosts[*]',
          id: '$.name',
          name: '$.name',
          paths: [join(folder, 'fleet.yaml')],
          transform: { javascript: "if (config.cpus === undefined) throw new Error('no cpus'); ({ ...config, cores: config.cpus * 2 })" },
        },
      ],
    });

    const outcome = await runs.run(scraper);

    expect(outcome).toMatchObject({ status: 'WARNING', successCount: 2, errors: ['spec.file[0]: Demo::Host broken: transform (javascript): Error: no cpus'] });
    const items = await itemsOf(scraper.id);
    expect(items.map((item) => [item.name, item.config])).toEqual([
      ['web-1', { name: 'web-1', cpus: 4, cores: 8 }],
      ['web-2', { name: 'web-2', cpus: 2, cores: 4 }],
    ]);
    const { rows } = await db.query<{ status: string; details: { errors: string[] } }>('SELECT status, details FROM job_history WHERE resource_id = $1', [scraper.id]);
    expect(rows).toEqual([{ status: 'WARNING', details: expect.objectContaining({ errors: outcome.errors }) }]);
  });

  it('links items to stored items of another scraper that a relationship rule finds', async () => {
    await writeFile(join(folder, 'databases.json'), JSON.stringify([{ name: 'orders' }, { name: 'ledger' }]));
    await writeFile(join(folder, 'apps.json'), JSON.stringify([{ name: 'shop', database: 'orders' }, { name: 'books', database: 'ledger' }, { name: 'static', database: '' }]));
    const databases = await createScraper('databases', { file: [{ type: 'Demo::Database', items: '$[*]', id: '$.name', name: '$.name', paths: [join(folder, 'databases.json')] }] });
    const apps = await createScraper('apps', {
      file: [
        {
          type: 'Demo::App',
          items: '$[*]',
          id: '$.name',
          name: '$.name',
          paths: [join(folder, 'apps.json')],
          transform: { relationship: [{ type: { value: 'Demo::Database' }, name: { expr: 'config.database' } }] },
        },
      ],
    });

    expect(await runs.run(databases)).toMatchObject({ status: 'SUCCESS' });
    expect(await runs.run(apps)).toMatchObject({ status: 'SUCCESS', errors: [] });

    const { rows } = await db.query<{ app: string; database: string; relation: string }>(
      `SELECT a.name AS app, d.name AS database, r.relation
       FROM config_relationships r JOIN config_items a ON a.id = r.config_id JOIN config_items d ON d.id = r.related_id
       WHERE a.scraper_id = $1 ORDER BY a.name`,
      [apps.id],
    );
    expect(rows).toEqual([
      { app: 'books', database: 'ledger', relation: 'AppDatabase' },
      { app: 'shop', database: 'orders', relation: 'AppDatabase' },
    ]);
  });
});
