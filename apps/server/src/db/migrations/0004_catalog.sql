-- Catalog: scrapers, configuration items, their changes, analysis and relationships.

CREATE TABLE config_scrapers (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  name text NOT NULL,
  namespace text,
  description text,
  spec jsonb NOT NULL,
  source text,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE config_items (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  scraper_id uuid REFERENCES config_scrapers (id),
  config_class text NOT NULL,
  -- Provider::Kind, e.g. Kubernetes::Pod
  type text NOT NULL,
  name text,
  description text,
  external_id text[],
  config jsonb,
  source text,
  labels jsonb,
  tags jsonb,
  properties jsonb,
  parent_id uuid REFERENCES config_items (id),
  -- dot-joined ids of the ancestors, root first; '' for a root (kept by trigger)
  path text NOT NULL DEFAULT '',
  status text,
  health text,
  ready boolean,
  icon text,
  cost_per_minute numeric(16, 4),
  cost_total_1d numeric(16, 4),
  cost_total_7d numeric(16, 4),
  cost_total_30d numeric(16, 4),
  last_scraped_time timestamptz,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  delete_reason text
);
CREATE INDEX config_items_scraper_id_idx ON config_items (scraper_id);
CREATE INDEX config_items_parent_id_idx ON config_items (parent_id);
CREATE INDEX config_items_type_idx ON config_items (type);
CREATE INDEX config_items_external_id_idx ON config_items USING gin (external_id);

CREATE TABLE config_changes (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  config_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  external_change_id text,
  change_type text NOT NULL,
  severity text,
  source text,
  summary text,
  patches jsonb,
  diff text,
  details jsonb,
  tags jsonb,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  external_created_by text,
  -- when the change was last seen; first_observed keeps the first sighting
  created_at timestamptz NOT NULL DEFAULT now(),
  count integer NOT NULL DEFAULT 1,
  fingerprint text,
  first_observed timestamptz,
  -- changes without an external id are never merged (NULLs are distinct here)
  UNIQUE (config_id, external_change_id)
);
CREATE INDEX config_changes_created_at_idx ON config_changes (created_at);

CREATE TABLE config_analysis (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  config_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  scraper_id uuid REFERENCES config_scrapers (id),
  analyzer text NOT NULL,
  analysis_type text,
  severity text,
  summary text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'silenced')),
  message text,
  analysis jsonb,
  source text,
  first_observed timestamptz NOT NULL DEFAULT now(),
  last_observed timestamptz DEFAULT now(),
  created_by uuid REFERENCES people (id) ON DELETE SET NULL
);
CREATE INDEX config_analysis_config_id_idx ON config_analysis (config_id);

-- Directed edge config_id -> related_id. relation 'hard' is a parent -> child edge (kept in step
-- with config_items.parent_id by trigger); every other relation value is a soft link.
CREATE TABLE config_relationships (
  config_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  related_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  relation text NOT NULL,
  selector_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (config_id, related_id, relation)
);
CREATE INDEX config_relationships_related_id_idx ON config_relationships (related_id);

CREATE TABLE check_config_relationships (
  check_id uuid NOT NULL REFERENCES checks (id) ON DELETE CASCADE,
  config_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  canary_id uuid REFERENCES canaries (id) ON DELETE CASCADE,
  selector_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE NULLS NOT DISTINCT (check_id, config_id, selector_id)
);
CREATE INDEX check_config_relationships_config_id_idx ON check_config_relationships (config_id);
