-- Playbooks, their runs, the actions of a run, and approvals.

CREATE TABLE playbooks (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  namespace text,
  name text NOT NULL,
  title text,
  icon text,
  description text,
  category text,
  spec jsonb NOT NULL,
  source text NOT NULL DEFAULT 'UI',
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

-- status: scheduled, pending_approval, pending, running, sleeping, retrying, waiting, completed,
-- failed, cancelled, timed_out.
CREATE TABLE playbook_runs (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  playbook_id uuid NOT NULL REFERENCES playbooks (id) ON DELETE CASCADE,
  -- the playbook spec as it was when the run started
  spec jsonb,
  status text NOT NULL DEFAULT 'scheduled',
  created_at timestamptz NOT NULL DEFAULT now(),
  start_time timestamptz,
  scheduled_time timestamptz NOT NULL DEFAULT now(),
  end_time timestamptz,
  -- milliseconds; 30 minutes unless the spec says otherwise
  timeout bigint NOT NULL DEFAULT 1800000,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  parameters jsonb,
  request jsonb,
  config_id uuid REFERENCES config_items (id) ON DELETE SET NULL,
  check_id uuid REFERENCES checks (id) ON DELETE SET NULL,
  component_id uuid REFERENCES components (id) ON DELETE SET NULL,
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  parent_id uuid REFERENCES playbook_runs (id) ON DELETE SET NULL,
  error text,
  updated_at timestamptz DEFAULT now()
);
CREATE INDEX playbook_runs_playbook_id_idx ON playbook_runs (playbook_id);
CREATE INDEX playbook_runs_status_scheduled_time_idx ON playbook_runs (status, scheduled_time);

-- status: scheduled, running, sleeping, waiting, retrying, skipped, completed, failed.
CREATE TABLE playbook_run_actions (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  name text NOT NULL,
  status text NOT NULL DEFAULT 'scheduled',
  retry_count integer NOT NULL DEFAULT 0,
  playbook_run_id uuid NOT NULL REFERENCES playbook_runs (id) ON DELETE CASCADE,
  start_time timestamptz,
  scheduled_time timestamptz NOT NULL DEFAULT now(),
  end_time timestamptz,
  -- {stdout, stderr, logs, ...}
  result jsonb,
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  error text
);
CREATE INDEX playbook_run_actions_playbook_run_id_idx ON playbook_run_actions (playbook_run_id);

-- One row per approval given; exactly one of person_id or team_id says who approved.
CREATE TABLE playbook_approvals (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  run_id uuid NOT NULL REFERENCES playbook_runs (id) ON DELETE CASCADE,
  person_id uuid REFERENCES people (id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(person_id, team_id) = 1),
  UNIQUE NULLS NOT DISTINCT (run_id, person_id, team_id)
);
