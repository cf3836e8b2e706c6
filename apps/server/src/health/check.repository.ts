import type { Queryable } from '../db/db.ts';

/** What a canary's spec says about one of its checks (no result yet). */
export interface CheckDefinition {
  type: string;
  name: string;
  namespace: string;
  description: string | null;
  icon: string | null;
  endpoint: string | null;
  spec: unknown;
  labels: Record<string, string> | null;
}

/** The check a run-now request names, with its canary. */
export interface CheckOfCanary {
  id: string;
  canaryId: string;
  type: string;
  name: string;
  deleted: boolean;
  /** The id of the check whose transform emitted this one; null for a check of the spec. */
  transformedFrom: string | null;
}

const DEFINITION_COLUMNS = 'type text, name text, namespace text, description text, icon text, endpoint text, spec jsonb, labels jsonb';

/** The `checks` rows of canaries: their definitions, kept in step with the canary's spec. */
export class CheckRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Makes the canary's live checks exactly the given ones, in two statements: upserts them by
   * (canary, type, name, agent) (a changed definition is updated, a deleted one restored; the status
   * is left to the results) and soft-deletes the checks the spec no longer has, with the checks
   * their transforms emitted (or that a check emitted before its transform was removed). The checks
   * transforms emit are kept otherwise: the runs of their parents keep those in step.
   * Answers the id of each check by `type/name`.
   */
  async syncDefinitions(canary: { id: string; agentId: string }, definitions: readonly CheckDefinition[]): Promise<Map<string, string>> {
    const payload = JSON.stringify(definitions);
    await this.db.query(
      `INSERT INTO checks AS c (canary_id, agent_id, type, name, namespace, description, icon, endpoint, spec, labels)
       SELECT $1, $2, d.type, d.name, d.namespace, d.description, d.icon, d.endpoint, d.spec, d.labels
       FROM jsonb_to_recordset($3::jsonb) AS d(${DEFINITION_COLUMNS})
       ON CONFLICT (canary_id, type, name, agent_id) DO UPDATE
         SET namespace = EXCLUDED.namespace, description = EXCLUDED.description, icon = EXCLUDED.icon,
             endpoint = EXCLUDED.endpoint, spec = EXCLUDED.spec, labels = EXCLUDED.labels, deleted_at = NULL
         WHERE c.deleted_at IS NOT NULL
            OR (c.namespace, c.description, c.icon, c.endpoint, c.spec, c.labels)
               IS DISTINCT FROM (EXCLUDED.namespace, EXCLUDED.description, EXCLUDED.icon, EXCLUDED.endpoint, EXCLUDED.spec, EXCLUDED.labels)`,
      [canary.id, canary.agentId, payload],
    );
    await this.db.query(
      `UPDATE checks c SET deleted_at = now()
       WHERE c.canary_id = $1 AND c.agent_id = $2 AND c.deleted_at IS NULL
         AND CASE WHEN c.spec->>'transformedFrom' IS NULL
           THEN (c.type, c.name) NOT IN (SELECT d.type, d.name FROM jsonb_to_recordset($3::jsonb) AS d(${DEFINITION_COLUMNS}))
           ELSE NOT EXISTS (
             SELECT 1 FROM checks p JOIN jsonb_to_recordset($3::jsonb) AS d(${DEFINITION_COLUMNS}) ON (d.type, d.name) = (p.type, p.name)
             WHERE p.id::text = c.spec->>'transformedFrom' AND d.spec->'transform' IS NOT NULL)
         END`,
      [canary.id, canary.agentId, payload],
    );
    const { rows } = await this.db.query<{ id: string; type: string; name: string }>(
      'SELECT id, type, name FROM checks WHERE canary_id = $1 AND agent_id = $2 AND deleted_at IS NULL',
      [canary.id, canary.agentId],
    );
    return new Map(rows.map((row) => [`${row.type}/${row.name}`, row.id]));
  }

  async find(id: string): Promise<CheckOfCanary | undefined> {
    const { rows } = await this.db.query<{ id: string; canary_id: string; type: string; name: string; deleted: boolean; transformed_from: string | null }>(
      `SELECT id, canary_id, type, name, deleted_at IS NOT NULL AS deleted, spec->>'transformedFrom' AS transformed_from FROM checks WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    return row && { id: row.id, canaryId: row.canary_id, type: row.type, name: row.name, deleted: row.deleted, transformedFrom: row.transformed_from };
  }
}
