-- Notifications and silences (decisions 0069, 0070).
--
-- Event queue names: the events of 0036 (config.created, config.updated, config.deleted,
-- component.<health>) are now also enqueued while a live notification lists them (event_wanted),
-- and one more is produced here, only while a live notification lists it:
--   playbook.spec.approval.updated   playbooks: the spec's approval changed (event_id = playbook id)
--
-- notifications: events (known names, at least one) and repeat_interval (1h 2h 3h 6h 1d 1w 1m) are
-- refused here with a clear message whoever writes; the filter and template are checked by the
-- notifications module's row rules on /api/db writes.
-- notification_silences: a resource or a filter, and until after from, whoever writes.
-- notification_event_claims: which queue event a notification already handled, so a retried event
-- sends nothing twice; kept a week.

CREATE FUNCTION notification_event_names() RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['check.failed', 'check.passed', 'component.healthy', 'component.unhealthy', 'component.unknown',
    'component.warning', 'config.created', 'config.deleted', 'config.healthy', 'config.unhealthy', 'config.unknown',
    'config.updated', 'config.warning', 'playbook.approval.inserted', 'playbook.spec.approval.updated']
$$;

-- Whether a live notification waits for events of this name.
CREATE FUNCTION event_wanted(name text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM notifications n WHERE n.deleted_at IS NULL AND event_wanted.name = ANY (n.events))
$$;

CREATE FUNCTION notifications_rules() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  unknown text[];
BEGIN
  IF NEW.events IS NULL OR cardinality(NEW.events) = 0 THEN
    RAISE EXCEPTION 'events: choose at least one event' USING ERRCODE = 'check_violation';
  END IF;
  SELECT array_agg(e) INTO unknown FROM unnest(NEW.events) e WHERE e IS NULL OR NOT e = ANY (notification_event_names());
  IF unknown IS NOT NULL THEN
    RAISE EXCEPTION 'events: unknown event %; choose among %', array_to_string(unknown, ', ', 'null'),
      array_to_string(notification_event_names(), ', ') USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.repeat_interval IS NOT NULL AND NEW.repeat_interval <> ''
      AND NOT NEW.repeat_interval = ANY (ARRAY['1h', '2h', '3h', '6h', '1d', '1w', '1m']) THEN
    RAISE EXCEPTION 'repeat_interval: % is not one of 1h, 2h, 3h, 6h, 1d, 1w, 1m', NEW.repeat_interval
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.repeat_interval = '' THEN NEW.repeat_interval := NULL; END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER notifications_rules BEFORE INSERT OR UPDATE ON notifications
FOR EACH ROW EXECUTE FUNCTION notifications_rules();

CREATE FUNCTION notification_silences_rules() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF num_nonnulls(NEW.config_id, NEW.check_id, NEW.canary_id, NEW.component_id) = 0 AND coalesce(btrim(NEW.filter), '') = '' THEN
    RAISE EXCEPTION 'a silence needs a resource (component_id, config_id, check_id or canary_id) or a filter'
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.until <= NEW."from" THEN
    RAISE EXCEPTION 'until must be after from' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER notification_silences_rules BEFORE INSERT OR UPDATE ON notification_silences
FOR EACH ROW EXECUTE FUNCTION notification_silences_rules();

CREATE INDEX notification_silences_until_idx ON notification_silences (until) WHERE deleted_at IS NULL;
CREATE INDEX notification_send_history_gate_idx ON notification_send_history (notification_id, resource_id, source_event, status);

CREATE TABLE notification_event_claims (
  notification_id uuid NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  -- the queue row's id and name: one occurrence of an event
  event_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (notification_id, event_key)
);
CREATE INDEX notification_event_claims_created_at_idx ON notification_event_claims (created_at);

-- 0036's producers, now also for notifications.
CREATE OR REPLACE FUNCTION config_items_playbook_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  event_name text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.deleted_at IS NOT NULL THEN RETURN NULL; END IF;
    event_name := 'config.created';
  ELSIF NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL THEN
    event_name := 'config.deleted';
  ELSIF NEW.deleted_at IS NULL AND (NEW.config IS DISTINCT FROM OLD.config OR NEW.name IS DISTINCT FROM OLD.name
      OR NEW.labels IS DISTINCT FROM OLD.labels OR NEW.tags IS DISTINCT FROM OLD.tags OR NEW.status IS DISTINCT FROM OLD.status) THEN
    event_name := 'config.updated';
  ELSE
    RETURN NULL;
  END IF;
  IF NOT (playbooks_trigger_on('config') OR event_wanted(event_name)) THEN RETURN NULL; END IF;
  PERFORM enqueue_event(event_name, NEW.id, jsonb_build_object('id', NEW.id, 'type', NEW.type, 'name', NEW.name));
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION components_health_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  event_name text := 'component.' || coalesce(NEW.health, 'unknown');
BEGIN
  IF NOT (playbooks_trigger_on('component') OR event_wanted(event_name)) THEN RETURN NULL; END IF;
  PERFORM enqueue_event(
    event_name,
    NEW.id,
    jsonb_build_object('id', NEW.id, 'name', NEW.name, 'type', NEW.type, 'health', NEW.health, 'previous_health', OLD.health));
  RETURN NULL;
END;
$$;

CREATE FUNCTION playbooks_approval_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.spec->'spec'->'approval', NEW.spec->'approval') IS NOT DISTINCT FROM
     coalesce(OLD.spec->'spec'->'approval', OLD.spec->'approval') THEN
    RETURN NULL;
  END IF;
  IF NOT event_wanted('playbook.spec.approval.updated') THEN RETURN NULL; END IF;
  PERFORM enqueue_event('playbook.spec.approval.updated', NEW.id,
    jsonb_build_object('id', NEW.id, 'name', NEW.name,
      'approval', coalesce(NEW.spec->'spec'->'approval', NEW.spec->'approval'),
      'previous_approval', coalesce(OLD.spec->'spec'->'approval', OLD.spec->'approval')));
  RETURN NULL;
END;
$$;

CREATE TRIGGER playbooks_approval_event AFTER UPDATE OF spec ON playbooks
FOR EACH ROW WHEN (NEW.deleted_at IS NULL)
EXECUTE FUNCTION playbooks_approval_event();
