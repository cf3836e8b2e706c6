import type { Queryable } from '#src/db/db.ts';

export interface ChangeRow {
  config_id: string;
  external_change_id: string | null;
  change_type: string;
  severity: string | null;
  source: string | null;
  summary: string | null;
  patches: unknown;
  diff: string | null;
  details: unknown;
  external_created_by: string | null;
  created_at: string;
  count: number;
}

export interface AnalysisRow {
  config_id: string;
  analyzer: string;
  analysis_type: string;
  severity: string;
  summary: string | null;
  message: string | null;
  analysis: unknown;
  source: string | null;
}

export interface RelationshipRow {
  config_id: string;
  related_id: string;
  relation: string;
}

/** Writes the changes, analysis and soft relationships an ingestion found, many rows per statement. */
export class IngestedRecordRepository {
  constructor(private readonly db: Queryable) {}

  /** Inserts changes; one whose (config, external change id) exists already only bumps that row's count (trigger). */
  async insertChanges(changes: ChangeRow[]): Promise<void> {
    if (changes.length === 0) return;
    await this.db.query(
      `INSERT INTO config_changes (config_id, external_change_id, change_type, severity, source, summary, patches,
         diff, details, external_created_by, created_at, count)
       SELECT config_id, external_change_id, change_type, severity, source, summary, patches, diff, details,
         external_created_by, created_at, count
       FROM jsonb_to_recordset($1::jsonb) AS v(config_id uuid, external_change_id text, change_type text,
         severity text, source text, summary text, patches jsonb, diff text, details jsonb,
         external_created_by text, created_at timestamptz, count integer)`,
      [JSON.stringify(changes)],
    );
  }

  /** One open analysis per (config, analyzer): an existing one is refreshed and reopened, a new one inserted. */
  async upsertAnalysis(scraperId: string, analysis: AnalysisRow[], now: Date): Promise<void> {
    if (analysis.length === 0) return;
    await this.db.query(
      `WITH v AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(config_id uuid, analyzer text, analysis_type text,
           severity text, summary text, message text, analysis jsonb, source text)
       ), upd AS (
         UPDATE config_analysis a SET analysis_type = v.analysis_type, severity = v.severity, summary = v.summary,
           message = v.message, analysis = v.analysis, source = v.source, last_observed = $3::timestamptz,
           status = CASE WHEN a.status = 'silenced' THEN a.status ELSE 'open' END
         FROM v WHERE a.config_id = v.config_id AND a.analyzer = v.analyzer
         RETURNING a.config_id, a.analyzer
       )
       INSERT INTO config_analysis (config_id, scraper_id, analyzer, analysis_type, severity, summary, message,
         analysis, source, first_observed, last_observed)
       SELECT v.config_id, $2::uuid, v.analyzer, v.analysis_type, v.severity, v.summary, v.message, v.analysis,
         v.source, $3::timestamptz, $3::timestamptz
       FROM v WHERE NOT EXISTS (SELECT 1 FROM upd WHERE upd.config_id = v.config_id AND upd.analyzer = v.analyzer)`,
      [JSON.stringify(analysis), scraperId, now],
    );
  }

  /** Soft relationships, named by the scraper that found them; a deleted one comes back. */
  async upsertRelationships(selectorId: string, relationships: RelationshipRow[], now: Date): Promise<void> {
    if (relationships.length === 0) return;
    await this.db.query(
      `INSERT INTO config_relationships (config_id, related_id, relation, selector_id, created_at, updated_at)
       SELECT config_id, related_id, relation, $2, $3::timestamptz, $3::timestamptz
       FROM jsonb_to_recordset($1::jsonb) AS v(config_id uuid, related_id uuid, relation text)
       ON CONFLICT (config_id, related_id, relation) DO UPDATE
       SET deleted_at = NULL, selector_id = EXCLUDED.selector_id, updated_at = EXCLUDED.updated_at`,
      [JSON.stringify(relationships), selectorId, now],
    );
  }
}
