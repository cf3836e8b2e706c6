-- Topology: topologies (definitions) and the components they build, with their links to checks,
-- configs, other components and teams.

CREATE TABLE topologies (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  labels jsonb,
  spec jsonb,
  schedule text,
  source text,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE components (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  topology_id uuid REFERENCES topologies (id) ON DELETE CASCADE,
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  parent_id uuid REFERENCES components (id) ON DELETE CASCADE,
  -- dot-joined ids of the ancestors, root first; '' for a root (kept by trigger)
  path text NOT NULL DEFAULT '',
  external_id text,
  name text NOT NULL,
  text text,
  type text,
  namespace text,
  status text NOT NULL DEFAULT 'unknown',
  status_reason text,
  health text,
  description text,
  icon text,
  owner text,
  tooltip text,
  lifecycle text,
  labels jsonb,
  hidden boolean NOT NULL DEFAULT false,
  log_selectors jsonb,
  properties jsonb,
  summary jsonb,
  is_leaf boolean NOT NULL DEFAULT false,
  cost_per_minute numeric(16, 4),
  cost_total_1d numeric(16, 4),
  cost_total_7d numeric(16, 4),
  cost_total_30d numeric(16, 4),
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  -- root components (parent_id NULL) are unique too
  UNIQUE NULLS NOT DISTINCT (topology_id, type, name, parent_id)
);
CREATE INDEX components_parent_id_idx ON components (parent_id);

CREATE TABLE component_relationships (
  component_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  relationship_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  selector_id text,
  relationship_path text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE NULLS NOT DISTINCT (component_id, relationship_id, selector_id)
);

CREATE TABLE check_component_relationships (
  component_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  check_id uuid NOT NULL REFERENCES checks (id) ON DELETE CASCADE,
  canary_id uuid REFERENCES canaries (id) ON DELETE CASCADE,
  selector_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE NULLS NOT DISTINCT (component_id, check_id, canary_id, selector_id)
);
CREATE INDEX check_component_relationships_check_id_idx ON check_component_relationships (check_id);

-- selector_id 'manual' marks a link a user made (and may remove) in the catalog or topology.
CREATE TABLE config_component_relationships (
  component_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  config_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  selector_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (component_id, config_id)
);
CREATE INDEX config_component_relationships_config_id_idx ON config_component_relationships (config_id);

CREATE TABLE team_components (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  component_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  role text,
  selector_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE NULLS NOT DISTINCT (team_id, component_id, selector_id)
);
