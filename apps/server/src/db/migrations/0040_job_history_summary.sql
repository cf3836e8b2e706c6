-- The latest run of every job (name, resource type and resource), named and with its agent as the
-- job_histories view shows each run: /settings/jobs reads it for the "latest run per job" view, so
-- a job that ran a thousand times is one row (decision 0074). The resource's name is read only for
-- the rows picked.
CREATE VIEW job_history_summary AS
SELECT h.*
FROM job_histories h
JOIN job_history_latest_status l ON l.id = h.id;
