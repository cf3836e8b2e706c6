import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { CatalogMaintenanceService, type CatalogMaintenanceResult } from '#src/catalog/maintenance/catalog-maintenance.service.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import type { TestDb } from '#test/support/test-db.ts';

const HOUR_MS = 3_600_000;

/** An item of a scraper as stored, live or soft-deleted. */
export interface StoredItem {
  id: string;
  type: string;
  name: string;
  config: unknown;
  lastScrapedTime: Date | null;
  deletedAt: Date | null;
  deleteReason: string | null;
}

/** What Run Now answers, as a person calling it sees it. */
export interface RunNowAnswer {
  message: string;
  payload: { status: string; success_count: number; error_count: number; errors: string[]; scrape_summary: Record<string, unknown> | null };
}

/**
 * The product app on a fresh test database with an administrator, and the calls a person makes over
 * a scraper's life: write it through `/api/db`, run it now, read what the catalog stored, age it out.
 */
export class ScraperLifecycleApp {
  private constructor(
    private readonly t: AccessTestApp,
    private readonly admin: TestPerson,
  ) {}

  /** `env`: the server's configuration (e.g. `EXEC: 'off'`); `db`: share another app's database. */
  static async start(options: { env?: Record<string, string>; db?: TestDb } = {}): Promise<ScraperLifecycleApp> {
    const t = await startAccessTestApp(options);
    return new ScraperLifecycleApp(t, await t.person({ roles: ['admin'] }));
  }

  get db(): TestDb {
    return this.t.db;
  }

  close(): Promise<void> {
    return this.t.close();
  }

  /** A write to the data API as the administrator, answered with the rows written. */
  write(method: 'POST' | 'PATCH', url: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.t.app.inject({
      method,
      url,
      headers: { ...this.admin.headers, 'content-type': 'application/json', prefer: 'return=representation' },
      payload: JSON.stringify(body),
    });
  }

  /** Creates a scraper through `POST /api/db/config_scrapers`; fails the test with the answer when refused. */
  async createScraper(name: string, spec: unknown): Promise<string> {
    const response = await this.write('POST', '/api/db/config_scrapers', { name, spec });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }[]>()[0]!.id;
  }

  patchScraper(id: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.write('PATCH', `/api/db/config_scrapers?id=eq.${id}`, body);
  }

  /** `POST /api/config/run/:id` as the administrator; fails the test unless it answers 200. */
  async runNow(id: string): Promise<RunNowAnswer> {
    const response = await this.t.app.inject({ method: 'POST', url: `/api/config/run/${id}`, headers: this.admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RunNowAnswer>();
  }

  async storedSpec(id: string): Promise<unknown> {
    return (await this.db.query<{ spec: unknown }>('SELECT spec FROM config_scrapers WHERE id = $1', [id])).rows[0]?.spec;
  }

  async scrapersNamed(name: string): Promise<number> {
    return (await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM config_scrapers WHERE name = $1', [name])).rows[0]!.n;
  }

  /** Every item of the scraper, deleted ones too, by type and name. */
  async itemsOf(scraperId: string): Promise<StoredItem[]> {
    const { rows } = await this.db.query<{
      id: string;
      type: string;
      name: string;
      config: unknown;
      last_scraped_time: Date | null;
      deleted_at: Date | null;
      delete_reason: string | null;
    }>('SELECT id, type, name, config, last_scraped_time, deleted_at, delete_reason FROM config_items WHERE scraper_id = $1 ORDER BY type, name', [scraperId]);
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      name: row.name,
      config: row.config,
      lastScrapedTime: row.last_scraped_time === null ? null : new Date(row.last_scraped_time),
      deletedAt: row.deleted_at,
      deleteReason: row.delete_reason,
    }));
  }

  async itemNamed(scraperId: string, type: string, name: string): Promise<StoredItem> {
    const item = (await this.itemsOf(scraperId)).find((candidate) => candidate.type === type && candidate.name === name);
    if (!item) throw new Error(`no ${type} named ${name} was stored`);
    return item;
  }

  /** The changes stored on an item, oldest first. */
  async changesOf(itemId: string): Promise<{ change_type: string; summary: string | null }[]> {
    return (await this.db.query<{ change_type: string; summary: string | null }>('SELECT change_type, summary FROM config_changes WHERE config_id = $1 ORDER BY created_at, id', [itemId])).rows;
  }

  /** The merge patch and unified diff of the item's `diff` changes, oldest first. */
  async diffsOf(itemId: string): Promise<{ patches: unknown; diff: string | null }[]> {
    return (await this.db.query<{ patches: unknown; diff: string | null }>("SELECT patches, diff FROM config_changes WHERE config_id = $1 AND change_type = 'diff' ORDER BY created_at, id", [itemId])).rows;
  }

  /**
   * Makes an item look last scraped `hours` before `reference`. The run service stamps every run with
   * the real clock and takes no `now` of its own, so the only way to let a day pass for one item while
   * the others stay freshly scraped is to move that item's stamp back.
   */
  async lastScrapedHoursBefore(itemId: string, reference: Date, hours: number): Promise<void> {
    await this.db.query('UPDATE config_items SET last_scraped_time = $2::timestamptz WHERE id = $1', [itemId, new Date(reference.getTime() - hours * HOUR_MS)]);
  }

  /** The catalog maintenance's stale-item job, as its runner calls it, at `now`. */
  deleteStaleItems(now: Date): Promise<CatalogMaintenanceResult> {
    return new CatalogMaintenanceService(this.db).deleteStaleItems(now);
  }
}

/** The latest scrape stamp among the given items (the time of the last run that saw them). */
export function lastScrapeOf(items: StoredItem[]): Date {
  const times = items.map((item) => item.lastScrapedTime?.getTime() ?? 0);
  return new Date(Math.max(...times));
}
