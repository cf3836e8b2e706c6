-- A scheduled run's job_history row while it goes on (status RUNNING): the scheduler writes it when it
-- claims the run and removes it once the run has written its outcome (or was interrupted by a
-- shutdown, which stores nothing). When the server running it dies, the server that takes the
-- expired lease over closes the row as STALE ("the server running it stopped").
ALTER TABLE scheduler.job_schedules ADD COLUMN running_job_id uuid;

-- Maintenance jobs that act on the whole database (rollups, retention, catalog ageing, identity
-- housekeeping): whichever replica takes a job's turn when it is due runs it, and the others skip it
-- until the next turn, so it runs once per cluster rather than once per replica.
CREATE TABLE scheduler.cluster_jobs (
  name text PRIMARY KEY,
  -- the next turn may be taken from then on
  next_run_at timestamptz NOT NULL DEFAULT now(),
  -- set while a turn's run goes on; a run that outlives it may be started again elsewhere
  lease_until timestamptz,
  leased_by text,
  last_run_at timestamptz
);
