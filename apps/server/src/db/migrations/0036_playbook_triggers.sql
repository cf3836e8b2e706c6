-- Playbook triggers (decision 0065).
--
-- playbook_runs.triggered_by   what started a run: NULL when a person did (created_by names them),
--                              otherwise 'event:<event name>', 'schedule' or 'webhook:<path>'.
-- playbook_runs.trigger_key    what one start of a trigger is (an event occurrence, a cron slot); a
--                              playbook gets at most one run per key, so a handler run twice or a
--                              slot seen by two replicas starts one run.
--
-- Event queue names produced here (event_id = the row's id), only while a live playbook has a
-- trigger of that kind (`on.config`, `on.component`, or `on.event`), so nothing piles up unread:
--   config.created                 config_items insert
--   config.updated                 config_items: config, name, labels, tags or status changed
--   config.deleted                 config_items.deleted_at set
--   component.<health>             components.health changed (component.healthy, .unhealthy,
--                                  .warning, .unknown for NULL)

ALTER TABLE playbook_runs
  ADD COLUMN triggered_by text,
  ADD COLUMN trigger_key text;

CREATE UNIQUE INDEX playbook_runs_trigger_key_idx ON playbook_runs (playbook_id, trigger_key) WHERE trigger_key IS NOT NULL;

-- Whether a live playbook has triggers of `kind` (its spec stored bare or as a whole document).
CREATE FUNCTION playbooks_trigger_on(kind text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM playbooks p
    WHERE p.deleted_at IS NULL
      AND (coalesce(p.spec->'spec'->'on', p.spec->'on')->playbooks_trigger_on.kind IS NOT NULL
        OR coalesce(p.spec->'spec'->'on', p.spec->'on')->'event' IS NOT NULL))
$$;

CREATE FUNCTION config_items_playbook_event() RETURNS trigger
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
  IF NOT playbooks_trigger_on('config') THEN RETURN NULL; END IF;
  PERFORM enqueue_event(event_name, NEW.id, jsonb_build_object('id', NEW.id, 'type', NEW.type, 'name', NEW.name));
  RETURN NULL;
END;
$$;

CREATE TRIGGER config_items_playbook_event AFTER INSERT OR UPDATE ON config_items
FOR EACH ROW EXECUTE FUNCTION config_items_playbook_event();

CREATE FUNCTION components_health_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT playbooks_trigger_on('component') THEN RETURN NULL; END IF;
  PERFORM enqueue_event(
    'component.' || coalesce(NEW.health, 'unknown'),
    NEW.id,
    jsonb_build_object('id', NEW.id, 'name', NEW.name, 'type', NEW.type, 'health', NEW.health, 'previous_health', OLD.health));
  RETURN NULL;
END;
$$;

CREATE TRIGGER components_health_event AFTER UPDATE OF health ON components
FOR EACH ROW WHEN (NEW.health IS DISTINCT FROM OLD.health AND NEW.deleted_at IS NULL)
EXECUTE FUNCTION components_health_event();
