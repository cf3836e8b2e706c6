-- The playbook run engine (decision 0061): a run is claimed by one engine with a lease it renews
-- while the run's actions execute; a run whose lease passed (its engine died) is claimed again.
ALTER TABLE playbook_runs
  ADD COLUMN claimed_by text,
  ADD COLUMN lease_until timestamptz;

-- Due runs (scheduled, sleeping or retrying, by scheduled_time) are found through
-- playbook_runs_status_scheduled_time_idx; running runs by when their lease passes.
CREATE INDEX playbook_runs_running_lease_idx ON playbook_runs (lease_until) WHERE status = 'running';

-- Actions waiting for their time (sleeping, retrying): few at any moment; the engine cancels those
-- of runs cancelled meanwhile.
CREATE INDEX playbook_run_actions_waiting_idx ON playbook_run_actions (playbook_run_id) WHERE status IN ('scheduled', 'sleeping', 'retrying');

-- Files an action left behind (an exec action's `artifacts`), downloadable from the run's detail.
CREATE TABLE artifacts (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  playbook_run_action_id uuid NOT NULL REFERENCES playbook_run_actions (id) ON DELETE CASCADE,
  path text NOT NULL,
  content_type text NOT NULL DEFAULT 'application/octet-stream',
  content bytea NOT NULL,
  size bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX artifacts_playbook_run_action_id_idx ON artifacts (playbook_run_action_id);

-- Engines wake as soon as a run becomes due now (created, approved, re-run); later ones are polled.
CREATE FUNCTION notify_playbook_run_due() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'scheduled' AND NEW.scheduled_time <= now() THEN
    PERFORM pg_notify('playbook_run_updates', NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER playbook_runs_notify_due
  AFTER INSERT OR UPDATE OF status, scheduled_time ON playbook_runs
  FOR EACH ROW EXECUTE FUNCTION notify_playbook_run_due();
