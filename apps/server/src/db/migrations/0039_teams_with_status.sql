-- Teams on the settings pages (issue 17, spec 001 §2.5, decision 0073).
--
-- teams.labels: the Tags column of the generic settings list reads a resource's labels; a team made
-- by a spec folder or through the API may carry them like a topology does. The UI edits name, icon
-- and spec only (spec 001 §2.5), so labels are shown, never written, by the settings pages.
ALTER TABLE teams ADD COLUMN IF NOT EXISTS labels jsonb;

-- teams_with_status: the live teams with their latest job (resource_type 'team'), the last failed
-- one, and how many people are members (deleted people are not counted), as the other
-- *_with_status views give their resources.
CREATE OR REPLACE VIEW teams_with_status AS
SELECT
  t.*,
  job.status AS job_status,
  job.details AS job_details,
  job.name AS job_name,
  job.time_start AS job_time_start,
  job.time_end AS job_time_end,
  (SELECT j.time_start FROM job_history j
    WHERE j.resource_type = 'team' AND j.resource_id = t.id::text AND j.status = 'FAILED'
    ORDER BY j.time_start DESC LIMIT 1) AS job_last_failed,
  (SELECT count(*) FROM team_members tm JOIN people p ON p.id = tm.person_id
    WHERE tm.team_id = t.id AND p.deleted_at IS NULL)::integer AS member_count
FROM teams t
LEFT JOIN LATERAL (
  SELECT j.status, j.details, j.name, j.time_start, j.time_end
  FROM job_history j WHERE j.resource_type = 'team' AND j.resource_id = t.id::text ORDER BY j.time_start DESC LIMIT 1
) job ON true
WHERE t.deleted_at IS NULL;

-- It reads only teams, team_members, people and job_history, which the embedded reader may read.
GRANT SELECT ON teams_with_status TO vigil_embedded_reader;
