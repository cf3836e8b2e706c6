-- The configs view counted 7-day changes and open analysis by grouping the whole of config_changes
-- and config_analysis, then joining: every page of the catalog list (and every row of
-- related_configs_recursive) paid for the whole catalog. The counts are now subqueries per item,
-- served by config_changes (config_id, created_at) and config_analysis (config_id), so a page of 100
-- items reads the changes of those 100 items only (PostgreSQL evaluates them after ORDER/LIMIT).
-- Same columns, same types, same values.
CREATE OR REPLACE VIEW configs AS
SELECT
  ci.id,
  ci.agent_id,
  ci.scraper_id,
  ci.config_class,
  ci.type,
  ci.name,
  ci.tags ->> 'namespace' AS namespace,
  ci.description,
  ci.external_id,
  ci.source,
  ci.labels,
  ci.tags,
  ci.properties,
  ci.parent_id,
  ci.path,
  ci.status,
  ci.health,
  ci.ready,
  ci.icon,
  ci.cost_per_minute,
  ci.cost_total_1d,
  ci.cost_total_7d,
  ci.cost_total_30d,
  ci.last_scraped_time,
  (SELECT count(*) FROM config_changes ch
   WHERE ch.config_id = ci.id AND ch.created_at > now() - interval '7 days') AS changes,
  (SELECT coalesce(jsonb_object_agg(per_type.analysis_type, per_type.n), '{}')
   FROM (
     SELECT coalesce(an.analysis_type, 'other') AS analysis_type, count(*) AS n
     FROM config_analysis an
     WHERE an.config_id = ci.id AND an.status = 'open'
     GROUP BY coalesce(an.analysis_type, 'other')
   ) per_type) AS analysis,
  ci.created_by,
  ci.created_at,
  ci.updated_at,
  ci.deleted_at,
  ci.delete_reason
FROM config_items ci;
