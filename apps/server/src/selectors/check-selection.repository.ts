import type { Queryable } from '#src/db/db.ts';
import type { ResourceSelector } from './resource-selector.schema.ts';
import { mergeSelections, rowFilterOf, selectorCriteria } from './selected-rows.ts';

/** A check as selectors and expressions see it: its columns (timestamps as ISO text) and its canary's name. */
export type SelectedCheck = Record<string, unknown> & { id: string; name: string; type: string; canary_id: string; status: string | null };

const LOCAL_AGENT_ID = '00000000-0000-0000-0000-000000000000';

/** At most this many checks per selector. */
export const MAX_SELECTED_CHECKS = 1_000;
const MAX_ROWS_READ = 10 * MAX_SELECTED_CHECKS;

const SELECT_SQL = `
  SELECT to_jsonb(k) || jsonb_build_object('canary_name', c.name) AS item
  FROM checks k JOIN canaries c ON c.id = k.canary_id,
       jsonb_to_record($1::jsonb) AS s(id text, name text, namespace text, agent text, include_deleted boolean,
         types text[], not_types text[], statuses text[], not_statuses text[])
  WHERE (s.include_deleted OR (k.deleted_at IS NULL AND c.deleted_at IS NULL))
    AND (s.id IS NULL OR k.id::text = s.id)
    AND (s.name IS NULL OR s.name = '*' OR k.name = s.name)
    AND (s.namespace IS NULL OR k.namespace = s.namespace)
    AND (s.types IS NULL OR k.type = ANY (s.types))
    AND (s.not_types IS NULL OR NOT k.type = ANY (s.not_types))
    AND (s.statuses IS NULL OR k.status = ANY (s.statuses))
    AND (s.not_statuses IS NULL OR k.status IS NULL OR NOT k.status = ANY (s.not_statuses))
    AND CASE
          WHEN s.agent = 'all' THEN true
          WHEN s.agent IS NULL OR s.agent = 'self' THEN k.agent_id = $2::uuid
          ELSE k.agent_id::text = s.agent OR k.agent_id IN (SELECT a.id FROM agents a WHERE a.name = s.agent)
        END
  ORDER BY k.type, k.name, k.id
  LIMIT $3`;

/**
 * Selects checks by resource selectors (topologies' `checks` and lookups): `types` are check types,
 * `statuses` and `health` their status (healthy, unhealthy), `labelSelector` and `tagSelector` their
 * labels, `fieldSelector` their columns. The checks of several selectors are merged, each once.
 */
export class CheckSelectionRepository {
  constructor(private readonly db: Queryable) {}

  select(selectors: readonly Partial<ResourceSelector>[]): Promise<SelectedCheck[]> {
    return mergeSelections(selectors, (selector) => this.selectOne(selector));
  }

  private async selectOne(selector: Partial<ResourceSelector>): Promise<SelectedCheck[]> {
    const filter = rowFilterOf(selector, 'labels');
    const criteria = selectorCriteria(selector, [...(selector.statuses ?? []), ...(selector.health?.split(',') ?? [])]);
    const wanted = Math.min(selector.limit ?? MAX_SELECTED_CHECKS, MAX_SELECTED_CHECKS);
    const { rows } = await this.db.query<{ item: SelectedCheck }>(SELECT_SQL, [JSON.stringify(criteria), LOCAL_AGENT_ID, filter ? MAX_ROWS_READ : wanted]);
    return rows.map((row) => row.item).filter((item) => filter === undefined || filter(item)).slice(0, wanted);
  }
}
