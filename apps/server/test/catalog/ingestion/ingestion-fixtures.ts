import type { Queryable } from '#src/db/db.ts';
import { emptyScrapeResult, type ScrapedItem, type ScrapeResult } from '#src/catalog/scrapers/scrape-result.ts';

export async function insertScraper(db: Queryable, name = 'files', source: string | null = 'ConfigFile'): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO config_scrapers (name, spec, source) VALUES ($1, '{"file": []}'::jsonb, $2) RETURNING id`,
    [name, source],
  );
  return rows[0]!.id;
}

export function deployment(name: string, replicas: number, extra: Partial<ScrapedItem> = {}): ScrapedItem {
  return {
    type: 'Kubernetes::Deployment',
    externalId: [`uid-${name}`],
    name,
    configClass: 'Deployment',
    config: { metadata: { name, labels: { app: name, version: '1' } }, spec: { replicas } },
    ...extra,
  };
}

export function scrape(parts: Partial<ScrapeResult>): ScrapeResult {
  return { ...emptyScrapeResult(), ...parts };
}

export interface StoredItemRow {
  id: string;
  name: string;
  config: unknown;
  health: string | null;
  parent_id: string | null;
  path: string;
  source: string | null;
  created_by: string | null;
  last_scraped_time: Date | null;
  deleted_at: Date | null;
  delete_reason: string | null;
  cost_total_30d: string | null;
}

export async function itemByName(db: Queryable, name: string): Promise<StoredItemRow> {
  const { rows } = await db.query<StoredItemRow>(
    `SELECT id, name, config, health, parent_id, path, source, created_by, last_scraped_time, deleted_at, delete_reason,
            cost_total_30d::text AS cost_total_30d
     FROM config_items WHERE name = $1`,
    [name],
  );
  if (rows.length !== 1) throw new Error(`expected one item named ${name}, found ${rows.length}`);
  return rows[0]!;
}

export const at = (iso: string) => new Date(iso);
