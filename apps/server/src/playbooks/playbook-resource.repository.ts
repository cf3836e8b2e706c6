import type { Queryable } from '#src/db/db.ts';
import { CheckSelectionRepository } from '#src/selectors/check-selection.repository.ts';
import { ComponentSelectionRepository } from '#src/selectors/component-selection.repository.ts';
import { ConfigItemSelectionRepository } from '#src/selectors/config-item-selection.repository.ts';
import type { ResourceSelector } from '#src/selectors/resource-selector.schema.ts';

/** The kinds of resource a playbook runs on. */
export type PlaybookResourceKind = 'config' | 'check' | 'component';

export interface PlaybookResourceRef {
  kind: PlaybookResourceKind;
  id: string;
}

/** The resource as templates see it: its columns (timestamps as ISO text), `config` as the object it holds. */
export type PlaybookResource = Record<string, unknown> & { id: string; name: string | null };

const FIND_SQL: Record<PlaybookResourceKind, string> = {
  config: `SELECT to_jsonb(c) AS item FROM config_items c WHERE c.id = $1 AND c.deleted_at IS NULL`,
  check: `SELECT to_jsonb(k) || jsonb_build_object('canary_name', c.name) AS item
          FROM checks k JOIN canaries c ON c.id = k.canary_id WHERE k.id = $1 AND k.deleted_at IS NULL`,
  component: `SELECT to_jsonb(c) AS item FROM components c WHERE c.id = $1 AND c.deleted_at IS NULL`,
};

/** The resources playbooks run on, and whether a playbook's selectors pick one. */
export class PlaybookResourceRepository {
  constructor(private readonly db: Queryable) {}

  async find(ref: PlaybookResourceRef): Promise<PlaybookResource | undefined> {
    const { rows } = await this.db.query<{ item: PlaybookResource }>(FIND_SQL[ref.kind], [ref.id]);
    return rows[0]?.item;
  }

  /**
   * Whether any of the selectors picks the resource. A playbook's selector without `agent` looks at
   * every agent's resources: the run happens here whichever agent reported the resource.
   */
  async matches(ref: PlaybookResourceRef, selectors: readonly ResourceSelector[]): Promise<boolean> {
    const narrowed = selectors
      .filter((selector) => selector.id === undefined || selector.id === ref.id)
      .map((selector) => ({ ...selector, id: ref.id, agent: selector.agent ?? 'all', limit: 1 }));
    if (narrowed.length === 0) return false;
    const found =
      ref.kind === 'config'
        ? await new ConfigItemSelectionRepository(this.db).select(narrowed)
        : ref.kind === 'check'
          ? await new CheckSelectionRepository(this.db).select(narrowed)
          : await new ComponentSelectionRepository(this.db).select(narrowed);
    return found.length > 0;
  }

  /** Which of the ids exist as live rows of `kind`. */
  async existing(kind: PlaybookResourceKind | 'person' | 'team', ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const table = { config: 'config_items', check: 'checks', component: 'components', person: 'people', team: 'teams' }[kind];
    const { rows } = await this.db.query<{ id: string }>(`SELECT id::text AS id FROM ${table} WHERE id::text = ANY ($1::text[]) AND deleted_at IS NULL`, [ids]);
    return new Set(rows.map((row) => row.id));
  }
}
