-- Access control: what a permission row is about, lookups the authentication of every request
-- needs, the caller as the default author of rows, and the guard for locally defined properties.

-- The RBAC resource a person's or a team's permission grants or denies ('*' = every resource).
-- Rows about a component, config, check, canary, playbook or connection leave it NULL.
ALTER TABLE permissions ADD COLUMN object text CHECK (object IS NULL OR object IN (
  '*', 'database', 'rbac', 'auth', 'responder', 'incident', 'evidences', 'comments', 'canaries',
  'topologies', 'config_scrapers', 'identities', 'connections', 'kratos', 'agents', 'properties',
  'logging_backends', 'integrations', 'notifications', 'playbooks', 'playbook_runs'
));
CREATE INDEX permissions_person_id_idx ON permissions (person_id) WHERE person_id IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX permissions_team_id_idx ON permissions (team_id) WHERE team_id IS NOT NULL AND deleted_at IS NULL;

-- An agent authenticates as its own person; each such person belongs to one agent.
CREATE UNIQUE INDEX agents_person_id_key ON agents (person_id) WHERE person_id IS NOT NULL;

-- Rows written through the data API name the caller as their author unless the client says otherwise
-- (the access layer sets request.person_id for every request's transaction).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.table_name
    FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND c.column_name = 'created_by' AND c.data_type = 'uuid'
      AND c.column_default IS NULL AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ALTER COLUMN created_by SET DEFAULT current_person_id()', t.table_name);
  END LOOP;
END;
$$;

-- Properties defined in the server's properties file or environment cannot be changed through the
-- database: the access layer names them in request.local_properties (a JSON array) for writes.
CREATE FUNCTION properties_refuse_local() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  local_names jsonb := coalesce(nullif(current_setting('request.local_properties', true), ''), '[]')::jsonb;
  touched text;
BEGIN
  -- Bookkeeping such as created_by becoming NULL when its author is deleted is not an edit.
  IF TG_OP = 'UPDATE' AND (NEW.name, NEW.value, NEW.description) IS NOT DISTINCT FROM (OLD.name, OLD.value, OLD.description) THEN
    RETURN NEW;
  END IF;
  FOREACH touched IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.name END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.name END
  ] LOOP
    IF touched IS NOT NULL AND local_names ? touched THEN
      RAISE EXCEPTION 'Cannot edit local feature flags: % is set in the server''s configuration', touched
        USING HINT = 'Change it in the properties file or the PROPERTIES environment variable of the server.';
    END IF;
  END LOOP;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;

CREATE TRIGGER properties_refuse_local BEFORE INSERT OR UPDATE OR DELETE ON properties
FOR EACH ROW EXECUTE FUNCTION properties_refuse_local();
