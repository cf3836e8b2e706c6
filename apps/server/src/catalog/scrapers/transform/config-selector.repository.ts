import type { Db } from '#src/db/db.ts';
import type { ConfigRef } from '../scrape-result.ts';
import { MAX_RELATED_PER_SELECTOR, type ConfigSelector, type ConfigSelectorLookup } from './config-selector.ts';

/** Selectors looked up per statement, so a large scrape stays a handful of queries. */
const SELECTORS_PER_QUERY = 500;

/** Looks relationship selectors up among the catalog's live items (of every scraper). */
export class ConfigSelectorRepository {
  constructor(private readonly db: Db) {}

  async find(selectors: readonly ConfigSelector[]): Promise<ConfigRef[][]> {
    const found: ConfigRef[][] = selectors.map(() => []);
    for (let start = 0; start < selectors.length; start += SELECTORS_PER_QUERY) {
      const chunk = selectors.slice(start, start + SELECTORS_PER_QUERY).map((selector, offset) => ({
        i: start + offset,
        type: selector.type,
        name: selector.name ?? null,
        external_id: selector.id ?? null,
        namespace: selector.namespace ?? null,
        labels: selector.labels && Object.keys(selector.labels).length > 0 ? selector.labels : null,
      }));
      const { rows } = await this.db.query<{ i: number; type: string; external_id: string }>(
        `SELECT s.i, c.type, c.external_id[1] AS external_id
         FROM jsonb_to_recordset($1::jsonb) AS s(i int, type text, name text, external_id text, namespace text, labels jsonb)
         CROSS JOIN LATERAL (
           SELECT c.type, c.external_id FROM config_items c
           WHERE c.deleted_at IS NULL AND c.type = s.type
             AND (s.name IS NULL OR c.name = s.name)
             AND (s.external_id IS NULL OR c.external_id @> ARRAY[s.external_id])
             AND (s.namespace IS NULL OR c.tags ->> 'namespace' = s.namespace)
             AND (s.labels IS NULL OR c.labels @> s.labels)
           ORDER BY c.id
           LIMIT $2
         ) c`,
        [JSON.stringify(chunk), MAX_RELATED_PER_SELECTOR],
      );
      for (const row of rows) found[row.i]?.push({ type: row.type, externalId: row.external_id });
    }
    return found;
  }
}

/** The lookup the transform pipeline uses for relationship selectors, over a database. */
export function storedConfigLookup(db: Db): ConfigSelectorLookup {
  const repository = new ConfigSelectorRepository(db);
  return (selectors) => repository.find(selectors);
}
