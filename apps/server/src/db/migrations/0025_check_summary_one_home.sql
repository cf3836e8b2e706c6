-- One home for the health summary's figures (decision 0024). The check_summary view (data API) and
-- the summary endpoint (health/summary/check-summary.repository.ts) each computed uptime and latency
-- with their own SQL; both now read the rows of check_summary_rows(at, with_deleted), the endpoint
-- with its filters and sort on top.
--
-- Uptime and latency cover the hour before `at`; a check without results in that hour falls back to
-- its last known result. last_pass and last_fail come from that hour, else from the latest result and
-- the latest one before the check's last transition (which holds the other outcome), so no check's
-- whole history is ever walked. Labels are the canary's merged with the check's (the check wins).
--
-- A single SELECT in a STABLE SQL function: the planner inlines it into the caller's query, so a
-- filter on the rows (id, canary_id, status, ...) still narrows which checks get computed.
CREATE FUNCTION check_summary_rows(summary_at timestamptz, with_deleted boolean)
RETURNS TABLE (
  id uuid,
  canary_id uuid,
  agent_id uuid,
  type text,
  name text,
  namespace text,
  canary_name text,
  canary_namespace text,
  labels jsonb,
  description text,
  icon text,
  endpoint text,
  owner text,
  severity text,
  status text,
  last_runtime timestamptz,
  last_transition_time timestamptz,
  next_runtime timestamptz,
  silenced_at timestamptz,
  uptime jsonb,
  latency jsonb,
  created_by uuid,
  created_at timestamptz,
  updated_at timestamptz,
  deleted_at timestamptz,
  last_pass timestamptz,
  last_fail timestamptz
)
LANGUAGE sql STABLE AS $$
  SELECT
    c.id,
    c.canary_id,
    c.agent_id,
    c.type,
    c.name,
    c.namespace,
    ca.name,
    ca.namespace,
    CASE WHEN jsonb_typeof(ca.labels) = 'object' THEN ca.labels ELSE '{}' END
      || CASE WHEN jsonb_typeof(c.labels) = 'object' THEN c.labels ELSE '{}' END,
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
      'last_pass', seen.last_pass,
      'last_fail', seen.last_fail
    ),
    jsonb_build_object(
      'p99', CASE WHEN hour.total > 0 THEN hour.p99 ELSE last.duration END,
      'p97', CASE WHEN hour.total > 0 THEN hour.p97 ELSE last.duration END,
      'p95', CASE WHEN hour.total > 0 THEN hour.p95 ELSE last.duration END,
      'rolling1h', CASE WHEN hour.total > 0 THEN hour.mean ELSE last.duration END
    ),
    c.created_by,
    c.created_at,
    c.updated_at,
    c.deleted_at,
    seen.last_pass,
    seen.last_fail
  FROM checks c
  JOIN canaries ca ON ca.id = c.canary_id
  CROSS JOIN LATERAL (
    SELECT
      count(*) AS total,
      count(*) FILTER (WHERE s.status) AS passed,
      count(*) FILTER (WHERE NOT s.status) AS failed,
      max(s.time) FILTER (WHERE s.status) AS last_pass,
      max(s.time) FILTER (WHERE NOT s.status) AS last_fail,
      round(percentile_cont(0.99) WITHIN GROUP (ORDER BY s.duration))::integer AS p99,
      round(percentile_cont(0.97) WITHIN GROUP (ORDER BY s.duration))::integer AS p97,
      round(percentile_cont(0.95) WITHIN GROUP (ORDER BY s.duration))::integer AS p95,
      round(avg(s.duration))::integer AS mean
    FROM check_statuses s
    WHERE s.check_id = c.id AND s.time > summary_at - interval '1 hour'
  ) hour
  LEFT JOIN LATERAL (
    SELECT s.status, s.duration, s.time FROM check_statuses s WHERE s.check_id = c.id ORDER BY s.time DESC LIMIT 1
  ) last ON true
  LEFT JOIN LATERAL (
    SELECT s.status, s.time FROM check_statuses s
    WHERE s.check_id = c.id AND s.time < c.last_transition_time ORDER BY s.time DESC LIMIT 1
  ) prior ON true
  CROSS JOIN LATERAL (
    SELECT
      coalesce(hour.last_pass, CASE WHEN last.status THEN last.time WHEN prior.status THEN prior.time END) AS last_pass,
      coalesce(hour.last_fail, CASE WHEN NOT last.status THEN last.time WHEN NOT prior.status THEN prior.time END) AS last_fail
  ) seen
  WHERE with_deleted OR (c.deleted_at IS NULL AND ca.deleted_at IS NULL)
$$;

-- Same columns as before (check_summary_for_config and the function of that name keep working).
CREATE OR REPLACE VIEW check_summary AS
SELECT
  id, canary_id, agent_id, type, name, namespace, canary_name, canary_namespace, labels, description,
  icon, endpoint, owner, severity, status, last_runtime, last_transition_time, next_runtime,
  silenced_at, uptime, latency, created_by, created_at, updated_at, deleted_at
FROM check_summary_rows(now(), false);
