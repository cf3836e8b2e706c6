-- Views exposed through the data API.
--
-- Columns taken straight from a table keep the table's column name (agent_id, config_id,
-- created_by, ...): the data API infers a view's embeddable relationships from the base table's
-- foreign keys through same-named columns. List views hide soft-deleted rows, except where a
-- screen explicitly toggles deleted rows (configs, config_detail, catalog_changes: they expose
-- deleted_at for that filter).
--
-- Shapes of computed columns:
--   agent    jsonb {id, name}
--   scraper  jsonb {id, name}
--   job_*    the latest job_history row of the resource: job_status, job_details, job_name,
--            job_time_start, job_time_end, plus job_last_failed (start of the latest FAILED run)

-- A text that is a uuid, as a uuid; anything else as NULL (job_history.resource_id is text).
CREATE FUNCTION try_uuid(value text) RETURNS uuid
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value ~* '^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$' THEN value::uuid END
$$;

-- ---------------------------------------------------------------------------------------------
-- Health

-- Uptime and latency cover the last hour; a check without results in that hour falls back to its
-- last known result. Labels are the canary's merged with the check's (the check wins).
CREATE VIEW check_summary AS
SELECT
  c.id,
  c.canary_id,
  c.agent_id,
  c.type,
  c.name,
  c.namespace,
  ca.name AS canary_name,
  ca.namespace AS canary_namespace,
  coalesce(ca.labels, '{}') || coalesce(c.labels, '{}') AS labels,
  c.description,
  c.icon,
  c.endpoint,
  c.owner,
  c.severity,
  c.status,
  c.last_runtime,
  c.last_transition_time,
  c.next_runtime,
  c.silenced_at,
  jsonb_build_object(
    'passed', CASE WHEN hour.total > 0 THEN hour.passed WHEN last.status THEN 1 ELSE 0 END,
    'failed', CASE WHEN hour.total > 0 THEN hour.failed WHEN NOT last.status THEN 1 ELSE 0 END,
    'last_pass', (SELECT s.time FROM check_statuses s WHERE s.check_id = c.id AND s.status ORDER BY s.time DESC LIMIT 1),
    'last_fail', (SELECT s.time FROM check_statuses s WHERE s.check_id = c.id AND NOT s.status ORDER BY s.time DESC LIMIT 1)
  ) AS uptime,
  jsonb_build_object(
    'p99', CASE WHEN hour.total > 0 THEN hour.p99 ELSE last.duration END,
    'p97', CASE WHEN hour.total > 0 THEN hour.p97 ELSE last.duration END,
    'p95', CASE WHEN hour.total > 0 THEN hour.p95 ELSE last.duration END,
    'rolling1h', CASE WHEN hour.total > 0 THEN hour.mean ELSE last.duration END
  ) AS latency,
  c.created_by,
  c.created_at,
  c.updated_at,
  c.deleted_at
FROM checks c
JOIN canaries ca ON ca.id = c.canary_id
LEFT JOIN LATERAL (
  SELECT
    count(*) AS total,
    count(*) FILTER (WHERE s.status) AS passed,
    count(*) FILTER (WHERE NOT s.status) AS failed,
    round(percentile_cont(0.99) WITHIN GROUP (ORDER BY s.duration))::integer AS p99,
    round(percentile_cont(0.97) WITHIN GROUP (ORDER BY s.duration))::integer AS p97,
    round(percentile_cont(0.95) WITHIN GROUP (ORDER BY s.duration))::integer AS p95,
    round(avg(s.duration))::integer AS mean
  FROM check_statuses s
  WHERE s.check_id = c.id AND s.time > now() - interval '1 hour'
) hour ON true
LEFT JOIN LATERAL (
  SELECT s.status, s.duration FROM check_statuses s WHERE s.check_id = c.id ORDER BY s.time DESC LIMIT 1
) last ON true
WHERE c.deleted_at IS NULL AND ca.deleted_at IS NULL;

-- Checks linked to a config; the function check_summary_for_config(config_id) returns the same rows.
CREATE VIEW check_summary_for_config AS
SELECT r.config_id, cs.*
FROM check_config_relationships r
JOIN check_summary cs ON cs.id = r.check_id
WHERE r.deleted_at IS NULL;

CREATE VIEW checks_by_component AS
SELECT
  r.component_id,
  r.check_id,
  c.id,
  c.canary_id,
  c.agent_id,
  c.type,
  c.name,
  c.namespace,
  c.description,
  c.icon,
  c.labels,
  c.severity,
  c.status,
  c.last_runtime,
  c.last_transition_time
FROM check_component_relationships r
JOIN checks c ON c.id = r.check_id
WHERE r.deleted_at IS NULL AND c.deleted_at IS NULL;

CREATE VIEW canaries_with_status AS
SELECT
  ca.*,
  job.status AS job_status,
  job.details AS job_details,
  job.name AS job_name,
  job.time_start AS job_time_start,
  job.time_end AS job_time_end,
  (SELECT j.time_start FROM job_history j WHERE j.resource_id = ca.id::text AND j.status = 'FAILED' ORDER BY j.time_start DESC LIMIT 1) AS job_last_failed,
  (SELECT count(*) FROM checks c WHERE c.canary_id = ca.id AND c.deleted_at IS NULL) AS checks_count
FROM canaries ca
LEFT JOIN LATERAL (
  SELECT j.status, j.details, j.name, j.time_start, j.time_end
  FROM job_history j WHERE j.resource_id = ca.id::text ORDER BY j.time_start DESC LIMIT 1
) job ON true
WHERE ca.deleted_at IS NULL;

CREATE VIEW check_names AS
SELECT c.id, c.canary_id, c.agent_id, c.name, c.namespace, c.type, c.status
FROM checks c
WHERE c.deleted_at IS NULL;

CREATE VIEW check_labels AS
SELECT DISTINCT l.key, l.value
FROM checks c
JOIN canaries ca ON ca.id = c.canary_id
CROSS JOIN LATERAL jsonb_each_text(
  CASE WHEN jsonb_typeof(ca.labels) = 'object' THEN ca.labels ELSE '{}' END
  || CASE WHEN jsonb_typeof(c.labels) = 'object' THEN c.labels ELSE '{}' END
) l
WHERE c.deleted_at IS NULL;

-- ---------------------------------------------------------------------------------------------
-- Catalog

-- Items without the config blob. changes: changes of the last 7 days; analysis: open analyses
-- counted per analysis_type, e.g. {"security": 2}.
CREATE VIEW configs AS
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
  coalesce(ch.changes, 0) AS changes,
  coalesce(an.analysis, '{}') AS analysis,
  ci.created_by,
  ci.created_at,
  ci.updated_at,
  ci.deleted_at,
  ci.delete_reason
FROM config_items ci
LEFT JOIN (
  SELECT config_id, count(*) AS changes
  FROM config_changes
  WHERE created_at > now() - interval '7 days'
  GROUP BY config_id
) ch ON ch.config_id = ci.id
LEFT JOIN (
  SELECT config_id, jsonb_object_agg(analysis_type, n) AS analysis
  FROM (
    SELECT config_id, coalesce(analysis_type, 'other') AS analysis_type, count(*) AS n
    FROM config_analysis
    WHERE status = 'open'
    GROUP BY config_id, coalesce(analysis_type, 'other')
  ) per_type
  GROUP BY config_id
) an ON an.config_id = ci.id;

-- One item with everything its detail page shows. summary counts: relationships (live related
-- items either way), analysis (open), changes (all), playbook_runs, checks (linked).
CREATE VIEW config_detail AS
SELECT
  c.*,
  ci.config,
  CASE WHEN a.id IS NOT NULL THEN jsonb_build_object('id', a.id, 'name', a.name) END AS agent,
  a.name AS agent_name,
  CASE WHEN s.id IS NOT NULL THEN jsonb_build_object('id', s.id, 'name', s.name) END AS scraper,
  jsonb_build_object(
    'relationships', (SELECT count(*) FROM config_relationships r
                      WHERE (r.config_id = c.id OR r.related_id = c.id) AND r.deleted_at IS NULL),
    'analysis', (SELECT count(*) FROM config_analysis x WHERE x.config_id = c.id AND x.status = 'open'),
    'changes', (SELECT count(*) FROM config_changes x WHERE x.config_id = c.id),
    'playbook_runs', (SELECT count(*) FROM playbook_runs x WHERE x.config_id = c.id),
    'checks', (SELECT count(*) FROM check_config_relationships x WHERE x.config_id = c.id AND x.deleted_at IS NULL)
  ) AS summary
FROM configs c
JOIN config_items ci ON ci.id = c.id
LEFT JOIN agents a ON a.id = c.agent_id
LEFT JOIN config_scrapers s ON s.id = c.scraper_id;

CREATE VIEW config_names AS
SELECT id, agent_id, config_class, type, name, status, health
FROM config_items
WHERE deleted_at IS NULL;

CREATE VIEW config_types AS
SELECT DISTINCT type FROM config_items WHERE deleted_at IS NULL;

CREATE VIEW config_statuses AS
SELECT DISTINCT status FROM config_items WHERE deleted_at IS NULL AND status IS NOT NULL;

CREATE VIEW config_labels AS
SELECT DISTINCT l.key, l.value
FROM config_items ci
CROSS JOIN LATERAL jsonb_each_text(CASE WHEN jsonb_typeof(ci.labels) = 'object' THEN ci.labels ELSE '{}' END) l
WHERE ci.deleted_at IS NULL;

CREATE VIEW config_tags AS
SELECT DISTINCT t.key, t.value
FROM config_items ci
CROSS JOIN LATERAL jsonb_each_text(CASE WHEN jsonb_typeof(ci.tags) = 'object' THEN ci.tags ELSE '{}' END) t
WHERE ci.deleted_at IS NULL;

CREATE VIEW change_types AS
SELECT DISTINCT change_type FROM config_changes;

CREATE VIEW config_analysis_analyzers AS
SELECT DISTINCT analyzer FROM config_analysis;

-- Analyses of live items, with the item's identity for the insights tables.
CREATE VIEW config_analysis_items AS
SELECT
  ca.id,
  ca.config_id,
  ca.scraper_id,
  ca.analyzer,
  ca.analysis_type,
  ca.severity,
  ca.summary,
  ca.status,
  ca.message,
  ca.analysis,
  ca.source,
  ca.first_observed,
  ca.last_observed,
  ca.created_by,
  ci.type AS config_type,
  ci.config_class,
  ci.name AS config_name,
  jsonb_build_object('id', ci.id, 'name', ci.name, 'type', ci.type, 'config_class', ci.config_class) AS config
FROM config_analysis ca
JOIN config_items ci ON ci.id = ca.config_id
WHERE ci.deleted_at IS NULL;

-- Per type of live item: count, health counts, open analyses per type, changes of the last 30 days
-- and the 30-day cost.
CREATE VIEW config_summary AS
WITH items AS (
  SELECT type, config_class,
    count(*) AS count,
    jsonb_build_object(
      'healthy', count(*) FILTER (WHERE health = 'healthy'),
      'unhealthy', count(*) FILTER (WHERE health = 'unhealthy'),
      'warning', count(*) FILTER (WHERE health = 'warning'),
      'unknown', count(*) FILTER (WHERE health IS NULL OR health NOT IN ('healthy', 'unhealthy', 'warning'))
    ) AS health,
    sum(cost_per_minute) AS cost_per_minute,
    sum(cost_total_30d) AS cost_total_30d
  FROM config_items
  WHERE deleted_at IS NULL
  GROUP BY type, config_class
), analysis AS (
  SELECT type, config_class, jsonb_object_agg(analysis_type, n) AS analysis
  FROM (
    SELECT ci.type, ci.config_class, coalesce(ca.analysis_type, 'other') AS analysis_type, count(*) AS n
    FROM config_analysis ca JOIN config_items ci ON ci.id = ca.config_id
    WHERE ci.deleted_at IS NULL AND ca.status = 'open'
    GROUP BY ci.type, ci.config_class, coalesce(ca.analysis_type, 'other')
  ) per_type
  GROUP BY type, config_class
), changes AS (
  SELECT ci.type, ci.config_class, count(*) AS changes
  FROM config_changes cc JOIN config_items ci ON ci.id = cc.config_id
  WHERE ci.deleted_at IS NULL AND cc.created_at > now() - interval '30 days'
  GROUP BY ci.type, ci.config_class
)
SELECT
  i.type,
  i.config_class,
  i.count,
  i.health,
  coalesce(a.analysis, '{}') AS analysis,
  coalesce(ch.changes, 0) AS changes,
  i.cost_per_minute,
  i.cost_total_30d
FROM items i
LEFT JOIN analysis a ON a.type = i.type AND a.config_class = i.config_class
LEFT JOIN changes ch ON ch.type = i.type AND ch.config_class = i.config_class;

-- Changes with the identity of their item; deleted_at is the item's, for the hide-deleted filter.
CREATE VIEW catalog_changes AS
SELECT
  cc.id,
  cc.config_id,
  ci.name,
  ci.type,
  ci.config_class,
  jsonb_build_object('id', ci.id, 'name', ci.name, 'type', ci.type, 'config_class', ci.config_class, 'deleted_at', ci.deleted_at) AS config,
  ci.agent_id,
  cc.external_change_id,
  cc.change_type,
  cc.severity,
  cc.source,
  cc.summary,
  cc.details,
  cc.tags,
  cc.created_by,
  cc.external_created_by,
  cc.created_at,
  cc.first_observed,
  cc.count,
  cc.fingerprint,
  ci.deleted_at
FROM config_changes cc
JOIN config_items ci ON ci.id = cc.config_id;

CREATE VIEW changes_by_component AS
SELECT
  r.component_id,
  cc.id,
  cc.config_id,
  ci.name,
  ci.type,
  ci.config_class,
  cc.change_type,
  cc.severity,
  cc.source,
  cc.summary,
  cc.created_by,
  cc.external_created_by,
  cc.created_at,
  cc.first_observed,
  cc.count
FROM config_component_relationships r
JOIN config_items ci ON ci.id = r.config_id
JOIN config_changes cc ON cc.config_id = r.config_id
WHERE r.deleted_at IS NULL AND ci.deleted_at IS NULL;

CREATE VIEW analysis_by_component AS
SELECT
  r.component_id,
  ca.id,
  ca.config_id,
  ci.name,
  ci.type,
  ci.config_class,
  ca.analyzer,
  ca.analysis_type,
  ca.severity,
  ca.status,
  ca.summary,
  ca.message,
  ca.first_observed,
  ca.last_observed
FROM config_component_relationships r
JOIN config_items ci ON ci.id = r.config_id
JOIN config_analysis ca ON ca.config_id = r.config_id
WHERE r.deleted_at IS NULL AND ci.deleted_at IS NULL;

CREATE VIEW config_scrapers_with_status AS
SELECT
  s.*,
  job.status AS job_status,
  job.details AS job_details,
  job.name AS job_name,
  job.time_start AS job_time_start,
  job.time_end AS job_time_end,
  (SELECT j.time_start FROM job_history j WHERE j.resource_id = s.id::text AND j.status = 'FAILED' ORDER BY j.time_start DESC LIMIT 1) AS job_last_failed
FROM config_scrapers s
LEFT JOIN LATERAL (
  SELECT j.status, j.details, j.name, j.time_start, j.time_end
  FROM job_history j WHERE j.resource_id = s.id::text ORDER BY j.time_start DESC LIMIT 1
) job ON true
WHERE s.deleted_at IS NULL;

-- ---------------------------------------------------------------------------------------------
-- Topology

CREATE VIEW component_names AS
SELECT id, topology_id, agent_id, parent_id, path, external_id, name, type, icon, namespace, status, health, hidden
FROM components
WHERE deleted_at IS NULL;

CREATE VIEW component_labels AS
SELECT DISTINCT l.key, l.value
FROM components c
CROSS JOIN LATERAL jsonb_each_text(CASE WHEN jsonb_typeof(c.labels) = 'object' THEN c.labels ELSE '{}' END) l
WHERE c.deleted_at IS NULL;

-- Components that name at least one log selector; logs repeats log_selectors under the short name.
CREATE VIEW components_with_logs AS
SELECT id, topology_id, agent_id, name, type, icon, log_selectors, log_selectors AS logs
FROM components
WHERE deleted_at IS NULL
  AND jsonb_typeof(log_selectors) = 'array'
  AND jsonb_array_length(log_selectors) > 0;

CREATE VIEW topologies_with_status AS
SELECT
  t.*,
  job.status AS job_status,
  job.details AS job_details,
  job.name AS job_name,
  job.time_start AS job_time_start,
  job.time_end AS job_time_end,
  (SELECT j.time_start FROM job_history j WHERE j.resource_id = t.id::text AND j.status = 'FAILED' ORDER BY j.time_start DESC LIMIT 1) AS job_last_failed
FROM topologies t
LEFT JOIN LATERAL (
  SELECT j.status, j.details, j.name, j.time_start, j.time_end
  FROM job_history j WHERE j.resource_id = t.id::text ORDER BY j.time_start DESC LIMIT 1
) job ON true
WHERE t.deleted_at IS NULL;

-- ---------------------------------------------------------------------------------------------
-- Incidents

-- commander {id, name, avatar}; responders [{id, type, person_id, team_id, name, avatar, icon}]
-- (live ones); commenters [{id, name, avatar}] (people who commented).
CREATE VIEW incident_summary AS
SELECT
  i.id,
  i.incident_id,
  i.title,
  i.description,
  i.type,
  i.status,
  i.severity,
  i.commander_id,
  i.communicator_id,
  i.created_by,
  i.created_at,
  i.updated_at,
  CASE WHEN cmd.id IS NOT NULL THEN jsonb_build_object('id', cmd.id, 'name', cmd.name, 'avatar', cmd.avatar) END AS commander,
  coalesce((
    SELECT jsonb_agg(jsonb_build_object(
      'id', r.id, 'type', r.type, 'person_id', r.person_id, 'team_id', r.team_id,
      'name', coalesce(p.name, t.name), 'avatar', p.avatar, 'icon', t.icon) ORDER BY r.created_at)
    FROM responders r
    LEFT JOIN people p ON p.id = r.person_id
    LEFT JOIN teams t ON t.id = r.team_id
    WHERE r.incident_id = i.id AND r.deleted_at IS NULL
  ), '[]') AS responders,
  coalesce((
    SELECT jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'avatar', p.avatar) ORDER BY p.name)
    FROM people p
    WHERE p.id IN (SELECT cm.created_by FROM comments cm WHERE cm.incident_id = i.id)
  ), '[]') AS commenters
FROM incidents i
LEFT JOIN people cmd ON cmd.id = i.commander_id
WHERE i.deleted_at IS NULL;

-- Incidents with evidence about a component / a config (one row per pair).
CREATE VIEW incidents_by_component AS
SELECT DISTINCT
  e.component_id,
  i.id,
  i.incident_id,
  i.title,
  i.type,
  i.status,
  i.severity,
  i.commander_id,
  i.created_by,
  i.created_at,
  i.updated_at
FROM evidences e
JOIN hypotheses h ON h.id = e.hypothesis_id
JOIN incidents i ON i.id = h.incident_id
WHERE e.component_id IS NOT NULL AND i.deleted_at IS NULL;

CREATE VIEW incidents_by_config AS
SELECT DISTINCT
  e.config_id,
  i.id,
  i.incident_id,
  i.title,
  i.type,
  i.status,
  i.severity,
  i.commander_id,
  i.created_by,
  i.created_at,
  i.updated_at
FROM evidences e
JOIN hypotheses h ON h.id = e.hypothesis_id
JOIN incidents i ON i.id = h.incident_id
WHERE e.config_id IS NOT NULL AND i.deleted_at IS NULL;

-- ---------------------------------------------------------------------------------------------
-- People, playbooks

CREATE VIEW people_roles AS
SELECT
  p.id,
  p.name,
  p.email,
  coalesce(array_agg(r.role ORDER BY r.role) FILTER (WHERE r.role IS NOT NULL), '{}') AS roles
FROM people p
LEFT JOIN person_roles r ON r.person_id = p.id
WHERE p.deleted_at IS NULL
GROUP BY p.id;

CREATE VIEW playbook_names AS
SELECT id, namespace, name, title, icon, category, description, source
FROM playbooks
WHERE deleted_at IS NULL;

-- ---------------------------------------------------------------------------------------------
-- System

-- Registered agents (not the built-in local one) with what they brought; online when seen within
-- the last 61 seconds.
CREATE VIEW agents_summary AS
SELECT
  a.*,
  (SELECT count(*) FROM config_items x WHERE x.agent_id = a.id AND x.deleted_at IS NULL) AS config_count,
  (SELECT count(*) FROM checks x WHERE x.agent_id = a.id AND x.deleted_at IS NULL) AS checks_count,
  (SELECT count(*) FROM config_scrapers x WHERE x.agent_id = a.id AND x.deleted_at IS NULL) AS config_scrapper_count,
  (SELECT count(*) FROM playbook_runs x WHERE x.agent_id = a.id) AS playbook_runs_count,
  coalesce(a.last_seen > now() - interval '61 seconds', false) AS online
FROM agents a
WHERE a.deleted_at IS NULL AND a.id <> '00000000-0000-0000-0000-000000000000';

-- Send outcomes per notification (counts include folded duplicates): sent = 'sent',
-- failed = 'error', pending = 'pending'.
CREATE VIEW notifications_summary AS
SELECT
  n.id,
  n.name,
  n.namespace,
  n.title,
  n.events,
  n.filter,
  n.template,
  n.properties,
  n.person_id,
  n.team_id,
  n.custom_services,
  n.repeat_interval,
  n.source,
  n.created_by,
  n.created_at,
  n.updated_at,
  n.deleted_at,
  coalesce(h.pending, 0) AS pending,
  coalesce(h.sent, 0) AS sent,
  coalesce(h.failed, 0) AS failed,
  h.avg_duration_ms,
  h.most_common_error
FROM notifications n
LEFT JOIN (
  SELECT
    notification_id,
    sum(count) FILTER (WHERE status = 'pending') AS pending,
    sum(count) FILTER (WHERE status = 'sent') AS sent,
    sum(count) FILTER (WHERE status = 'error') AS failed,
    round(avg(duration_millis))::integer AS avg_duration_ms,
    mode() WITHIN GROUP (ORDER BY error) FILTER (WHERE error IS NOT NULL) AS most_common_error
  FROM notification_send_history
  GROUP BY notification_id
) h ON h.notification_id = n.id
WHERE n.deleted_at IS NULL;

-- failed: events whose last attempt failed (error set); pending: not failed yet.
CREATE VIEW event_queue_summary AS
SELECT
  name,
  count(*) FILTER (WHERE error IS NULL) AS pending,
  count(*) FILTER (WHERE error IS NOT NULL) AS failed,
  round(avg(attempts), 2) AS average_attempts,
  min(last_attempt) FILTER (WHERE error IS NOT NULL) AS first_failure,
  max(last_attempt) FILTER (WHERE error IS NOT NULL) AS last_failure,
  mode() WITHIN GROUP (ORDER BY error) FILTER (WHERE error IS NOT NULL) AS most_common_error
FROM event_queue
GROUP BY name;

CREATE VIEW job_histories AS
SELECT
  jh.*,
  CASE jh.resource_type
    WHEN 'canary' THEN (SELECT x.name FROM canaries x WHERE x.id = try_uuid(jh.resource_id))
    WHEN 'check' THEN (SELECT x.name FROM checks x WHERE x.id = try_uuid(jh.resource_id))
    WHEN 'topology' THEN (SELECT x.name FROM topologies x WHERE x.id = try_uuid(jh.resource_id))
    WHEN 'config_scraper' THEN (SELECT x.name FROM config_scrapers x WHERE x.id = try_uuid(jh.resource_id))
    WHEN 'logging_backend' THEN (SELECT x.name FROM logging_backends x WHERE x.id = try_uuid(jh.resource_id))
    WHEN 'playbook' THEN (SELECT x.name FROM playbooks x WHERE x.id = try_uuid(jh.resource_id))
    WHEN 'notification' THEN (SELECT x.name FROM notifications x WHERE x.id = try_uuid(jh.resource_id))
    WHEN 'agent' THEN (SELECT x.name FROM agents x WHERE x.id = try_uuid(jh.resource_id))
  END AS resource_name,
  jsonb_build_object('id', a.id, 'name', a.name) AS agent
FROM job_history jh
LEFT JOIN agents a ON a.id = jh.agent_id;

CREATE VIEW job_history_names AS
SELECT DISTINCT name FROM job_history;

-- The latest run of every (name, resource).
CREATE VIEW job_history_latest_status AS
SELECT DISTINCT ON (name, resource_type, resource_id) *
FROM job_history
ORDER BY name, resource_type, resource_id, time_start DESC;

-- Scrapers, topologies and log backends in one list; integration_type is the settings route
-- segment (scrapers, topologies, logging_backends).
CREATE VIEW integrations_with_status AS
SELECT
  u.*,
  CASE WHEN a.id IS NOT NULL THEN jsonb_build_object('id', a.id, 'name', a.name) END AS agent,
  job.status AS job_status,
  job.details AS job_details,
  job.name AS job_name,
  job.time_start AS job_time_start,
  job.time_end AS job_time_end,
  (SELECT j.time_start FROM job_history j WHERE j.resource_id = u.id::text AND j.status = 'FAILED' ORDER BY j.time_start DESC LIMIT 1) AS job_last_failed
FROM (
  SELECT id, name, namespace, description, source, agent_id, NULL::jsonb AS labels, spec,
    'scrapers' AS integration_type, created_by, created_at, updated_at, deleted_at
  FROM config_scrapers
  UNION ALL
  SELECT id, name, namespace, NULL, source, agent_id, labels, spec,
    'topologies', created_by, created_at, updated_at, deleted_at
  FROM topologies
  UNION ALL
  SELECT id, name, namespace, NULL, source, agent_id, labels, spec,
    'logging_backends', created_by, created_at, updated_at, deleted_at
  FROM logging_backends
) u
LEFT JOIN agents a ON a.id = u.agent_id
LEFT JOIN LATERAL (
  SELECT j.status, j.details, j.name, j.time_start, j.time_end
  FROM job_history j WHERE j.resource_id = u.id::text ORDER BY j.time_start DESC LIMIT 1
) job ON true
WHERE u.deleted_at IS NULL;
