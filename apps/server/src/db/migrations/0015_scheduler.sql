-- Scheduler: when each scheduled resource runs next, and who holds the run right now.
--
-- The table lives in its own schema, beside the API's: it is the servers' bookkeeping (leases,
-- host names), not data a user reads or writes, and the data API only serves `public`.
--
-- A worker claims rows whose next_run_at has come (or whose lease has expired while still held)
-- with FOR UPDATE SKIP LOCKED, moves next_run_at forward and takes a lease in the same short
-- transaction, then runs the job outside it and clears the lease. So any number of replicas run
-- each due job once, and a job whose worker died is taken again once its lease expires.
--
-- resource_updated_at is the resource's updated_at the row was scheduled from: when the resource
-- changes (through a service or /api/db alike) the two differ and the job is due at once.

CREATE SCHEMA IF NOT EXISTS scheduler;

CREATE TABLE scheduler.job_schedules (
  -- canary, and later config_scraper, topology, ...
  resource_type text NOT NULL,
  resource_id uuid NOT NULL,
  next_run_at timestamptz NOT NULL DEFAULT now(),
  resource_updated_at timestamptz,
  -- set while a run is under way; a run found due while the lease holds is skipped
  lease_until timestamptz,
  leased_by text,
  last_run_at timestamptz,
  -- due runs skipped because the previous run of the resource still held the lease
  skipped_runs integer NOT NULL DEFAULT 0,
  PRIMARY KEY (resource_type, resource_id)
);

CREATE INDEX job_schedules_due_idx ON scheduler.job_schedules (resource_type, next_run_at);

-- Wake-ups: a change to what decides a canary's runs is announced on job_schedule_changes
-- (payload: the resource type), so listening schedulers look at once instead of at their next poll.
CREATE FUNCTION scheduler.notify_schedule_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('job_schedule_changes', TG_ARGV[0]);
  RETURN NULL;
END;
$$;

CREATE TRIGGER canaries_schedule_change AFTER INSERT OR UPDATE OF spec, schedule, deleted_at, agent_id ON canaries
FOR EACH STATEMENT EXECUTE FUNCTION scheduler.notify_schedule_change('canary');
