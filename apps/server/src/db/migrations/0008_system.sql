-- System: connections, log backends, settings, notifications, the event queue, job history and
-- permissions.

-- Secrets are stored as written; the API layer masks them on the way out.
CREATE TABLE connections (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  type text NOT NULL,
  url text,
  username text,
  password text,
  certificate text,
  -- type-specific fields (domain, region, profile, bucket, ...)
  properties jsonb,
  insecure_tls boolean NOT NULL DEFAULT false,
  source text,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (name, namespace)
);

CREATE TABLE logging_backends (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  name text NOT NULL,
  namespace text,
  labels jsonb,
  spec jsonb,
  source text,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

-- Feature flags and settings ('<feature>.disable' = 'true' turns a feature off).
CREATE TABLE properties (
  name text PRIMARY KEY,
  value text NOT NULL,
  description text,
  source text,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now()
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  name text,
  namespace text,
  events text[] NOT NULL,
  filter text,
  title text,
  template text,
  properties jsonb,
  person_id uuid REFERENCES people (id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams (id) ON DELETE CASCADE,
  -- [{connection, name, ...}] for recipients that are neither a person nor a team
  custom_services jsonb,
  -- e.g. '1h'; NULL sends every time
  repeat_interval text,
  source text,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE notification_silences (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  namespace text,
  description text,
  "from" timestamptz NOT NULL DEFAULT now(),
  until timestamptz NOT NULL,
  -- also silences the children of the resource
  recursive boolean NOT NULL DEFAULT false,
  filter text,
  config_id uuid REFERENCES config_items (id) ON DELETE CASCADE,
  check_id uuid REFERENCES checks (id) ON DELETE CASCADE,
  canary_id uuid REFERENCES canaries (id) ON DELETE CASCADE,
  component_id uuid REFERENCES components (id) ON DELETE CASCADE,
  source text,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

-- status: sent, error, silenced, repeat-interval, skipped, pending, ... ; identical outcomes are
-- folded into one row whose count grows (first_observed keeps the first one).
CREATE TABLE notification_send_history (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  notification_id uuid NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  status text NOT NULL,
  source_event text,
  resource_id uuid,
  person_id uuid REFERENCES people (id) ON DELETE SET NULL,
  silenced_by uuid REFERENCES notification_silences (id) ON DELETE SET NULL,
  body text,
  error text,
  duration_millis integer,
  count integer NOT NULL DEFAULT 1,
  first_observed timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_send_history_notification_id_idx ON notification_send_history (notification_id);

-- Work for the event consumers. event_id is the id of the row the event is about. A producer
-- re-enqueuing the same (name, event_id) resets attempts and error (INSERT .. ON CONFLICT).
CREATE TABLE event_queue (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  name text NOT NULL,
  event_id uuid NOT NULL,
  properties jsonb,
  error text,
  -- seconds to wait after created_at before the first attempt
  delay integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_attempt timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  priority integer NOT NULL DEFAULT 0,
  UNIQUE (name, event_id)
);
CREATE INDEX event_queue_created_at_idx ON event_queue (created_at);

CREATE TABLE job_history (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  name text NOT NULL,
  -- canary, check, topology, config_scraper, logging_backend, playbook, ...
  resource_type text,
  -- text, because some jobs are about things that have no uuid
  resource_id text,
  status text NOT NULL CHECK (status IN ('RUNNING', 'SUCCESS', 'WARNING', 'FAILED', 'STALE', 'SKIPPED')),
  success_count integer NOT NULL DEFAULT 0,
  error_count integer NOT NULL DEFAULT 0,
  details jsonb,
  hostname text,
  duration_millis integer,
  time_start timestamptz NOT NULL DEFAULT now(),
  time_end timestamptz,
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_history_resource_id_time_start_idx ON job_history (resource_id, time_start);
CREATE INDEX job_history_name_time_start_idx ON job_history (name, time_start);

-- A permission has exactly one subject.
CREATE TABLE permissions (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  name text,
  namespace text,
  description text,
  action text NOT NULL,
  deny boolean NOT NULL DEFAULT false,
  person_id uuid REFERENCES people (id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams (id) ON DELETE CASCADE,
  component_id uuid REFERENCES components (id) ON DELETE CASCADE,
  config_id uuid REFERENCES config_items (id) ON DELETE CASCADE,
  check_id uuid REFERENCES checks (id) ON DELETE CASCADE,
  canary_id uuid REFERENCES canaries (id) ON DELETE CASCADE,
  playbook_id uuid REFERENCES playbooks (id) ON DELETE CASCADE,
  connection_id uuid REFERENCES connections (id) ON DELETE CASCADE,
  until timestamptz,
  source text,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  CHECK (num_nonnulls(person_id, team_id, component_id, config_id, check_id, canary_id, playbook_id, connection_id) = 1)
);
