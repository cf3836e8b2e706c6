-- Incidents: the times of their status moves, and events that name the incident (issue 14,
-- decision 0045).
--
-- incidents.acknowledged, resolved, closed (0006) are set here, in the database, so that every path
-- sets them (the data API, native routes, incident rules, seeders):
--   acknowledged  the first move out of new/open into investigating, mitigated, resolved or closed;
--                 kept from then on, also when the incident is reopened
--   resolved      the move to resolved; cleared by a move back to new, open, investigating or mitigated
--   closed        the move to closed; cleared by a move back to any other status
-- An incident created in one of those statuses gets the times at once. A caller (request.person_id,
-- set for every data API request) that writes one of these columns to any other value is refused
-- with a check_violation (23514), answered as 400 naming the column; the server's own writes
-- without a caller (the demo seeder dating its worked incident in the past) are kept as written.
--
-- BEFORE triggers run in name order: created_by_is_caller (0023), incidents_rules_of_state (0027,
-- refuses unknown statuses and forbidden moves), then incidents_status_times, then
-- incidents_updated_at (0011). The times are computed only for a move already found allowed.
--
-- Events: every event the incident triggers enqueue (0011, 0027) now also carries
-- incident_display_id (INC-<n>, the incidents.incident_id column) and incident_title, so a
-- notification can name the incident without reading it; incident.status.<status> also carries
-- incident_id (the display id) and title, as incident.created always did. All other keys stay.

CREATE FUNCTION incidents_status_times() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  inserting constant boolean := TG_OP = 'INSERT';
  caller_writes constant boolean := current_person_id() IS NOT NULL AND pg_trigger_depth() = 1;
  acknowledging constant text[] := ARRAY['investigating', 'mitigated', 'resolved', 'closed'];
  previous_status text := CASE WHEN inserting THEN NULL ELSE OLD.status END;
  previous_acknowledged timestamptz := CASE WHEN inserting THEN NULL ELSE OLD.acknowledged END;
  previous_resolved timestamptz := CASE WHEN inserting THEN NULL ELSE OLD.resolved END;
  previous_closed timestamptz := CASE WHEN inserting THEN NULL ELSE OLD.closed END;
  moved constant boolean := NEW.status IS DISTINCT FROM previous_status;
  acknowledged_at timestamptz := previous_acknowledged;
  resolved_at timestamptz := previous_resolved;
  closed_at timestamptz := previous_closed;
BEGIN
  IF moved THEN
    IF acknowledged_at IS NULL AND NEW.status = ANY (acknowledging) THEN
      acknowledged_at := now();
    END IF;
    resolved_at := CASE NEW.status WHEN 'resolved' THEN now() WHEN 'closed' THEN previous_resolved END;
    closed_at := CASE WHEN NEW.status = 'closed' THEN now() END;
  END IF;

  -- A column the write sets itself: refused for a caller when it differs from what the move gives,
  -- kept for the server.
  IF NEW.acknowledged IS DISTINCT FROM previous_acknowledged AND NEW.acknowledged IS DISTINCT FROM acknowledged_at THEN
    IF caller_writes THEN
      PERFORM refuse_incident_write('incidents.acknowledged cannot be written: it is set when the incident first moves past open',
        format('The request sets acknowledged to %s.', coalesce(NEW.acknowledged::text, 'null')),
        'Leave acknowledged out and change status instead.');
    END IF;
    acknowledged_at := NEW.acknowledged;
  END IF;
  IF NEW.resolved IS DISTINCT FROM previous_resolved AND NEW.resolved IS DISTINCT FROM resolved_at THEN
    IF caller_writes THEN
      PERFORM refuse_incident_write('incidents.resolved cannot be written: it is set when the incident moves to resolved',
        format('The request sets resolved to %s.', coalesce(NEW.resolved::text, 'null')),
        'Leave resolved out and change status instead.');
    END IF;
    resolved_at := NEW.resolved;
  END IF;
  IF NEW.closed IS DISTINCT FROM previous_closed AND NEW.closed IS DISTINCT FROM closed_at THEN
    IF caller_writes THEN
      PERFORM refuse_incident_write('incidents.closed cannot be written: it is set when the incident moves to closed',
        format('The request sets closed to %s.', coalesce(NEW.closed::text, 'null')),
        'Leave closed out and change status instead.');
    END IF;
    closed_at := NEW.closed;
  END IF;

  NEW.acknowledged := acknowledged_at;
  NEW.resolved := resolved_at;
  NEW.closed := closed_at;
  RETURN NEW;
END;
$$;

CREATE TRIGGER incidents_status_times BEFORE INSERT OR UPDATE OF status, acknowledged, resolved, closed ON incidents
FOR EACH ROW EXECUTE FUNCTION incidents_status_times();

-- ---------------------------------------------------------------------------------------------
-- Events that name their incident

-- The keys every incident event adds: the display id and the title of the incident `id`.
CREATE FUNCTION incident_event_names(id uuid) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('incident_display_id', i.incident_id, 'incident_title', i.title)
  FROM (SELECT 1) one
  LEFT JOIN incidents i ON i.id = incident_event_names.id
$$;

CREATE OR REPLACE FUNCTION incidents_history() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := current_person_id();
  names constant jsonb := jsonb_build_object('incident_display_id', NEW.incident_id, 'incident_title', NEW.title);
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_incident_history(NEW.id, 'incident.created', NEW.title, coalesce(NEW.created_by, actor));
    PERFORM enqueue_event('incident.created', NEW.id,
      jsonb_build_object('id', NEW.id, 'incident_id', NEW.incident_id, 'title', NEW.title,
        'severity', NEW.severity, 'status', NEW.status, 'type', NEW.type) || names);
    RETURN NULL;
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM add_incident_history(NEW.id, 'incident.status_updated',
      format('Status changed from %s to %s', OLD.status, NEW.status), actor);
    PERFORM enqueue_event('incident.status.' || NEW.status, NEW.id,
      jsonb_build_object('id', NEW.id, 'status', NEW.status, 'previous_status', OLD.status,
        'incident_id', NEW.incident_id, 'title', NEW.title) || names);
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

CREATE OR REPLACE FUNCTION responders_history() RETURNS trigger
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
        'person_id', NEW.person_id, 'team_id', NEW.team_id) || incident_event_names(NEW.incident_id));
  ELSIF OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL THEN
    PERFORM add_incident_history(NEW.incident_id, 'responder.removed', format('%s removed as responder', who),
      current_person_id(), responder_id => NEW.id);
    PERFORM enqueue_event('incident.responder.removed', NEW.id,
      jsonb_build_object('id', NEW.id, 'incident_id', NEW.incident_id, 'type', NEW.type,
        'person_id', NEW.person_id, 'team_id', NEW.team_id) || incident_event_names(NEW.incident_id));
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION comments_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_incident_history(NEW.incident_id, 'responder.commented', left(NEW.comment, 200),
    coalesce(NEW.created_by, current_person_id()),
    hypothesis_id => NEW.hypothesis_id, responder_id => NEW.responder_id, comment_id => NEW.id);
  PERFORM enqueue_event('incident.comment.added', NEW.id,
    jsonb_build_object('id', NEW.id, 'incident_id', NEW.incident_id, 'hypothesis_id', NEW.hypothesis_id,
      'created_by', NEW.created_by) || incident_event_names(NEW.incident_id));
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION evidences_history() RETURNS trigger
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
      jsonb_build_object('id', NEW.id, 'incident_id', incident, 'hypothesis_id', NEW.hypothesis_id)
        || incident_event_names(incident));
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION hypotheses_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM enqueue_event('incident.hypothesis.created', NEW.id,
      jsonb_build_object('id', NEW.id, 'incident_id', NEW.incident_id, 'parent_id', NEW.parent_id, 'type', NEW.type,
        'title', NEW.title, 'status', NEW.status, 'created_by', NEW.created_by) || incident_event_names(NEW.incident_id));
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM enqueue_event('incident.hypothesis.status.' || NEW.status, NEW.id,
      jsonb_build_object('id', NEW.id, 'incident_id', NEW.incident_id, 'status', NEW.status, 'previous_status', OLD.status,
        'updated_by', current_person_id()) || incident_event_names(NEW.incident_id));
  END IF;
  RETURN NULL;
END;
$$;
