-- Triggers: they keep derived data right whether a row is written by a service or through the
-- data API.
--
-- Event queue names produced here (event_id = id of the row the event is about):
--   check.passed, check.failed           checks.status changed to healthy / unhealthy (updates only:
--                                        a check is created without a result and gets one by update)
--   config.<health>                      config_items.health changed (config.healthy,
--                                        config.unhealthy, config.warning, config.unknown for NULL)
--   component.status.<status>            components.status changed
--   incident.created                     incidents insert
--   incident.status.<status>             incidents.status changed
--   incident.responder.added             responders insert
--   incident.responder.removed           responders soft delete (deleted_at set)
--   incident.comment.added               comments insert
--   incident.dod.evidence.added          evidence becomes part of the definition of done
--   playbook.approval.inserted           playbook_approvals insert
--
-- incident_histories types written here:
--   incident.created, incident.status_updated, incident.severity_updated,
--   incident.commander_updated, responder.created, responder.removed, responder.commented,
--   hypothesis.created, hypothesis.status_updated, evidence.created, evidence.done_definition_added
-- A history row's created_by is the row's own created_by for inserts; for updates (and as a
-- fallback) it is the person the writer names with SET LOCAL request.person_id = '<uuid>'.
--
-- Soft-delete cascades (setting deleted_at; the cascaded rows get the same timestamp):
--   canaries        -> their checks
--   checks          -> check_component_relationships, check_config_relationships
--   config_items    -> config_relationships (either end), config_component_relationships,
--                      check_config_relationships
--   topologies      -> their components
--   components      -> child components, component_relationships (either end),
--                      config_component_relationships, check_component_relationships
--   agents, only when cleanup is true -> canaries, checks, config_scrapers, config_items,
--                      topologies, components, logging_backends with that agent_id
--   Deleting a config scraper keeps its items (they go stale on their own); playbooks, teams and
--   notifications do not cascade. Clearing deleted_at restores nothing.

-- ---------------------------------------------------------------------------------------------
-- Helpers

-- The person named by the writer of the current transaction, if any.
CREATE FUNCTION current_person_id() RETURNS uuid
LANGUAGE sql STABLE AS $$
  SELECT try_uuid(nullif(current_setting('request.person_id', true), ''))
$$;

-- Adds an event, or re-arms an existing (name, event_id): attempts and error are reset.
CREATE FUNCTION enqueue_event(name text, event_id uuid, properties jsonb DEFAULT NULL, priority integer DEFAULT 0)
RETURNS void
LANGUAGE sql AS $$
  INSERT INTO event_queue AS q (name, event_id, properties, priority)
  VALUES (enqueue_event.name, enqueue_event.event_id, enqueue_event.properties, enqueue_event.priority)
  ON CONFLICT (name, event_id) DO UPDATE
    SET attempts = 0,
        error = NULL,
        last_attempt = NULL,
        created_at = now(),
        properties = EXCLUDED.properties,
        priority = EXCLUDED.priority
$$;

CREATE FUNCTION add_incident_history(
  incident_id uuid,
  type text,
  description text,
  created_by uuid,
  hypothesis_id uuid DEFAULT NULL,
  evidence_id uuid DEFAULT NULL,
  responder_id uuid DEFAULT NULL,
  comment_id uuid DEFAULT NULL
) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO incident_histories (incident_id, type, description, created_by, hypothesis_id, evidence_id, responder_id, comment_id)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
$$;

-- ---------------------------------------------------------------------------------------------
-- updated_at on every table that has one (unless the writer sets it itself)

CREATE FUNCTION set_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;

DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.table_name
    FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND c.column_name = 'updated_at' AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION set_updated_at()',
      t.table_name || '_updated_at', t.table_name);
  END LOOP;
END;
$$;

-- ---------------------------------------------------------------------------------------------
-- Event queue wake-up: consumers LISTEN on event_queue_updates (payload: event name)

CREATE FUNCTION notify_event_queue() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (NEW.attempts = 0 AND OLD.attempts <> 0) THEN
    PERFORM pg_notify('event_queue_updates', NEW.name);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER event_queue_notify AFTER INSERT OR UPDATE ON event_queue
FOR EACH ROW EXECUTE FUNCTION notify_event_queue();

-- ---------------------------------------------------------------------------------------------
-- Health

CREATE FUNCTION checks_status_transition() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status IS NOT NULL AND NEW.last_transition_time IS NULL THEN
      NEW.last_transition_time := now();
    END IF;
  ELSIF NEW.status IS DISTINCT FROM OLD.status
    AND NEW.last_transition_time IS NOT DISTINCT FROM OLD.last_transition_time THEN
    NEW.last_transition_time := now();
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER checks_status_transition BEFORE INSERT OR UPDATE ON checks
FOR EACH ROW EXECUTE FUNCTION checks_status_transition();

CREATE FUNCTION checks_status_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enqueue_event(
    CASE NEW.status WHEN 'healthy' THEN 'check.passed' ELSE 'check.failed' END,
    NEW.id,
    jsonb_build_object('id', NEW.id, 'canary_id', NEW.canary_id, 'status', NEW.status,
      'previous_status', OLD.status, 'last_runtime', NEW.last_runtime));
  RETURN NULL;
END;
$$;

CREATE TRIGGER checks_status_event AFTER UPDATE OF status ON checks
FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status AND NEW.status IS NOT NULL AND NEW.deleted_at IS NULL)
EXECUTE FUNCTION checks_status_event();

-- ---------------------------------------------------------------------------------------------
-- Catalog and topology: paths, hard relationships, health events

-- path = dot-joined ancestor ids, root first, '' for a root. A parent that would close a loop is
-- refused. Descendants follow when an item moves.
CREATE FUNCTION maintain_path() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  parent_path text;
BEGIN
  IF NEW.parent_id IS NULL THEN
    NEW.path := '';
    RETURN NEW;
  END IF;
  IF NEW.parent_id = NEW.id THEN
    RAISE EXCEPTION '% % cannot be its own parent', TG_TABLE_NAME, NEW.id USING ERRCODE = 'check_violation';
  END IF;
  EXECUTE format('SELECT path FROM %I WHERE id = $1', TG_TABLE_NAME) INTO parent_path USING NEW.parent_id;
  IF ('.' || coalesce(parent_path, '') || '.') LIKE '%.' || NEW.id::text || '.%' THEN
    RAISE EXCEPTION '% % cannot be placed under its own descendant %', TG_TABLE_NAME, NEW.id, NEW.parent_id
      USING ERRCODE = 'check_violation';
  END IF;
  NEW.path := CASE WHEN coalesce(parent_path, '') = '' THEN NEW.parent_id::text
                   ELSE parent_path || '.' || NEW.parent_id::text END;
  RETURN NEW;
END;
$$;

CREATE FUNCTION cascade_path() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- children recompute their own path in maintain_path
  EXECUTE format('UPDATE %I SET path = $1 WHERE parent_id = $2', TG_TABLE_NAME) USING NEW.path, NEW.id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER config_items_path BEFORE INSERT OR UPDATE OF parent_id, path ON config_items
FOR EACH ROW EXECUTE FUNCTION maintain_path();
CREATE TRIGGER config_items_path_cascade AFTER UPDATE OF parent_id, path ON config_items
FOR EACH ROW WHEN (NEW.path IS DISTINCT FROM OLD.path)
EXECUTE FUNCTION cascade_path();

CREATE TRIGGER components_path BEFORE INSERT OR UPDATE OF parent_id, path ON components
FOR EACH ROW EXECUTE FUNCTION maintain_path();
CREATE TRIGGER components_path_cascade AFTER UPDATE OF parent_id, path ON components
FOR EACH ROW WHEN (NEW.path IS DISTINCT FROM OLD.path)
EXECUTE FUNCTION cascade_path();

-- A parent_id is always mirrored by a 'hard' relationship parent -> child; moving an item
-- soft-deletes the relationship to its former parent.
CREATE FUNCTION config_items_parent_relationship() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.parent_id IS NOT NULL AND OLD.parent_id IS DISTINCT FROM NEW.parent_id THEN
    UPDATE config_relationships SET deleted_at = now()
    WHERE config_id = OLD.parent_id AND related_id = NEW.id AND relation = 'hard' AND deleted_at IS NULL;
  END IF;
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO config_relationships (config_id, related_id, relation)
    VALUES (NEW.parent_id, NEW.id, 'hard')
    ON CONFLICT (config_id, related_id, relation) DO UPDATE SET deleted_at = NULL
      WHERE config_relationships.deleted_at IS NOT NULL;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER config_items_parent_relationship AFTER INSERT OR UPDATE OF parent_id ON config_items
FOR EACH ROW WHEN (NEW.deleted_at IS NULL)
EXECUTE FUNCTION config_items_parent_relationship();

CREATE FUNCTION config_items_health_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enqueue_event(
    'config.' || coalesce(NEW.health, 'unknown'),
    NEW.id,
    jsonb_build_object('id', NEW.id, 'type', NEW.type, 'name', NEW.name, 'health', NEW.health,
      'previous_health', OLD.health, 'status', NEW.status));
  RETURN NULL;
END;
$$;

CREATE TRIGGER config_items_health_event AFTER UPDATE OF health ON config_items
FOR EACH ROW WHEN (NEW.health IS DISTINCT FROM OLD.health AND NEW.deleted_at IS NULL)
EXECUTE FUNCTION config_items_health_event();

-- Re-inserting a change with the same (config_id, external_change_id) updates the existing row
-- instead: count grows, created_at moves to the latest sighting, first_observed stays, and the
-- new summary/details replace the old ones. The INSERT then reports no row.
CREATE FUNCTION config_changes_merge() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.first_observed := coalesce(NEW.first_observed, NEW.created_at);
  IF NEW.external_change_id IS NOT NULL THEN
    UPDATE config_changes c SET
      count = c.count + coalesce(NEW.count, 1),
      created_at = greatest(c.created_at, NEW.created_at),
      change_type = NEW.change_type,
      severity = coalesce(NEW.severity, c.severity),
      source = coalesce(NEW.source, c.source),
      summary = coalesce(NEW.summary, c.summary),
      patches = coalesce(NEW.patches, c.patches),
      diff = coalesce(NEW.diff, c.diff),
      details = coalesce(NEW.details, c.details),
      tags = coalesce(NEW.tags, c.tags),
      fingerprint = coalesce(NEW.fingerprint, c.fingerprint),
      external_created_by = coalesce(NEW.external_created_by, c.external_created_by),
      created_by = coalesce(NEW.created_by, c.created_by)
    WHERE c.config_id = NEW.config_id AND c.external_change_id = NEW.external_change_id;
    IF FOUND THEN
      RETURN NULL;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER config_changes_merge BEFORE INSERT ON config_changes
FOR EACH ROW EXECUTE FUNCTION config_changes_merge();

CREATE FUNCTION components_status_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enqueue_event(
    'component.status.' || NEW.status,
    NEW.id,
    jsonb_build_object('id', NEW.id, 'name', NEW.name, 'type', NEW.type, 'status', NEW.status,
      'previous_status', OLD.status, 'status_reason', NEW.status_reason));
  RETURN NULL;
END;
$$;

CREATE TRIGGER components_status_event AFTER UPDATE OF status ON components
FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status AND NEW.deleted_at IS NULL)
EXECUTE FUNCTION components_status_event();

-- ---------------------------------------------------------------------------------------------
-- Soft-delete cascades (see the list at the top)

CREATE FUNCTION soft_delete_cascade() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  at timestamptz := NEW.deleted_at;
BEGIN
  CASE TG_TABLE_NAME
  WHEN 'canaries' THEN
    UPDATE checks SET deleted_at = at WHERE canary_id = NEW.id AND deleted_at IS NULL;
  WHEN 'checks' THEN
    UPDATE check_component_relationships SET deleted_at = at WHERE check_id = NEW.id AND deleted_at IS NULL;
    UPDATE check_config_relationships SET deleted_at = at WHERE check_id = NEW.id AND deleted_at IS NULL;
  WHEN 'config_items' THEN
    UPDATE config_relationships SET deleted_at = at
    WHERE (config_id = NEW.id OR related_id = NEW.id) AND deleted_at IS NULL;
    UPDATE config_component_relationships SET deleted_at = at WHERE config_id = NEW.id AND deleted_at IS NULL;
    UPDATE check_config_relationships SET deleted_at = at WHERE config_id = NEW.id AND deleted_at IS NULL;
  WHEN 'topologies' THEN
    UPDATE components SET deleted_at = at WHERE topology_id = NEW.id AND deleted_at IS NULL;
  WHEN 'components' THEN
    UPDATE components SET deleted_at = at WHERE parent_id = NEW.id AND deleted_at IS NULL;
    UPDATE component_relationships SET deleted_at = at
    WHERE (component_id = NEW.id OR relationship_id = NEW.id) AND deleted_at IS NULL;
    UPDATE config_component_relationships SET deleted_at = at WHERE component_id = NEW.id AND deleted_at IS NULL;
    UPDATE check_component_relationships SET deleted_at = at WHERE component_id = NEW.id AND deleted_at IS NULL;
  WHEN 'agents' THEN
    IF NEW.cleanup THEN
      UPDATE canaries SET deleted_at = at WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE checks SET deleted_at = at WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE config_scrapers SET deleted_at = at WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE config_items SET deleted_at = at, delete_reason = coalesce(delete_reason, 'agent deleted')
      WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE topologies SET deleted_at = at WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE components SET deleted_at = at WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE logging_backends SET deleted_at = at WHERE agent_id = NEW.id AND deleted_at IS NULL;
    END IF;
  END CASE;
  RETURN NULL;
END;
$$;

CREATE TRIGGER canaries_soft_delete AFTER UPDATE OF deleted_at ON canaries
FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
EXECUTE FUNCTION soft_delete_cascade();
CREATE TRIGGER checks_soft_delete AFTER UPDATE OF deleted_at ON checks
FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
EXECUTE FUNCTION soft_delete_cascade();
CREATE TRIGGER config_items_soft_delete AFTER UPDATE OF deleted_at ON config_items
FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
EXECUTE FUNCTION soft_delete_cascade();
CREATE TRIGGER topologies_soft_delete AFTER UPDATE OF deleted_at ON topologies
FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
EXECUTE FUNCTION soft_delete_cascade();
CREATE TRIGGER components_soft_delete AFTER UPDATE OF deleted_at ON components
FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
EXECUTE FUNCTION soft_delete_cascade();
CREATE TRIGGER agents_soft_delete AFTER UPDATE OF deleted_at ON agents
FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
EXECUTE FUNCTION soft_delete_cascade();

-- ---------------------------------------------------------------------------------------------
-- Incidents: history and events

CREATE FUNCTION incidents_history() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := current_person_id();
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_incident_history(NEW.id, 'incident.created', NEW.title, coalesce(NEW.created_by, actor));
    PERFORM enqueue_event('incident.created', NEW.id,
      jsonb_build_object('id', NEW.id, 'incident_id', NEW.incident_id, 'title', NEW.title,
        'severity', NEW.severity, 'status', NEW.status, 'type', NEW.type));
    RETURN NULL;
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM add_incident_history(NEW.id, 'incident.status_updated',
      format('Status changed from %s to %s', OLD.status, NEW.status), actor);
    PERFORM enqueue_event('incident.status.' || NEW.status, NEW.id,
      jsonb_build_object('id', NEW.id, 'status', NEW.status, 'previous_status', OLD.status));
  END IF;
  IF NEW.severity IS DISTINCT FROM OLD.severity THEN
    PERFORM add_incident_history(NEW.id, 'incident.severity_updated',
      format('Severity changed from %s to %s', OLD.severity, NEW.severity), actor);
  END IF;
  IF NEW.commander_id IS DISTINCT FROM OLD.commander_id THEN
    PERFORM add_incident_history(NEW.id, 'incident.commander_updated',
      coalesce('Commander set to ' || (SELECT p.name FROM people p WHERE p.id = NEW.commander_id), 'Commander removed'),
      actor);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER incidents_history AFTER INSERT OR UPDATE OF status, severity, commander_id ON incidents
FOR EACH ROW EXECUTE FUNCTION incidents_history();

CREATE FUNCTION responders_history() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  who text := coalesce((SELECT p.name FROM people p WHERE p.id = NEW.person_id),
                       (SELECT t.name FROM teams t WHERE t.id = NEW.team_id), NEW.type);
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_incident_history(NEW.incident_id, 'responder.created', format('%s added as responder', who),
      coalesce(NEW.created_by, current_person_id()), responder_id => NEW.id);
    PERFORM enqueue_event('incident.responder.added', NEW.id,
      jsonb_build_object('id', NEW.id, 'incident_id', NEW.incident_id, 'type', NEW.type,
        'person_id', NEW.person_id, 'team_id', NEW.team_id));
  ELSIF OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL THEN
    PERFORM add_incident_history(NEW.incident_id, 'responder.removed', format('%s removed as responder', who),
      current_person_id(), responder_id => NEW.id);
    PERFORM enqueue_event('incident.responder.removed', NEW.id,
      jsonb_build_object('id', NEW.id, 'incident_id', NEW.incident_id, 'type', NEW.type,
        'person_id', NEW.person_id, 'team_id', NEW.team_id));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER responders_history AFTER INSERT OR UPDATE OF deleted_at ON responders
FOR EACH ROW EXECUTE FUNCTION responders_history();

CREATE FUNCTION comments_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_incident_history(NEW.incident_id, 'responder.commented', left(NEW.comment, 200),
    coalesce(NEW.created_by, current_person_id()),
    hypothesis_id => NEW.hypothesis_id, responder_id => NEW.responder_id, comment_id => NEW.id);
  PERFORM enqueue_event('incident.comment.added', NEW.id,
    jsonb_build_object('id', NEW.id, 'incident_id', NEW.incident_id, 'hypothesis_id', NEW.hypothesis_id,
      'created_by', NEW.created_by));
  RETURN NULL;
END;
$$;

CREATE TRIGGER comments_history AFTER INSERT ON comments
FOR EACH ROW EXECUTE FUNCTION comments_history();

CREATE FUNCTION hypotheses_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_incident_history(NEW.incident_id, 'hypothesis.created', NEW.title,
      coalesce(NEW.created_by, current_person_id()), hypothesis_id => NEW.id);
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM add_incident_history(NEW.incident_id, 'hypothesis.status_updated',
      format('Status changed from %s to %s', OLD.status, NEW.status), current_person_id(), hypothesis_id => NEW.id);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER hypotheses_history AFTER INSERT OR UPDATE OF status ON hypotheses
FOR EACH ROW EXECUTE FUNCTION hypotheses_history();

CREATE FUNCTION evidences_history() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  incident uuid := (SELECT h.incident_id FROM hypotheses h WHERE h.id = NEW.hypothesis_id);
  actor uuid := CASE WHEN TG_OP = 'INSERT' THEN coalesce(NEW.created_by, current_person_id())
                     ELSE current_person_id() END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_incident_history(incident, 'evidence.created', NEW.description, actor,
      hypothesis_id => NEW.hypothesis_id, evidence_id => NEW.id);
  END IF;
  IF NEW.definition_of_done AND (TG_OP = 'INSERT' OR NOT OLD.definition_of_done) THEN
    PERFORM add_incident_history(incident, 'evidence.done_definition_added', NEW.description, actor,
      hypothesis_id => NEW.hypothesis_id, evidence_id => NEW.id);
    PERFORM enqueue_event('incident.dod.evidence.added', NEW.id,
      jsonb_build_object('id', NEW.id, 'incident_id', incident, 'hypothesis_id', NEW.hypothesis_id));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER evidences_history AFTER INSERT OR UPDATE OF definition_of_done ON evidences
FOR EACH ROW EXECUTE FUNCTION evidences_history();

-- ---------------------------------------------------------------------------------------------
-- Playbooks

CREATE FUNCTION playbook_approvals_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enqueue_event('playbook.approval.inserted', NEW.id,
    jsonb_build_object('id', NEW.id, 'run_id', NEW.run_id, 'person_id', NEW.person_id, 'team_id', NEW.team_id));
  RETURN NULL;
END;
$$;

CREATE TRIGGER playbook_approvals_event AFTER INSERT ON playbook_approvals
FOR EACH ROW EXECUTE FUNCTION playbook_approvals_event();
