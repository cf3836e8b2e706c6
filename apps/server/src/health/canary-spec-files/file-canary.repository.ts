import type { Queryable } from '#src/db/db.ts';
import type { FileCanary } from './canary-spec-file.reader.ts';

/** Canaries whose source is a spec file (`file:<path>`). */
export class FileCanaryRepository {
  constructor(private readonly db: Queryable) {}

  /** Inserts or updates the canary by (name, namespace, source); a deleted one comes back. Answers whether anything changed. */
  async upsert(canary: FileCanary): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO canaries (name, namespace, labels, spec, source)
       VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)
       ON CONFLICT (agent_id, name, namespace, source) DO UPDATE
         SET labels = EXCLUDED.labels, spec = EXCLUDED.spec, deleted_at = NULL, updated_at = now()
         WHERE canaries.spec IS DISTINCT FROM EXCLUDED.spec
            OR canaries.labels IS DISTINCT FROM EXCLUDED.labels
            OR canaries.deleted_at IS NOT NULL
       RETURNING id`,
      [canary.name, canary.namespace, canary.labels === null ? null : JSON.stringify(canary.labels), JSON.stringify(canary.spec), canary.source],
    );
    return rows.length > 0;
  }

  /**
   * Soft-deletes live file canaries that are not among `kept`, except those from `untouchedSources`
   * (files that are present but could not be read this time). Answers how many were deleted.
   */
  async deleteOthers(kept: readonly FileCanary[], untouchedSources: readonly string[]): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE canaries SET deleted_at = now()
       WHERE deleted_at IS NULL AND source LIKE 'file:%'
         AND NOT (source = ANY($4::text[]))
         AND (source, namespace, name) NOT IN (SELECT * FROM unnest($1::text[], $2::text[], $3::text[]))
       RETURNING id`,
      [kept.map((c) => c.source), kept.map((c) => c.namespace), kept.map((c) => c.name), [...untouchedSources]],
    );
    return rows.length;
  }
}
