import type { Queryable } from '#src/db/db.ts';
import type { ResourceSelector } from './resource-selector.schema.ts';
import type { RelationshipSelector } from './relationship-selector.ts';
import { mergeSelections, rowFilterOf, selectorCriteria, selectorTerms } from './selected-rows.ts';

/**
 * A config item as checks and their expressions see it: every column of `config_items` under its
 * own name (timestamps as ISO text), `config` as the object it holds, and `namespace` (its tag).
 */
export type SelectedConfigItem = Record<string, unknown> & { id: string; name: string | null; type: string };

/** What a check or action uses to select config items; the selectors of the list are alternatives. */
export type SelectConfigItems = (selectors: readonly ResourceSelector[]) => Promise<SelectedConfigItem[]>;

/** A resource selector, or one a relationship selector became (which may also name an external id). */
type ConfigItemSelector = Partial<ResourceSelector> & { externalId?: string | undefined };

/** The items of the server's own scrapers (config_items.agent_id's default). */
const LOCAL_AGENT_ID = '00000000-0000-0000-0000-000000000000';

/** At most this many items per selector reach a check's expressions, whatever its `limit`. */
export const MAX_SELECTED_ITEMS = 1_000;
/** Rows read for a selector whose label or tag selector is matched after the query. */
const MAX_ROWS_READ = 10 * MAX_SELECTED_ITEMS;

const SELECT_SQL = `
  SELECT to_jsonb(c) || jsonb_build_object('namespace', c.tags ->> 'namespace') AS item
  FROM config_items c,
       jsonb_to_record($1::jsonb) AS s(
         id text, external_id text, name text, namespace text, agent text, include_deleted boolean,
         types text[], not_types text[], statuses text[], not_statuses text[], healths text[], not_healths text[]
       )
  WHERE (s.include_deleted OR c.deleted_at IS NULL)
    AND (s.id IS NULL OR c.id::text = s.id)
    AND (s.external_id IS NULL OR s.external_id = ANY (c.external_id))
    AND (s.name IS NULL OR s.name = '*' OR c.name = s.name)
    AND (s.namespace IS NULL OR c.tags ->> 'namespace' = s.namespace)
    AND (s.types IS NULL OR c.type = ANY (s.types))
    AND (s.not_types IS NULL OR NOT c.type = ANY (s.not_types))
    AND (s.statuses IS NULL OR c.status = ANY (s.statuses))
    AND (s.not_statuses IS NULL OR c.status IS NULL OR NOT c.status = ANY (s.not_statuses))
    AND (s.healths IS NULL OR c.health = ANY (s.healths))
    AND (s.not_healths IS NULL OR c.health IS NULL OR NOT c.health = ANY (s.not_healths))
    AND CASE
          WHEN s.agent = 'all' THEN true
          WHEN s.agent IS NULL OR s.agent = 'self' THEN c.agent_id = $2::uuid
          ELSE c.agent_id::text = s.agent OR c.agent_id IN (SELECT a.id FROM agents a WHERE a.name = s.agent)
        END
  ORDER BY c.type, c.name, c.id
  LIMIT $3`;

/**
 * Selects config items by resource selectors, as canary-checker's catalog check does: the fields
 * of a selector are matched in SQL (with parameters), its label, tag and field selectors on the rows; the
 * items of several selectors are merged, each once.
 */
export class ConfigItemSelectionRepository {
  constructor(private readonly db: Queryable) {}

  select(selectors: readonly ConfigItemSelector[]): Promise<SelectedConfigItem[]> {
    return mergeSelections(selectors, (selector) => this.selectOne(selector));
  }

  /**
   * The ids of the live items a relationship selector picks: its type is one type, its labels must
   * all be there with their values.
   */
  async selectIdsByRelationship(selector: RelationshipSelector): Promise<string[]> {
    const labelSelector = selector.labels ? Object.entries(selector.labels).map(([key, value]) => `${key}=${value}`).join(',') : undefined;
    const items = await this.selectOne({
      id: selector.id,
      externalId: selector.external_id,
      name: selector.name,
      namespace: selector.namespace,
      agent: selector.agent,
      types: selector.type === undefined ? undefined : [selector.type],
      labelSelector,
    });
    return items.map((item) => item.id);
  }

  private async selectOne(selector: ConfigItemSelector): Promise<SelectedConfigItem[]> {
    const filter = rowFilterOf(selector, 'tags');
    const filteredAfter = filter !== undefined;
    const healths = selectorTerms(selector.health?.split(','));
    const criteria = {
      ...selectorCriteria(selector, selector.statuses),
      external_id: selector.externalId ?? null,
      healths: healths.match,
      not_healths: healths.exclude,
    };
    const wanted = Math.min(selector.limit ?? MAX_SELECTED_ITEMS, MAX_SELECTED_ITEMS);
    const limit = filteredAfter ? MAX_ROWS_READ : wanted;
    const { rows } = await this.db.query<{ item: SelectedConfigItem }>(SELECT_SQL, [JSON.stringify(criteria), LOCAL_AGENT_ID, limit]);
    const items = rows.map((row) => row.item).filter((item) => filter === undefined || filter(item));
    return items.slice(0, wanted);
  }
}
