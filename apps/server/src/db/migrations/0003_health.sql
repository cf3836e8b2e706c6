-- Health: canaries (check definitions), checks, their results and hourly/daily rollups.

CREATE TABLE canaries (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  labels jsonb,
  spec jsonb NOT NULL,
  schedule text,
  source text,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  -- a NULL source is one value here, so an upsert of a sourceless canary finds its row
  UNIQUE NULLS NOT DISTINCT (agent_id, name, namespace, source)
);

CREATE TABLE checks (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  canary_id uuid NOT NULL REFERENCES canaries (id) ON DELETE CASCADE,
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  type text NOT NULL,
  name text NOT NULL,
  namespace text,
  description text,
  icon text,
  -- the address the check probes (url, host, endpoint...), shown in lists and search
  endpoint text,
  spec jsonb,
  labels jsonb,
  owner text,
  severity text,
  status text CHECK (status IN ('healthy', 'unhealthy')),
  last_runtime timestamptz,
  last_transition_time timestamptz,
  next_runtime timestamptz,
  silenced_at timestamptz,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (canary_id, type, name, agent_id)
);

CREATE TABLE check_statuses (
  check_id uuid NOT NULL REFERENCES checks (id) ON DELETE CASCADE,
  time timestamptz NOT NULL,
  -- milliseconds
  duration integer,
  status boolean NOT NULL,
  invalid boolean NOT NULL DEFAULT false,
  message text,
  error text,
  details jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (check_id, time)
);
CREATE INDEX check_statuses_time_idx ON check_statuses (time);

-- Rollups: created_at is the start of the bucket; duration is the mean in milliseconds.
CREATE TABLE check_statuses_1h (
  check_id uuid NOT NULL REFERENCES checks (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  duration integer,
  total integer NOT NULL DEFAULT 0,
  passed integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  PRIMARY KEY (check_id, created_at)
);

CREATE TABLE check_statuses_1d (
  check_id uuid NOT NULL REFERENCES checks (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  duration integer,
  total integer NOT NULL DEFAULT 0,
  passed integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  PRIMARY KEY (check_id, created_at)
);
