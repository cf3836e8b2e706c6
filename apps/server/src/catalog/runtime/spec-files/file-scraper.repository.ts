import { LOCAL_AGENT_ID } from '@vigil/domain';
import type { Queryable } from '#src/db/db.ts';
import type { FileScraper } from './scraper-spec-file.reader.ts';

/** The `source` of scrapers read from spec files. */
export const CONFIG_FILE_SOURCE = 'ConfigFile';

/** Local scrapers whose source is a spec file, known by (namespace, name). */
export class FileScraperRepository {
  constructor(private readonly db: Queryable) {}

  /** Inserts the scraper or updates the one of that name (a deleted one comes back). Answers whether anything changed. */
  async upsert(scraper: FileScraper): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string; spec_same: boolean; live: boolean }>(
      `SELECT id, spec = $3::jsonb AS spec_same, deleted_at IS NULL AS live FROM config_scrapers
       WHERE source = $4 AND agent_id = $5::uuid AND name = $1 AND namespace = $2
       ORDER BY deleted_at IS NULL DESC, created_at DESC LIMIT 1
       FOR UPDATE`,
      [scraper.name, scraper.namespace, JSON.stringify(scraper.spec), CONFIG_FILE_SOURCE, LOCAL_AGENT_ID],
    );
    const found = rows[0];
    if (found?.spec_same && found.live) return false;
    if (found) {
      await this.db.query('UPDATE config_scrapers SET spec = $2::jsonb, deleted_at = NULL WHERE id = $1', [found.id, JSON.stringify(scraper.spec)]);
      return true;
    }
    await this.db.query('INSERT INTO config_scrapers (name, namespace, spec, source) VALUES ($1, $2, $3::jsonb, $4)', [
      scraper.name,
      scraper.namespace,
      JSON.stringify(scraper.spec),
      CONFIG_FILE_SOURCE,
    ]);
    return true;
  }

  /** Soft-deletes live file scrapers other than `kept`. Answers how many were deleted. */
  async deleteOthers(kept: readonly { name: string; namespace: string }[]): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE config_scrapers SET deleted_at = now()
       WHERE deleted_at IS NULL AND source = $3 AND agent_id = $4::uuid
         AND (coalesce(namespace, ''), name) NOT IN (SELECT * FROM unnest($1::text[], $2::text[]))
       RETURNING id`,
      [kept.map((s) => s.namespace), kept.map((s) => s.name), CONFIG_FILE_SOURCE, LOCAL_AGENT_ID],
    );
    return rows.length;
  }
}
