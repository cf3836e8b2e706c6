-- People, teams, identities, roles, access tokens and agents.
--
-- Conventions for every table in this schema:
--   * uuid ids default to uuid_generate_v7() (time-ordered);
--   * constraint names are the ones PostgreSQL picks (<table>_pkey, <table>_<column>_fkey,
--     <table>_<columns>_key): the data API lets clients name them in embeds;
--   * created_by references the person who made the row and becomes NULL when that person is
--     deleted, so deleting a person never fails because of the rows they created;
--   * agent_id is NOT NULL and defaults to the all-zero id, the local agent.

CREATE TABLE people (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  name text NOT NULL,
  email text UNIQUE,
  avatar text,
  -- NULL for humans; 'agent' for the person behind a remote agent; 'access_token' for a token's owner
  type text CHECK (type IN ('agent', 'access_token')),
  external_id text,
  properties jsonb,
  last_login timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  name text NOT NULL UNIQUE,
  icon text,
  spec jsonb,
  source text,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE team_members (
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, person_id)
);
CREATE INDEX team_members_person_id_idx ON team_members (person_id);

-- Identity records of the sign-in flows. The identity id IS the person id.
CREATE TABLE identities (
  id uuid PRIMARY KEY REFERENCES people (id) ON DELETE CASCADE,
  schema_id text NOT NULL DEFAULT 'default',
  -- {name: {first, last}, email}
  traits jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'inactive')),
  state_changed_at timestamptz DEFAULT now(),
  metadata_public jsonb,
  metadata_admin jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now()
);

-- Role grants (admin, editor, viewer, commander, responder, agent); read through view people_roles.
CREATE TABLE person_roles (
  person_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  role text NOT NULL,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (person_id, role)
);

CREATE TABLE access_tokens (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  name text NOT NULL,
  person_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  -- argon2id hash of the token, never the token itself
  value text NOT NULL,
  scope jsonb,
  expires_at timestamptz,
  last_used_at timestamptz,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_tokens_person_id_idx ON access_tokens (person_id);

CREATE TABLE agents (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  name text NOT NULL UNIQUE,
  description text,
  hostname text,
  version text,
  -- labels the agent adds to every resource it creates
  properties jsonb,
  -- set together with deleted_at: also soft-delete what the agent created (see the triggers)
  cleanup boolean NOT NULL DEFAULT false,
  -- the person (type 'agent') the agent authenticates as
  person_id uuid REFERENCES people (id) ON DELETE SET NULL,
  last_seen timestamptz,
  last_received timestamptz,
  created_by uuid REFERENCES people (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);
