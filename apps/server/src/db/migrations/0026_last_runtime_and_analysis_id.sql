-- Columns the established web client reads from three data API views (issue 13), appended so the
-- views keep their grants and every column they had:
--   canaries_with_status.last_runtime         the latest run of any of the canary's checks, as
--                                             Mission Control defines it (checks.last_runtime)
--   config_scrapers_with_status.last_runtime  the start of the scraper's latest job_history row
--   analysis_by_component.analysis_id         the analysis's id (also in `id`), as the client names it

CREATE OR REPLACE VIEW canaries_with_status AS
SELECT
  ca.*,
  job.status AS job_status,
  job.details AS job_details,
  job.name AS job_name,
  job.time_start AS job_time_start,
  job.time_end AS job_time_end,
  (SELECT j.time_start FROM job_history j WHERE j.resource_id = ca.id::text AND j.status = 'FAILED' ORDER BY j.time_start DESC LIMIT 1) AS job_last_failed,
  (SELECT count(*) FROM checks c WHERE c.canary_id = ca.id AND c.deleted_at IS NULL) AS checks_count,
  (SELECT max(c.last_runtime) FROM checks c WHERE c.canary_id = ca.id) AS last_runtime
FROM canaries ca
LEFT JOIN LATERAL (
  SELECT j.status, j.details, j.name, j.time_start, j.time_end
  FROM job_history j WHERE j.resource_id = ca.id::text ORDER BY j.time_start DESC LIMIT 1
) job ON true
WHERE ca.deleted_at IS NULL;

CREATE OR REPLACE VIEW analysis_by_component AS
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
  ca.last_observed,
  ca.id AS analysis_id
FROM config_component_relationships r
JOIN config_items ci ON ci.id = r.config_id
JOIN config_analysis ca ON ca.config_id = r.config_id
WHERE r.deleted_at IS NULL AND ci.deleted_at IS NULL;

CREATE OR REPLACE VIEW config_scrapers_with_status AS
SELECT
  s.*,
  job.status AS job_status,
  job.details AS job_details,
  job.name AS job_name,
  job.time_start AS job_time_start,
  job.time_end AS job_time_end,
  (SELECT j.time_start FROM job_history j WHERE j.resource_id = s.id::text AND j.status = 'FAILED' ORDER BY j.time_start DESC LIMIT 1) AS job_last_failed,
  job.time_start AS last_runtime
FROM config_scrapers s
LEFT JOIN LATERAL (
  SELECT j.status, j.details, j.name, j.time_start, j.time_end
  FROM job_history j WHERE j.resource_id = s.id::text ORDER BY j.time_start DESC LIMIT 1
) job ON true
WHERE s.deleted_at IS NULL;
