import type { Queryable } from '#src/db/db.ts';
import type { BuiltComponent } from './built-component.ts';

/** The topology a tree is written for. */
export interface TopologyRow {
  id: string;
  agentId: string;
}

/** What a write did, for the run's job history. */
export interface WrittenTree {
  /** Components written (created, updated or restored). */
  components: number;
  /** Components this run no longer produced, now soft-deleted. */
  deleted: number;
}

/** The selector_id of every link a topology's runs make; other links (manual, a check's own) are never touched. */
export const topologySelectorId = (topologyId: string) => `topology:${topologyId}`;

/**
 * Upserts one level of the tree in one statement. A status the run does not declare keeps the
 * stored one (the roll-ups own it), so the source rows read it first. So does a declared one of a
 * component with inputs (linked checks or configs, or children): the roll-up decides its status once
 * it exists, and writing the declared one again would flip it, with a status event, on every run.
 */
const UPSERT_LEVEL_SQL = `
  INSERT INTO components AS c (topology_id, agent_id, parent_id, name, type, text, icon, tooltip, description, owner, lifecycle,
                               namespace, hidden, external_id, labels, status, status_reason, properties, log_selectors, is_leaf)
  SELECT $2::uuid, $3::uuid, r.parent_id, r.name, r.type, r.text, r.icon, r.tooltip, r.description, r.owner, r.lifecycle,
         r.namespace, r.hidden, r.external_id, r.labels,
         CASE WHEN r.has_inputs AND e.deleted_at IS NULL AND e.id IS NOT NULL THEN e.status ELSE coalesce(r.status, e.status, 'unknown') END,
         CASE WHEN r.status IS NULL OR (r.has_inputs AND e.deleted_at IS NULL AND e.id IS NOT NULL) THEN e.status_reason ELSE r.status_reason END,
         r.properties, r.log_selectors, r.is_leaf
  FROM jsonb_to_recordset($1::jsonb) AS r(
         parent_id uuid, name text, type text, text text, icon text, tooltip text, description text, owner text, lifecycle text,
         namespace text, hidden boolean, external_id text, labels jsonb, status text, status_reason text, properties jsonb,
         log_selectors jsonb, is_leaf boolean, has_inputs boolean)
  LEFT JOIN components e ON e.topology_id = $2::uuid AND e.name = r.name
       AND e.type IS NOT DISTINCT FROM r.type AND e.parent_id IS NOT DISTINCT FROM r.parent_id
  ON CONFLICT (topology_id, type, name, parent_id) DO UPDATE SET
    agent_id = EXCLUDED.agent_id, text = EXCLUDED.text, icon = EXCLUDED.icon, tooltip = EXCLUDED.tooltip,
    description = EXCLUDED.description, owner = EXCLUDED.owner, lifecycle = EXCLUDED.lifecycle, namespace = EXCLUDED.namespace,
    hidden = EXCLUDED.hidden, external_id = EXCLUDED.external_id, labels = EXCLUDED.labels,
    status = EXCLUDED.status, status_reason = EXCLUDED.status_reason,
    properties = EXCLUDED.properties, log_selectors = EXCLUDED.log_selectors, is_leaf = EXCLUDED.is_leaf, deleted_at = NULL
  RETURNING id, parent_id, type, name`;

/** Where a written row sits: the key the database keeps unique within a topology. */
const keyOf = (parentId: string | null, type: string | null | undefined, name: string) => `${parentId ?? ''}\u0000${type ?? ''}\u0000${name}`;

interface Links {
  configs: { component_id: string; config_id: string }[];
  checks: { component_id: string; check_id: string; canary_id: string }[];
  owners: { component_id: string; team: string }[];
}

/**
 * Writes the components a topology run built: each upserted by (topology, type, name, parent) and
 * restored if it had been deleted; the topology's other components soft-deleted; its links to
 * config items, checks and owner teams made exactly the built ones (its own links only).
 */
export class ComponentWriterRepository {
  constructor(private readonly db: Queryable) {}

  async write(topology: TopologyRow, root: BuiltComponent): Promise<WrittenTree> {
    const ids: string[] = [];
    const links: Links = { configs: [], checks: [], owners: [] };
    let level: { node: BuiltComponent; parentId: string | null }[] = [{ node: root, parentId: null }];
    while (level.length > 0) {
      const written = await this.upsertLevel(topology, level);
      const next: typeof level = [];
      for (const { node, parentId } of level) {
        const id = written.get(keyOf(parentId, node.type, node.name))!;
        ids.push(id);
        for (const configId of node.configIds) links.configs.push({ component_id: id, config_id: configId });
        for (const check of node.checks.values()) links.checks.push({ component_id: id, check_id: check.id, canary_id: check.canaryId });
        if (node.owner) links.owners.push({ component_id: id, team: node.owner });
        for (const child of node.children) next.push({ node: child, parentId: id });
      }
      level = next;
    }
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE components SET deleted_at = now()
       WHERE topology_id = $1 AND deleted_at IS NULL AND NOT (id = ANY ($2::uuid[]))
       RETURNING id`,
      [topology.id, ids],
    );
    await this.replaceLinks(topologySelectorId(topology.id), links);
    return { components: ids.length, deleted: rows.length };
  }

  /** Writes one level of the tree; answers each row's id by its key. */
  private async upsertLevel(topology: TopologyRow, level: readonly { node: BuiltComponent; parentId: string | null }[]): Promise<Map<string, string>> {
    const rows = level.map(({ node, parentId }) => ({
      parent_id: parentId,
      name: node.name,
      type: node.type ?? null,
      text: node.text ?? null,
      icon: node.icon ?? null,
      tooltip: node.tooltip ?? null,
      description: node.description ?? null,
      owner: node.owner ?? null,
      lifecycle: node.lifecycle ?? null,
      namespace: node.namespace ?? null,
      hidden: node.hidden,
      external_id: node.externalId ?? null,
      labels: node.labels ?? null,
      status: node.status ?? null,
      status_reason: node.statusReason ?? null,
      properties: node.properties,
      log_selectors: node.logSelectors ?? null,
      is_leaf: node.children.length === 0,
      has_inputs: node.children.length > 0 || node.configIds.size > 0 || node.checks.size > 0,
    }));
    const { rows: written } = await this.db.query<{ id: string; parent_id: string | null; type: string | null; name: string }>(UPSERT_LEVEL_SQL, [
      JSON.stringify(rows),
      topology.id,
      topology.agentId,
    ]);
    return new Map(written.map((row) => [keyOf(row.parent_id, row.type, row.name), row.id]));
  }

  private async replaceLinks(selectorId: string, links: Links): Promise<void> {
    const configs = JSON.stringify(links.configs);
    // A live link someone else made (manual) stays theirs; a deleted one is taken over.
    await this.db.query(
      `INSERT INTO config_component_relationships AS r (component_id, config_id, selector_id)
       SELECT l.component_id, l.config_id, $2 FROM jsonb_to_recordset($1::jsonb) AS l(component_id uuid, config_id uuid)
       WHERE EXISTS (SELECT 1 FROM config_items i WHERE i.id = l.config_id)
       ON CONFLICT (component_id, config_id) DO UPDATE SET selector_id = EXCLUDED.selector_id, deleted_at = NULL, updated_at = now()
       WHERE r.deleted_at IS NOT NULL`,
      [configs, selectorId],
    );
    await this.db.query(
      `UPDATE config_component_relationships r SET deleted_at = now(), updated_at = now()
       WHERE r.selector_id = $2 AND r.deleted_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS l(component_id uuid, config_id uuid)
                         WHERE l.component_id = r.component_id AND l.config_id = r.config_id)`,
      [configs, selectorId],
    );
    const checks = JSON.stringify(links.checks);
    await this.db.query(
      `INSERT INTO check_component_relationships AS r (component_id, check_id, canary_id, selector_id)
       SELECT l.component_id, l.check_id, l.canary_id, $2 FROM jsonb_to_recordset($1::jsonb) AS l(component_id uuid, check_id uuid, canary_id uuid)
       ON CONFLICT (component_id, check_id, canary_id, selector_id) DO UPDATE SET deleted_at = NULL, updated_at = now()
       WHERE r.deleted_at IS NOT NULL`,
      [checks, selectorId],
    );
    await this.db.query(
      `UPDATE check_component_relationships r SET deleted_at = now(), updated_at = now()
       WHERE r.selector_id = $2 AND r.deleted_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS l(component_id uuid, check_id uuid)
                         WHERE l.component_id = r.component_id AND l.check_id = r.check_id)`,
      [checks, selectorId],
    );
    const owners = JSON.stringify(links.owners);
    await this.db.query(
      `INSERT INTO team_components (team_id, component_id, role, selector_id)
       SELECT t.id, l.component_id, 'owner', $2 FROM jsonb_to_recordset($1::jsonb) AS l(component_id uuid, team text)
       JOIN teams t ON t.name = l.team AND t.deleted_at IS NULL
       ON CONFLICT (team_id, component_id, selector_id) DO NOTHING`,
      [owners, selectorId],
    );
    await this.db.query(
      `DELETE FROM team_components r
       WHERE r.selector_id = $2
         AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS l(component_id uuid, team text)
                         JOIN teams t ON t.name = l.team WHERE l.component_id = r.component_id AND t.id = r.team_id)`,
      [owners, selectorId],
    );
  }
}
