import type { Queryable } from '#src/db/db.ts';

/**
 * The `selector_id` of every link a check's own `relationships` made: `check-relationships:<hash of
 * the selector>`. Links with another selector_id (a topology's, `manual`, ...) belong to whoever made
 * them, and a check's runs never touch them.
 */
export const CHECK_RELATIONSHIP_SELECTOR_PREFIX = 'check-relationships:';

/** A config item or component a selector of the check picked. */
export interface CheckLinkTarget {
  id: string;
  selectorId: string;
}

/** What a run of one check found its `relationships` select. */
export interface CheckLinks {
  checkId: string;
  configs: readonly CheckLinkTarget[];
  components: readonly CheckLinkTarget[];
  /** Selectors that could not be resolved this run: the links they made before stay as they were. */
  unresolvedSelectorIds: readonly string[];
}

const TARGETS = 'jsonb_to_recordset($2::jsonb) AS l(id uuid, selector_id text)';

/** The links checks' `relationships` make: `check_config_relationships` and `check_component_relationships`. */
export class CheckRelationshipRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Makes the check's own live links exactly the given ones (bar those of unresolved selectors): new
   * ones are added, removed ones restored, and those it no longer selects are marked deleted.
   */
  async replace(links: CheckLinks): Promise<void> {
    const configs = JSON.stringify(links.configs.map((target) => ({ id: target.id, selector_id: target.selectorId })));
    const components = JSON.stringify(links.components.map((target) => ({ id: target.id, selector_id: target.selectorId })));
    const kept = [...links.unresolvedSelectorIds];
    await this.db.query(
      `INSERT INTO check_config_relationships AS r (check_id, config_id, canary_id, selector_id)
       SELECT k.id, l.id, k.canary_id, l.selector_id FROM checks k, ${TARGETS} WHERE k.id = $1
       ON CONFLICT (check_id, config_id, selector_id) DO UPDATE SET deleted_at = NULL, updated_at = now()
       WHERE r.deleted_at IS NOT NULL`,
      [links.checkId, configs],
    );
    await this.db.query(
      `UPDATE check_config_relationships r SET deleted_at = now(), updated_at = now()
       WHERE r.check_id = $1 AND r.deleted_at IS NULL AND starts_with(r.selector_id, $3)
         AND NOT (r.selector_id = ANY ($4::text[]))
         AND NOT EXISTS (SELECT 1 FROM ${TARGETS} WHERE l.id = r.config_id AND l.selector_id = r.selector_id)`,
      [links.checkId, configs, CHECK_RELATIONSHIP_SELECTOR_PREFIX, kept],
    );
    await this.db.query(
      `INSERT INTO check_component_relationships AS r (check_id, component_id, canary_id, selector_id)
       SELECT k.id, l.id, k.canary_id, l.selector_id FROM checks k, ${TARGETS} WHERE k.id = $1
       ON CONFLICT (component_id, check_id, canary_id, selector_id) DO UPDATE SET deleted_at = NULL, updated_at = now()
       WHERE r.deleted_at IS NOT NULL`,
      [links.checkId, components],
    );
    await this.db.query(
      `UPDATE check_component_relationships r SET deleted_at = now(), updated_at = now()
       WHERE r.check_id = $1 AND r.deleted_at IS NULL AND starts_with(r.selector_id, $3)
         AND NOT (r.selector_id = ANY ($4::text[]))
         AND NOT EXISTS (SELECT 1 FROM ${TARGETS} WHERE l.id = r.component_id AND l.selector_id = r.selector_id)`,
      [links.checkId, components, CHECK_RELATIONSHIP_SELECTOR_PREFIX, kept],
    );
  }

  /** Marks deleted every live link the `relationships` of these checks made (they have none now). */
  async removeOwnLinks(checkIds: readonly string[]): Promise<void> {
    for (const table of ['check_config_relationships', 'check_component_relationships']) {
      await this.db.query(
        `UPDATE ${table} SET deleted_at = now(), updated_at = now()
         WHERE check_id = ANY ($1::uuid[]) AND deleted_at IS NULL AND starts_with(selector_id, $2)`,
        [[...checkIds], CHECK_RELATIONSHIP_SELECTOR_PREFIX],
      );
    }
  }
}
