-- Functions callable through the data API (/rpc/<name>, named arguments). Argument names are part
-- of the API. Every argument but the first has a default.

-- Configs reachable from config_id through config_relationships, the starting config excluded.
--   type_filter       outgoing (config_id -> related_id, e.g. parent -> children), incoming
--                     (the reverse), or all; downstream/upstream are accepted for outgoing/incoming
--   include_deleted_configs  also walk through deleted items and the relationships removed with them
--   max_depth         number of hops
--   incoming_relation / outgoing_relation  per direction: hard (relation 'hard', i.e. parent links),
--                     soft (every other relation) or both
-- Each config appears once, at its smallest depth: related_ids are the configs it was reached from
-- (the starting config for depth 1), direction is outgoing, incoming, or both when reached either
-- way. A cycle A -> B -> A ends because a path never revisits a config. Ordered by depth, name.
CREATE FUNCTION related_configs_recursive(
  config_id uuid,
  type_filter text DEFAULT 'all',
  include_deleted_configs boolean DEFAULT false,
  max_depth integer DEFAULT 5,
  incoming_relation text DEFAULT 'both',
  outgoing_relation text DEFAULT 'both'
) RETURNS TABLE (
  id uuid,
  agent_id uuid,
  scraper_id uuid,
  config_class text,
  type text,
  name text,
  namespace text,
  description text,
  external_id text[],
  source text,
  labels jsonb,
  tags jsonb,
  properties jsonb,
  parent_id uuid,
  path text,
  status text,
  health text,
  ready boolean,
  icon text,
  cost_per_minute numeric,
  cost_total_1d numeric,
  cost_total_7d numeric,
  cost_total_30d numeric,
  last_scraped_time timestamptz,
  changes bigint,
  analysis jsonb,
  created_by uuid,
  created_at timestamptz,
  updated_at timestamptz,
  deleted_at timestamptz,
  delete_reason text,
  related_ids uuid[],
  depth integer,
  direction text
)
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE walk (node, prev, depth, direction, gone, visited) AS (
    SELECT
      root.id, NULL::uuid, 0, d.direction, root.deleted_at IS NOT NULL, ARRAY[root.id]
    FROM config_items root
    CROSS JOIN (VALUES ('outgoing'), ('incoming')) AS d (direction)
    WHERE root.id = related_configs_recursive.config_id
      AND (type_filter IN ('all', 'both')
        OR (d.direction = 'outgoing' AND type_filter IN ('outgoing', 'downstream'))
        OR (d.direction = 'incoming' AND type_filter IN ('incoming', 'upstream')))
    UNION ALL
    SELECT
      next.id, w.node, w.depth + 1, w.direction, next.deleted_at IS NOT NULL, w.visited || next.id
    FROM walk w
    JOIN config_relationships r
      ON (w.direction = 'outgoing' AND r.config_id = w.node)
      OR (w.direction = 'incoming' AND r.related_id = w.node)
    JOIN config_items next
      ON next.id = CASE WHEN w.direction = 'outgoing' THEN r.related_id ELSE r.config_id END
    WHERE w.depth < max_depth
      AND NOT next.id = ANY (w.visited)
      AND (next.deleted_at IS NULL OR include_deleted_configs)
      AND (r.deleted_at IS NULL OR (include_deleted_configs AND (w.gone OR next.deleted_at IS NOT NULL)))
      AND CASE CASE WHEN w.direction = 'outgoing' THEN outgoing_relation ELSE incoming_relation END
            WHEN 'hard' THEN r.relation = 'hard'
            WHEN 'soft' THEN r.relation <> 'hard'
            ELSE true
          END
  ), reached AS (
    SELECT
      w.node,
      min(w.depth) AS depth,
      array_agg(DISTINCT w.prev) AS related_ids,
      CASE WHEN count(DISTINCT w.direction) > 1 THEN 'both' ELSE min(w.direction) END AS direction
    FROM walk w
    WHERE w.depth > 0 AND w.node <> related_configs_recursive.config_id
    GROUP BY w.node
  )
  SELECT
    c.id, c.agent_id, c.scraper_id, c.config_class, c.type, c.name, c.namespace, c.description,
    c.external_id, c.source, c.labels, c.tags, c.properties, c.parent_id, c.path, c.status, c.health,
    c.ready, c.icon, c.cost_per_minute, c.cost_total_1d, c.cost_total_7d, c.cost_total_30d,
    c.last_scraped_time, c.changes, c.analysis, c.created_by, c.created_at, c.updated_at,
    c.deleted_at, c.delete_reason,
    x.related_ids, x.depth, x.direction
  FROM reached x
  JOIN configs c ON c.id = x.node
  ORDER BY x.depth, c.name, c.id
$$;

-- Changes (rows of catalog_changes) of config_id and, by type_filter, of the configs around it:
--   none (only its own), downstream (outgoing: children and what it points to), upstream
--   (incoming: parents and what points to it), all (both).
-- soft false follows hard (parent) links only; true follows every relationship. Newest first.
CREATE FUNCTION related_changes_recursive(
  config_id uuid,
  type_filter text DEFAULT 'downstream',
  include_deleted_configs boolean DEFAULT false,
  max_depth integer DEFAULT 5,
  soft boolean DEFAULT false
) RETURNS SETOF catalog_changes
LANGUAGE sql STABLE AS $$
  SELECT cc.*
  FROM catalog_changes cc
  WHERE cc.config_id = related_changes_recursive.config_id
     OR (type_filter <> 'none' AND cc.config_id IN (
          SELECT r.id
          FROM related_configs_recursive(
            related_changes_recursive.config_id,
            CASE type_filter WHEN 'upstream' THEN 'incoming' WHEN 'downstream' THEN 'outgoing' ELSE 'all' END,
            include_deleted_configs,
            max_depth,
            CASE WHEN soft THEN 'both' ELSE 'hard' END,
            CASE WHEN soft THEN 'both' ELSE 'hard' END
          ) r))
  ORDER BY cc.created_at DESC, cc.id
$$;

-- Analyses of the configs linked to a component or to any component below it.
CREATE FUNCTION lookup_analysis_by_component(id uuid) RETURNS SETOF config_analysis
LANGUAGE sql STABLE AS $$
  SELECT ca.*
  FROM config_analysis ca
  WHERE ca.config_id IN (
    SELECT r.config_id
    FROM config_component_relationships r
    JOIN components c ON c.id = r.component_id
    WHERE r.deleted_at IS NULL
      AND c.deleted_at IS NULL
      AND (c.id = lookup_analysis_by_component.id
        OR ('.' || c.path || '.') LIKE '%.' || lookup_analysis_by_component.id::text || '.%')
  )
  ORDER BY ca.last_observed DESC NULLS LAST, ca.id
$$;

-- Summaries of the checks linked to a config (the same rows as the view of this name).
CREATE FUNCTION check_summary_for_config(config_id uuid) RETURNS SETOF check_summary
LANGUAGE sql STABLE AS $$
  SELECT cs.*
  FROM check_summary cs
  WHERE cs.id IN (
    SELECT r.check_id FROM check_config_relationships r
    WHERE r.config_id = check_summary_for_config.config_id AND r.deleted_at IS NULL
  )
  ORDER BY cs.name, cs.id
$$;
