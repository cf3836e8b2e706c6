import type { Queryable } from '#src/db/db.ts';
import type { ConfigRef } from '../scrapers/scrape-result.ts';

/** Columns a stored item and a scraped item's row share under the same names. */
interface ItemState {
  description: string | null;
  config: unknown;
  labels: unknown;
  tags: unknown;
  properties: unknown;
  status: string | null;
  health: string | null;
  ready: boolean | null;
  icon: string | null;
}

/** The stored state of an item that ingestion compares a scraped item with. */
export interface StoredItem extends ItemState {
  id: string;
  type: string;
  externalId: string[];
  name: string | null;
  configClass: string;
  costs: (number | null)[];
  deletedAt: Date | null;
  deleteReason: string | null;
}

/** The columns ingestion writes for an item, as they go into the database. */
export interface ItemRow extends ItemState {
  id?: string;
  config_class: string;
  type: string;
  name: string;
  external_id: string[];
  cost_per_minute: number | null;
  cost_total_1d: number | null;
  cost_total_7d: number | null;
  cost_total_30d: number | null;
  created_at: string | null;
  deleted_at: string | null;
  delete_reason: string | null;
}

export interface ScraperIdentity {
  id: string;
  agentId: string;
  source: string | null;
}

const RECORD_COLUMNS = `config_class text, type text, name text, description text, external_id text[], config jsonb,
  labels jsonb, tags jsonb, properties jsonb, status text, health text, ready boolean, icon text,
  cost_per_minute numeric, cost_total_1d numeric, cost_total_7d numeric, cost_total_30d numeric,
  created_at timestamptz, deleted_at timestamptz, delete_reason text`;

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Reads and writes config_items for ingestion, many rows per statement. */
export class IngestedItemRepository {
  constructor(private readonly db: Queryable) {}

  async findScraper(scraperId: string): Promise<ScraperIdentity | undefined> {
    const { rows } = await this.db.query<{ id: string; agent_id: string; source: string | null }>(
      'SELECT id, agent_id, source FROM config_scrapers WHERE id = $1 AND deleted_at IS NULL',
      [scraperId],
    );
    const row = rows[0];
    return row && { id: row.id, agentId: row.agent_id, source: row.source };
  }

  /** Every item of the scraper of these types, deleted ones too (they come back when seen again). */
  async findByScraper(scraperId: string, types: string[]): Promise<StoredItem[]> {
    if (types.length === 0) return [];
    const { rows } = await this.db.query<Record<string, unknown>>(
      `SELECT id, type, external_id, name, description, config_class, config, labels, tags, properties, status,
              health, ready, icon, cost_per_minute, cost_total_1d, cost_total_7d, cost_total_30d,
              deleted_at, delete_reason
       FROM config_items WHERE scraper_id = $1 AND type = ANY($2::text[])`,
      [scraperId, types],
    );
    return rows.map((row) => ({
      id: row.id as string,
      type: row.type as string,
      externalId: (row.external_id as string[] | null) ?? [],
      name: row.name as string | null,
      description: row.description as string | null,
      configClass: row.config_class as string,
      config: row.config,
      labels: row.labels,
      tags: row.tags,
      properties: row.properties,
      status: row.status as string | null,
      health: row.health as string | null,
      ready: row.ready as boolean | null,
      icon: row.icon as string | null,
      costs: [row.cost_per_minute, row.cost_total_1d, row.cost_total_7d, row.cost_total_30d].map(nullableNumber),
      deletedAt: row.deleted_at as Date | null,
      deleteReason: row.delete_reason as string | null,
    }));
  }

  /** Inserts new items; answers their ids in the order given. */
  async insert(scraper: ScraperIdentity, items: ItemRow[], now: Date): Promise<string[]> {
    if (items.length === 0) return [];
    const { rows } = await this.db.query<{ id: string; type: string; first_id: string }>(
      `INSERT INTO config_items (scraper_id, agent_id, source, config_class, type, name, description, external_id,
         config, labels, tags, properties, status, health, ready, icon, cost_per_minute, cost_total_1d,
         cost_total_7d, cost_total_30d, last_scraped_time, created_at, updated_at, deleted_at, delete_reason)
       SELECT $2::uuid, $3::uuid, $4, config_class, type, name, description, external_id, config, labels, tags,
         properties, status, health, ready, icon, cost_per_minute, cost_total_1d, cost_total_7d, cost_total_30d,
         $5::timestamptz, coalesce(created_at, $5::timestamptz), $5::timestamptz, deleted_at, delete_reason
       FROM jsonb_to_recordset($1::jsonb) AS v(${RECORD_COLUMNS})
       RETURNING id, type, external_id[1] AS first_id`,
      [JSON.stringify(items), scraper.id, scraper.agentId, scraper.source, now],
    );
    const idByRef = new Map(rows.map((row) => [`${row.type}\u0000${row.first_id}`, row.id]));
    return items.map((item) => idByRef.get(`${item.type}\u0000${item.external_id[0] ?? ''}`) ?? '');
  }

  /** Writes the new state of changed items (their id set), seen by this scrape. */
  async update(items: ItemRow[], now: Date): Promise<void> {
    if (items.length === 0) return;
    await this.db.query(
      `UPDATE config_items c SET config_class = v.config_class, name = v.name, description = v.description,
         external_id = v.external_id, config = v.config, labels = v.labels, tags = v.tags, properties = v.properties,
         status = v.status, health = v.health, ready = v.ready, icon = v.icon, cost_per_minute = v.cost_per_minute,
         cost_total_1d = v.cost_total_1d, cost_total_7d = v.cost_total_7d, cost_total_30d = v.cost_total_30d,
         deleted_at = v.deleted_at, delete_reason = v.delete_reason, updated_at = $2::timestamptz,
         last_scraped_time = $2::timestamptz
       FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, ${RECORD_COLUMNS})
       WHERE c.id = v.id`,
      [JSON.stringify(items), now],
    );
  }

  /** Marks items seen by this scrape whose stored state did not change. */
  async touchScraped(ids: string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query('UPDATE config_items SET last_scraped_time = $2::timestamptz WHERE id = ANY($1::uuid[])', [ids, now]);
  }

  /** Sets parents where they differ; the triggers keep the hard relationship and the path. */
  async setParents(links: { id: string; parentId: string | null }[]): Promise<void> {
    if (links.length === 0) return;
    await this.db.query(
      `UPDATE config_items c SET parent_id = v.parent_id
       FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, parent_id uuid)
       WHERE c.id = v.id AND c.parent_id IS DISTINCT FROM v.parent_id`,
      [JSON.stringify(links.map((link) => ({ id: link.id, parent_id: link.parentId })))],
    );
  }

  /** Items of any scraper that are not deleted, by type and one of their external ids. */
  async findByRefs(refs: ConfigRef[]): Promise<{ id: string; type: string; externalId: string[] }[]> {
    if (refs.length === 0) return [];
    const { rows } = await this.db.query<{ id: string; type: string; external_id: string[] }>(
      `SELECT DISTINCT c.id, c.type, c.external_id
       FROM config_items c JOIN jsonb_to_recordset($1::jsonb) AS r(type text, external_id text)
         ON c.type = r.type AND c.external_id @> ARRAY[r.external_id]
       WHERE c.deleted_at IS NULL`,
      [JSON.stringify(refs.map((ref) => ({ type: ref.type, external_id: ref.externalId })))],
    );
    return rows.map((row) => ({ id: row.id, type: row.type, externalId: row.external_id }));
  }
}
