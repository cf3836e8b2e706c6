import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { ScriptedScrapers } from './scripted-scraper-type.ts';
import { RecordingIngestion } from './support/recording-ingestion.ts';
import { startScraperRoutesApp } from './support/scraper-routes-app.ts';

interface JobRow {
  name: string;
  resource_type: string;
  status: string;
  success_count: number;
  error_count: number;
  details: { errors?: string[]; scrape_summary?: { created: number } } | null;
}

describe(`POST /api/config/run/:id runs a scraper now (${testDbKind})`, () => {
  let t: AccessTestApp;
  let app: FastifyInstance;
  let admin: TestPerson;
  let scrapers: ScriptedScrapers;
  let ingestion: RecordingIngestion;

  beforeAll(async () => {
    t = await startAccessTestApp({ kind: 'recording' });
    admin = await t.person({ roles: ['admin'] });
    scrapers = new ScriptedScrapers();
    ingestion = new RecordingIngestion();
    app = await startScraperRoutesApp(t.db, { ingestion, types: scrapers.lookup, entryTimeoutMs: 200 });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });
  beforeEach(() => {
    ingestion.received.length = 0;
    ingestion.failWith = undefined;
  });

  const createScraper = async (name: string, spec: unknown) =>
    (await t.db.query<{ id: string }>('INSERT INTO config_scrapers (name, spec) VALUES ($1, $2::jsonb) RETURNING id', [name, JSON.stringify(spec)])).rows[0]!.id;
  const runNow = (id: string, person?: TestPerson) => app.inject({ method: 'POST', url: `/api/config/run/${id}`, headers: person?.headers ?? {} });
  const jobsOf = async (id: string) =>
    (await t.db.query<JobRow>('SELECT name, resource_type, status, success_count, error_count, details FROM job_history WHERE resource_id = $1 ORDER BY time_start', [id])).rows;

  it('runs every entry, hands the merged items to the catalog, records the job and answers its summary', async () => {
    const id = await createScraper('two-sources', { scripted: [{ name: 'alpha' }, { name: 'beta' }] });
    const response = await runNow(id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Scraper two-sources ran: SUCCESS',
      payload: expect.objectContaining({ id: expect.any(String), status: 'SUCCESS', success_count: 2, error_count: 0, errors: [], scrape_summary: expect.objectContaining({ created: 2 }) }),
    });
    expect(ingestion.received).toHaveLength(1);
    expect(ingestion.received[0]!.scraperId).toBe(id);
    expect(ingestion.received[0]!.result.items.map((item) => item.name)).toEqual(['alpha', 'beta']);
    expect(await jobsOf(id)).toEqual([
      { name: 'ConfigScraper', resource_type: 'config_scraper', status: 'SUCCESS', success_count: 2, error_count: 0, details: { scrape_summary: expect.objectContaining({ created: 2 }) } },
    ]);
  });

  it('records a failing or hanging entry as an error of the run, named by its path, and still stores the others', async () => {
    scrapers.script('broken', async () => {
      throw new Error('source refused the connection');
    });
    scrapers.script('stuck', (_entry, context) => new Promise((_resolve, reject) => context.signal.addEventListener('abort', () => reject(new Error('gave up')))));
    const id = await createScraper('partly-broken', { scripted: [{ name: 'fine' }, { name: 'broken' }, { name: 'stuck' }] });
    const response = await runNow(id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Scraper partly-broken ran: WARNING', payload: { status: 'WARNING', success_count: 1, error_count: 2 } });
    const [job] = await jobsOf(id);
    expect(job).toMatchObject({ status: 'WARNING', success_count: 1, error_count: 2 });
    expect(job!.details!.errors).toEqual(['spec.scripted[1]: source refused the connection', 'spec.scripted[2]: timed out after 200 ms']);
    expect(ingestion.received[0]!.result.items.map((item) => item.name)).toEqual(['fine']);
  });

  it('fails the job, with the reason, when every entry fails or the catalog cannot store the results', async () => {
    scrapers.script('down', async () => {
      throw new Error('host unreachable');
    });
    const allDown = await createScraper('all-down', { scripted: [{ name: 'down' }] });
    expect((await runNow(allDown, admin)).json()).toMatchObject({ payload: { status: 'FAILED', error_count: 1 } });

    ingestion.failWith = new Error('database is read-only');
    const unstored = await createScraper('unstored', { scripted: [{ name: 'gamma' }] });
    expect((await runNow(unstored, admin)).json()).toMatchObject({ payload: { status: 'FAILED', errors: ['storing the results failed: database is read-only'] } });
    expect((await jobsOf(unstored))[0]).toMatchObject({ status: 'FAILED', error_count: 1 });
  });

  it('records a stored spec that became invalid as a failed job naming the field', async () => {
    const id = await createScraper('stale-spec', { scripted: [{ colour: 'red' }] });
    const response = await runNow(id, admin);
    expect(response.json()).toMatchObject({ payload: { status: 'FAILED', errors: [expect.stringContaining('spec.scripted[0].name')] } });
    expect(ingestion.received).toEqual([]);
  });

  it('lets whoever may write scrapers run one, and refuses viewers without running it', async () => {
    const id = await createScraper('guarded', { scripted: [{ name: 'guarded-item' }] });
    const editor = await t.person({ roles: ['editor'] });
    expect((await runNow(id, editor)).statusCode).toBe(200);
    const before = scrapers.callsOf('guarded-item');
    for (const roles of [['viewer'], []]) {
      const response = await runNow(id, await t.person({ roles }));
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toMatch(/may not write config_scrapers/);
    }
    expect((await runNow(id)).statusCode).toBe(401);
    expect(scrapers.callsOf('guarded-item')).toBe(before);
    expect(await jobsOf(id)).toHaveLength(1);
  });

  it('answers 400 for an id that is no uuid and 404 for a scraper that does not exist or was deleted', async () => {
    const bad = await runNow('not-a-scraper', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'bad request', message: "'not-a-scraper' is not a scraper id: a scraper id is a uuid" });
    const missing = await runNow('0190a0a0-0000-7000-8000-000000000000', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not found', message: 'Scraper 0190a0a0-0000-7000-8000-000000000000 not found' });

    const id = await createScraper('removed', { scripted: [{ name: 'removed-item' }] });
    await t.db.query('UPDATE config_scrapers SET deleted_at = now() WHERE id = $1', [id]);
    expect((await runNow(id, admin)).statusCode).toBe(404);
    expect(await jobsOf(id)).toEqual([]);
  });

  it('is served by the access layer as the product mounts it, with the catalog behind it', async () => {
    const id = await createScraper('mounted', { aws: [{ region: 'eu-west-1' }] });
    const viewer = await t.person({ roles: ['viewer'] });
    expect((await t.app.inject({ method: 'POST', url: `/api/config/run/${id}`, headers: viewer.headers })).statusCode).toBe(403);
    const response = await t.app.inject({ method: 'POST', url: `/api/config/run/${id}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Scraper mounted ran: FAILED',
      payload: { status: 'FAILED', errors: ['invalid spec: spec.aws is not supported yet (a scraper type)'] },
    });
    expect(await jobsOf(id)).toMatchObject([{ name: 'ConfigScraper', resource_type: 'config_scraper', status: 'FAILED', error_count: 1 }]);
  });
});
