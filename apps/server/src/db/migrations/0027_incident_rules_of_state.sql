-- Incidents: the values and moves of spec 002 §4 and spec 000 §4, enforced by the database so that
-- every path obeys them (the data API, services, seeders, rules). A refusal is a check_violation
-- (23514), which the data API answers with 400 and the message, and the statement changes nothing
-- (decision 0034).
--
-- incidents    type, severity and status among the known values; severity written as a number
--              1..4 becomes medium, high, blocker, critical, any other number low; a status
--              change must be an allowed move ("cannot move an incident from closed to resolved").
-- hypotheses   type root > factor > solution: a root has no parent and is the only root of its
--              incident, a factor's parent is a root and a solution's a factor, of the same
--              incident; status among the known values. Deleting one removes its comments,
--              evidences and children in the same statement (the foreign keys of 0006 cascade).
-- evidences    type among the kinds of spec 002 §3.
--
-- Events added to those of 0011 (event_id = id of the row the event is about):
--   incident.hypothesis.created          hypotheses insert
--   incident.hypothesis.status.<status>  hypotheses.status changed
-- An evidence enqueues only when it joins the definition of done (incident.dod.evidence.added, 0011).

CREATE FUNCTION refuse_incident_write(message text, detail text, hint text DEFAULT NULL) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF hint IS NULL THEN
    RAISE EXCEPTION '%', message USING ERRCODE = 'check_violation', DETAIL = detail;
  END IF;
  RAISE EXCEPTION '%', message USING ERRCODE = 'check_violation', DETAIL = detail, HINT = hint;
END;
$$;

-- The statuses an incident in `from_status` may be set to (the status dropdown of spec 002 §4).
CREATE FUNCTION incident_status_moves(from_status text) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE from_status
    WHEN 'open' THEN ARRAY['open', 'investigating', 'mitigated', 'resolved', 'closed']
    WHEN 'investigating' THEN ARRAY['investigating', 'mitigated', 'resolved', 'closed']
    WHEN 'mitigated' THEN ARRAY['mitigated', 'resolved', 'closed', 'open']
    WHEN 'resolved' THEN ARRAY['resolved', 'closed', 'open']
    WHEN 'closed' THEN ARRAY['closed', 'open']
    ELSE ARRAY['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed']
  END
$$;

-- A severity as written: a number is a code of spec 000 §4, a word is compared without case.
CREATE FUNCTION incident_severity_of(written text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN btrim(written) ~ '^[+-]?[0-9]+(\.[0-9]+)?$' THEN
      CASE btrim(written)::numeric WHEN 1 THEN 'medium' WHEN 2 THEN 'high' WHEN 3 THEN 'blocker' WHEN 4 THEN 'critical' ELSE 'low' END
    ELSE lower(btrim(written))
  END
$$;

CREATE FUNCTION incidents_rules_of_state() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  statuses constant text[] := ARRAY['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed'];
  severities constant text[] := ARRAY['info', 'warning', 'low', 'medium', 'high', 'blocker', 'critical'];
  types constant text[] := ARRAY['cost', 'availability', 'performance', 'security', 'integration', 'compliance',
    'technicalDebt', 'reliability'];
  inserting constant boolean := TG_OP = 'INSERT';
BEGIN
  IF NEW.severity IS NOT NULL AND (inserting OR NEW.severity IS DISTINCT FROM OLD.severity) THEN
    NEW.severity := incident_severity_of(NEW.severity);
    IF NOT NEW.severity = ANY (severities) THEN
      PERFORM refuse_incident_write(format('incidents.severity must be one of %s, or a number 1 to 4', array_to_string(severities, ', ')),
        format('The request sets severity to "%s".', NEW.severity));
    END IF;
  END IF;
  IF NEW.type IS NOT NULL AND (inserting OR NEW.type IS DISTINCT FROM OLD.type) AND NOT NEW.type = ANY (types) THEN
    PERFORM refuse_incident_write(format('incidents.type must be one of %s', array_to_string(types, ', ')),
      format('The request sets type to "%s".', NEW.type));
  END IF;
  IF NEW.status IS NOT NULL AND (inserting OR NEW.status IS DISTINCT FROM OLD.status) THEN
    IF NOT NEW.status = ANY (statuses) THEN
      PERFORM refuse_incident_write(format('incidents.status must be one of %s', array_to_string(statuses, ', ')),
        format('The request sets status to "%s".', NEW.status));
    END IF;
    IF NOT inserting AND NOT NEW.status = ANY (incident_status_moves(OLD.status)) THEN
      PERFORM refuse_incident_write(format('cannot move an incident from %s to %s', OLD.status, NEW.status),
        format('An incident that is %s may move to %s.', OLD.status, array_to_string(incident_status_moves(OLD.status), ', ')),
        'Reopen the incident first, then move it on.');
    END IF;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER incidents_rules_of_state BEFORE INSERT OR UPDATE OF status, severity, type ON incidents
FOR EACH ROW EXECUTE FUNCTION incidents_rules_of_state();

CREATE FUNCTION hypotheses_rules_of_tree() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  types constant text[] := ARRAY['root', 'factor', 'solution'];
  statuses constant text[] := ARRAY['proven', 'likely', 'possible', 'unlikely', 'improbable', 'disproven'];
  inserting constant boolean := TG_OP = 'INSERT';
  parent_type text;
  parent_incident uuid;
  expected_parent text;
  child_type text;
BEGIN
  IF NEW.type IS NOT NULL AND NOT NEW.type = ANY (types) THEN
    PERFORM refuse_incident_write(format('hypotheses.type must be one of %s', array_to_string(types, ', ')),
      format('The request sets type to "%s".', NEW.type));
  END IF;
  IF NEW.status IS NOT NULL AND (inserting OR NEW.status IS DISTINCT FROM OLD.status) AND NOT NEW.status = ANY (statuses) THEN
    PERFORM refuse_incident_write(format('hypotheses.status must be one of %s', array_to_string(statuses, ', ')),
      format('The request sets status to "%s".', NEW.status));
  END IF;
  IF NOT inserting AND NEW.incident_id IS DISTINCT FROM OLD.incident_id THEN
    PERFORM refuse_incident_write('hypotheses.incident_id cannot change: a hypothesis stays with its incident',
      format('Hypothesis %s belongs to incident %s.', OLD.id, OLD.incident_id));
  END IF;

  IF NEW.type = 'root' THEN
    IF NEW.parent_id IS NOT NULL THEN
      PERFORM refuse_incident_write('hypotheses.parent_id must be empty for a root hypothesis',
        format('The request gives the root hypothesis the parent %s.', NEW.parent_id));
    END IF;
    IF EXISTS (SELECT 1 FROM hypotheses h WHERE h.incident_id = NEW.incident_id AND h.type = 'root' AND h.id <> NEW.id) THEN
      PERFORM refuse_incident_write('hypotheses.type: the incident already has a root hypothesis',
        format('Incident %s has its root hypothesis; an incident has one.', NEW.incident_id),
        'Add a factor under the root instead.');
    END IF;
  ELSE
    expected_parent := CASE NEW.type WHEN 'factor' THEN 'root' ELSE 'factor' END;
    IF NEW.parent_id IS NULL THEN
      PERFORM refuse_incident_write(format('hypotheses.parent_id is required: a %s hypothesis sits under a %s', NEW.type, expected_parent),
        'The request leaves parent_id empty.');
    END IF;
    SELECT h.type, h.incident_id INTO parent_type, parent_incident FROM hypotheses h WHERE h.id = NEW.parent_id;
    IF NOT FOUND THEN
      PERFORM refuse_incident_write('hypotheses.parent_id names no hypothesis', format('No hypothesis has the id %s.', NEW.parent_id));
    END IF;
    IF parent_incident <> NEW.incident_id THEN
      PERFORM refuse_incident_write('hypotheses.parent_id must be a hypothesis of the same incident',
        format('The parent %s belongs to incident %s.', NEW.parent_id, parent_incident));
    END IF;
    IF parent_type <> expected_parent THEN
      PERFORM refuse_incident_write(format('hypotheses.parent_id: a %s hypothesis sits under a %s, not a %s', NEW.type, expected_parent, parent_type),
        format('The parent %s is a %s hypothesis.', NEW.parent_id, parent_type));
    END IF;
  END IF;

  IF NOT inserting AND NEW.type IS DISTINCT FROM OLD.type THEN
    SELECT h.type INTO child_type FROM hypotheses h WHERE h.parent_id = NEW.id LIMIT 1;
    IF FOUND THEN
      PERFORM refuse_incident_write(format('hypotheses.type cannot change from %s to %s while it has %s hypotheses under it', OLD.type, NEW.type, child_type),
        format('Hypothesis %s has children.', NEW.id), 'Move or delete the hypotheses under it first.');
    END IF;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER hypotheses_rules_of_tree BEFORE INSERT OR UPDATE OF type, parent_id, status, incident_id ON hypotheses
FOR EACH ROW EXECUTE FUNCTION hypotheses_rules_of_tree();

-- Two writers adding a root at the same moment both pass the trigger; the index keeps one.
CREATE UNIQUE INDEX hypotheses_one_root_per_incident ON hypotheses (incident_id) WHERE type = 'root';

CREATE FUNCTION evidences_rules_of_kind() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  types constant text[] := ARRAY['log', 'config', 'topology', 'check', 'config_analysis', 'config_change', 'comment'];
BEGIN
  IF NOT NEW.type = ANY (types) THEN
    PERFORM refuse_incident_write(format('evidences.type must be one of %s', array_to_string(types, ', ')),
      format('The request sets type to "%s".', NEW.type));
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER evidences_rules_of_kind BEFORE INSERT OR UPDATE OF type ON evidences
FOR EACH ROW EXECUTE FUNCTION evidences_rules_of_kind();

-- ---------------------------------------------------------------------------------------------
-- Events the history triggers of 0011 did not enqueue

CREATE FUNCTION hypotheses_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM enqueue_event('incident.hypothesis.created', NEW.id,
      jsonb_build_object('id', NEW.id, 'incident_id', NEW.incident_id, 'parent_id', NEW.parent_id, 'type', NEW.type,
        'title', NEW.title, 'status', NEW.status, 'created_by', NEW.created_by));
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM enqueue_event('incident.hypothesis.status.' || NEW.status, NEW.id,
      jsonb_build_object('id', NEW.id, 'incident_id', NEW.incident_id, 'status', NEW.status, 'previous_status', OLD.status,
        'updated_by', current_person_id()));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER hypotheses_events AFTER INSERT OR UPDATE OF status ON hypotheses
FOR EACH ROW EXECUTE FUNCTION hypotheses_events();
