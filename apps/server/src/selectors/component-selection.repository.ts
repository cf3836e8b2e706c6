import type { Queryable } from '#src/db/db.ts';
import type { RelationshipSelector } from './relationship-selector.ts';
import type { ResourceSelector } from './resource-selector.schema.ts';
import { mergeSelections, rowFilterOf, selectorCriteria } from './selected-rows.ts';

/** A component as selectors and expressions see it: its columns, timestamps as ISO text. */
export type SelectedComponent = Record<string, unknown> & { id: string; name: string; type: string | null; topology_id: string | null };

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

const SELECT_BY_RESOURCE_SQL = `
  SELECT to_jsonb(c) AS item
  FROM components c,
       jsonb_to_record($1::jsonb) AS s(id text, name text, namespace text, agent text, include_deleted boolean,
         types text[], not_types text[], statuses text[], not_statuses text[], exclude_topology text)
  WHERE (s.include_deleted OR c.deleted_at IS NULL)
    AND (s.exclude_topology IS NULL OR c.topology_id IS DISTINCT FROM s.exclude_topology::uuid)
    AND (s.id IS NULL OR c.id::text = s.id)
    AND (s.name IS NULL OR s.name = '*' OR c.name = s.name)
    AND (s.namespace IS NULL OR c.namespace = s.namespace)
    AND (s.types IS NULL OR c.type = ANY (s.types))
    AND (s.not_types IS NULL OR c.type IS NULL OR NOT c.type = ANY (s.not_types))
    AND (s.statuses IS NULL OR c.status = ANY (s.statuses))
    AND (s.not_statuses IS NULL OR NOT c.status = ANY (s.not_statuses))
    AND CASE
          WHEN s.agent = 'all' THEN true
          WHEN s.agent IS NULL OR s.agent = 'self' THEN c.agent_id = $2::uuid
          ELSE c.agent_id::text = s.agent OR c.agent_id IN (SELECT a.id FROM agents a WHERE a.name = s.agent)
        END
  ORDER BY c.type, c.name, c.id
  LIMIT $3`;

/** Selects live components by relationship selectors (checks' `relationships.components`) or resource selectors (topology lookups). */
export class ComponentSelectionRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The components resource selectors pick (alternatives, each once): `types` and `statuses` are the
   * component's type and status, `health` its status too, `labelSelector` and `tagSelector` its
   * labels, `fieldSelector` its columns. `excludeTopology`: a topology never looks up its own components.
   */
  select(selectors: readonly Partial<ResourceSelector>[], options: { excludeTopology?: string | undefined } = {}): Promise<SelectedComponent[]> {
    return mergeSelections(selectors, async (selector) => {
      const filter = rowFilterOf(selector, 'labels');
      const criteria = {
        ...selectorCriteria(selector, [...(selector.statuses ?? []), ...(selector.health?.split(',') ?? [])]),
        exclude_topology: options.excludeTopology ?? null,
      };
      const wanted = Math.min(selector.limit ?? MAX_SELECTED_COMPONENTS, MAX_SELECTED_COMPONENTS);
      const { rows } = await this.db.query<{ item: SelectedComponent }>(SELECT_BY_RESOURCE_SQL, [JSON.stringify(criteria), LOCAL_AGENT_ID, filter ? 10 * wanted : wanted]);
      return rows.map((row) => row.item).filter((item) => filter === undefined || filter(item)).slice(0, wanted);
    });
  }

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
