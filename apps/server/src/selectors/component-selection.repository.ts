import type { Queryable } from '#src/db/db.ts';
import type { RelationshipSelector } from './relationship-selector.ts';

/** The components of this server's own topologies (components.agent_id's default). */
const LOCAL_AGENT_ID = '00000000-0000-0000-0000-000000000000';

/** At most this many components per selector. */
export const MAX_SELECTED_COMPONENTS = 1_000;

const SELECT_SQL = `
  SELECT c.id
  FROM components c,
       jsonb_to_record($1::jsonb) AS s(id text, external_id text, name text, namespace text, type text, agent text, labels jsonb)
  WHERE c.deleted_at IS NULL
    AND (s.id IS NULL OR c.id::text = s.id)
    AND (s.external_id IS NULL OR c.external_id = s.external_id)
    AND (s.name IS NULL OR s.name = '*' OR c.name = s.name)
    AND (s.namespace IS NULL OR c.namespace = s.namespace)
    AND (s.type IS NULL OR c.type = s.type)
    AND (s.labels IS NULL OR coalesce(c.labels, '{}'::jsonb) @> s.labels)
    AND CASE
          WHEN s.agent = 'all' THEN true
          WHEN s.agent IS NULL OR s.agent = 'self' THEN c.agent_id = $2::uuid
          ELSE c.agent_id::text = s.agent OR c.agent_id IN (SELECT a.id FROM agents a WHERE a.name = s.agent)
        END
  ORDER BY c.name, c.id
  LIMIT $3`;

/** Selects live components by relationship selectors, as checks' `relationships.components` do. */
export class ComponentSelectionRepository {
  constructor(private readonly db: Queryable) {}

  async selectIdsByRelationship(selector: RelationshipSelector): Promise<string[]> {
    const fields = {
      id: selector.id ?? null,
      external_id: selector.external_id ?? null,
      name: selector.name ?? null,
      namespace: selector.namespace ?? null,
      type: selector.type ?? null,
      agent: selector.agent ?? null,
      labels: selector.labels ?? null,
    };
    const { rows } = await this.db.query<{ id: string }>(SELECT_SQL, [JSON.stringify(fields), LOCAL_AGENT_ID, MAX_SELECTED_COMPONENTS]);
    return rows.map((row) => row.id);
  }
}
