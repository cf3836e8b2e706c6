import type { Queryable } from '#src/db/db.ts';

/**
 * What a check's transform said about one check it emitted. The row gets the type, canary and
 * agent of the check that emitted it (its parent), and the parent's namespace, icon and endpoint
 * where it names none.
 */
export interface TransformedCheckDefinition {
  name: string;
  description: string | null;
  icon: string | null;
  namespace: string | null;
  endpoint: string | null;
  labels: Record<string, string> | null;
}

/** The checks one parent's transform emitted in a run: all of them, so earlier ones not among them go. */
export interface TransformedChecksOf {
  parentId: string;
  checks: readonly TransformedCheckDefinition[];
}

/** The key of a transformed check in the map `sync` answers. */
export const transformedCheckKey = (parentId: string, name: string) => `${parentId}/${name}`;

/**
 * The `checks` rows that transforms emit. Such a row is marked by its `spec`:
 * `{"transformed": true, "transformedFrom": "<parent check id>"}` (the schema has no column for it).
 */
export class TransformedCheckRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Makes each parent's live transformed checks exactly the given ones, in three statements:
   * soft-deletes the parent's earlier ones it no longer emits, upserts the given ones (restoring
   * deleted ones, taking over deleted rows of the same name) and reads their ids. A name already
   * held by a live check that is not this parent's (a check of the spec, or one another check
   * emitted) is left alone and gets no id.
   * Answers the ids by `transformedCheckKey(parentId, name)`.
   */
  async sync(parents: readonly TransformedChecksOf[]): Promise<Map<string, string>> {
    if (parents.length === 0) return new Map();
    const emitted = JSON.stringify(parents.flatMap(({ parentId, checks }) => checks.map((check) => ({ ...check, parent_id: parentId }))));
    const parentIds = JSON.stringify(parents.map((parent) => parent.parentId));
    const anyEmitted = parents.some((parent) => parent.checks.length > 0);
    await this.db.query(
      `UPDATE checks c SET deleted_at = now()
       FROM checks p
       WHERE p.id IN (SELECT value::uuid FROM jsonb_array_elements_text($1::jsonb))
         AND c.canary_id = p.canary_id AND c.deleted_at IS NULL AND c.spec->>'transformedFrom' = p.id::text
         AND c.name NOT IN (SELECT d.name FROM jsonb_to_recordset($2::jsonb) AS d(parent_id uuid, name text) WHERE d.parent_id = p.id)`,
      [parentIds, emitted],
    );
    if (!anyEmitted) return new Map();
    await this.db.query(
      `INSERT INTO checks AS c (canary_id, agent_id, type, name, namespace, description, icon, endpoint, spec, labels)
       SELECT p.canary_id, p.agent_id, p.type, d.name, coalesce(d.namespace, p.namespace), d.description, coalesce(d.icon, p.icon),
              coalesce(d.endpoint, p.endpoint), jsonb_build_object('transformed', true, 'transformedFrom', p.id::text), d.labels
       FROM jsonb_to_recordset($1::jsonb)
         AS d(parent_id uuid, name text, namespace text, description text, icon text, endpoint text, labels jsonb)
       JOIN checks p ON p.id = d.parent_id AND p.deleted_at IS NULL
       ON CONFLICT (canary_id, type, name, agent_id) DO UPDATE
         SET namespace = EXCLUDED.namespace, description = EXCLUDED.description, icon = EXCLUDED.icon,
             endpoint = EXCLUDED.endpoint, spec = EXCLUDED.spec, labels = EXCLUDED.labels, deleted_at = NULL
         WHERE c.deleted_at IS NOT NULL
            OR (c.spec->>'transformedFrom' = EXCLUDED.spec->>'transformedFrom'
                AND (c.namespace, c.description, c.icon, c.endpoint, c.labels)
                    IS DISTINCT FROM (EXCLUDED.namespace, EXCLUDED.description, EXCLUDED.icon, EXCLUDED.endpoint, EXCLUDED.labels))`,
      [emitted],
    );
    const { rows } = await this.db.query<{ id: string; parent_id: string; name: string }>(
      `SELECT c.id, p.id AS parent_id, c.name
       FROM jsonb_to_recordset($1::jsonb) AS d(parent_id uuid, name text)
       JOIN checks p ON p.id = d.parent_id
       JOIN checks c ON c.canary_id = p.canary_id AND c.name = d.name AND c.spec->>'transformedFrom' = p.id::text
       WHERE c.deleted_at IS NULL`,
      [emitted],
    );
    return new Map(rows.map((row) => [transformedCheckKey(row.parent_id, row.name), row.id]));
  }
}
