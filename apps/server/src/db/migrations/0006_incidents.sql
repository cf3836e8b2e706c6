-- Incidents: rules that open them, the incident itself, its hypothesis tree with evidence and
-- comments, responders, and the history the triggers write.

CREATE TABLE incident_rules (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  name text NOT NULL,
  spec jsonb,
  source text,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

-- Display ids INC-1, INC-2, ...
CREATE SEQUENCE incident_id_sequence START 1;

CREATE TABLE incidents (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  incident_id text NOT NULL UNIQUE DEFAULT 'INC-' || nextval('incident_id_sequence'),
  title text NOT NULL,
  description text,
  type text NOT NULL DEFAULT 'availability',
  status text NOT NULL DEFAULT 'open',
  severity text NOT NULL DEFAULT 'low',
  commander_id uuid REFERENCES people (id) ON DELETE SET NULL,
  communicator_id uuid REFERENCES people (id) ON DELETE SET NULL,
  incident_rule_id uuid REFERENCES incident_rules (id) ON DELETE SET NULL,
  acknowledged timestamptz,
  resolved timestamptz,
  closed timestamptz,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);
ALTER SEQUENCE incident_id_sequence OWNED BY incidents.incident_id;

CREATE TABLE hypotheses (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES hypotheses (id) ON DELETE CASCADE,
  -- root, factor, solution
  type text NOT NULL DEFAULT 'root',
  title text,
  -- proven, likely, possible, unlikely, improbable, disproven
  status text NOT NULL DEFAULT 'possible',
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now()
);
CREATE INDEX hypotheses_incident_id_idx ON hypotheses (incident_id);

CREATE TABLE responders (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  -- 'person', or the kind of team responder (email, jira, ms_planner, ...)
  type text NOT NULL,
  person_id uuid REFERENCES people (id) ON DELETE SET NULL,
  team_id uuid REFERENCES teams (id) ON DELETE SET NULL,
  external_id text,
  properties jsonb,
  acknowledge_time timestamptz,
  signoff_time timestamptz,
  close_time timestamptz,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX responders_incident_id_idx ON responders (incident_id);

CREATE TABLE comments (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  hypothesis_id uuid REFERENCES hypotheses (id) ON DELETE CASCADE,
  responder_id uuid REFERENCES responders (id) ON DELETE SET NULL,
  comment text NOT NULL,
  external_id text,
  external_created_by text,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now()
);
CREATE INDEX comments_incident_id_idx ON comments (incident_id);

-- Evidence points at what it is about; the subject may be removed later (retention), so those
-- references become NULL instead of blocking the delete.
CREATE TABLE evidences (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  hypothesis_id uuid NOT NULL REFERENCES hypotheses (id) ON DELETE CASCADE,
  config_id uuid REFERENCES config_items (id) ON DELETE SET NULL,
  config_change_id uuid REFERENCES config_changes (id) ON DELETE SET NULL,
  config_analysis_id uuid REFERENCES config_analysis (id) ON DELETE SET NULL,
  component_id uuid REFERENCES components (id) ON DELETE SET NULL,
  check_id uuid REFERENCES checks (id) ON DELETE SET NULL,
  -- log, config, topology, check, config_analysis, config_change, comment
  type text NOT NULL,
  description text,
  evidence jsonb,
  properties jsonb,
  definition_of_done boolean NOT NULL DEFAULT false,
  done boolean NOT NULL DEFAULT false,
  script text,
  script_result text,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now()
);
CREATE INDEX evidences_hypothesis_id_idx ON evidences (hypothesis_id);
CREATE INDEX evidences_component_id_idx ON evidences (component_id);
CREATE INDEX evidences_config_id_idx ON evidences (config_id);

-- The incident's changelog. Rows come from triggers; see the history triggers for the types.
CREATE TABLE incident_histories (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  type text NOT NULL,
  description text,
  hypothesis_id uuid REFERENCES hypotheses (id) ON DELETE SET NULL,
  evidence_id uuid REFERENCES evidences (id) ON DELETE SET NULL,
  responder_id uuid REFERENCES responders (id) ON DELETE SET NULL,
  comment_id uuid REFERENCES comments (id) ON DELETE SET NULL,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now()
);
CREATE INDEX incident_histories_incident_id_idx ON incident_histories (incident_id);
