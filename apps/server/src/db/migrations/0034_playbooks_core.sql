-- Playbooks through the data API (decision 0060).
--
-- playbooks_ui_only   only playbooks whose source is UI are written through /api/db: a caller (the
--                     access layer names it in request.person_id) may not insert, change or delete
--                     one from another source (spec files, agents), nor move one to another source.
--                     The server's own writes (no caller) and writes of other triggers are left alone.
--                     A DELETE by a caller sets deleted_at instead, so the runs of a playbook stay.
-- get_playbook_run_actions(run_id)
--                     the actions of a run in the order they ran or will run; /api/db/rpc reads it.

CREATE FUNCTION playbooks_ui_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_person_id() IS NULL OR pg_trigger_depth() > 1 THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.source IS DISTINCT FROM 'UI' THEN
    RAISE EXCEPTION 'playbook % comes from % and cannot be changed here', OLD.name, coalesce(OLD.source, 'no source')
      USING ERRCODE = 'check_violation',
            DETAIL = 'Only playbooks whose source is UI are edited through the API.',
            HINT = 'Change it where it comes from.';
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.source IS DISTINCT FROM 'UI' THEN
    RAISE EXCEPTION 'playbooks.source must be UI, not %', coalesce(NEW.source, 'null')
      USING ERRCODE = 'check_violation',
            DETAIL = 'Playbooks written through the API are UI playbooks.',
            HINT = 'Leave source out: it defaults to UI.';
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- A caller's delete is a soft delete: the runs of the playbook stay.
    UPDATE playbooks SET deleted_at = coalesce(deleted_at, now()), updated_at = now() WHERE id = OLD.id;
    RETURN NULL;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER playbooks_ui_only BEFORE INSERT OR UPDATE OR DELETE ON playbooks
FOR EACH ROW EXECUTE FUNCTION playbooks_ui_only();

CREATE FUNCTION get_playbook_run_actions(run_id uuid) RETURNS SETOF playbook_run_actions
LANGUAGE sql STABLE AS $$
  SELECT a.*
  FROM playbook_run_actions a
  WHERE a.playbook_run_id = get_playbook_run_actions.run_id
  ORDER BY coalesce(a.start_time, a.scheduled_time), a.scheduled_time, a.id
$$;
