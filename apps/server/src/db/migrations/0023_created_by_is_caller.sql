-- The author of a row written through the data API is always its caller: the access layer names the
-- caller in request.person_id for every request, and this trigger makes created_by agree with it.
--   INSERT: created_by left out (or NULL) becomes the caller; naming anyone else is refused.
--   UPDATE: created_by may stay as it is or become the caller; anything else is refused.
-- The refusal is a check_violation (23514), which the data API answers with 400 and the reason.
-- Writes without a caller (the server's own services, seeders, spec files) and writes made by other
-- triggers (incident history rows, merged config changes, ON DELETE SET NULL when an author is
-- deleted) are left alone: they are the server's, not the client's.
--
-- Every table with a created_by column gets the trigger; a new table with one must get it too
-- (test/platform-api/created-by.test.ts fails until it has it). Its name sorts before every other
-- trigger's, and BEFORE triggers run in name order: the others (config_changes_merge, which copies
-- created_by into the row it merges into) see the author already settled.

CREATE FUNCTION created_by_is_caller() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  caller uuid := current_person_id();
BEGIN
  IF caller IS NULL OR pg_trigger_depth() > 1 THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.created_by IS NULL THEN
      NEW.created_by := caller;
    ELSIF NEW.created_by <> caller THEN
      RAISE EXCEPTION '%.created_by must be the person making the request', TG_TABLE_NAME
        USING ERRCODE = 'check_violation',
              DETAIL = format('The row names %s as its author, but the request is made by %s.', NEW.created_by, caller),
              HINT = 'Leave created_by out: it is set to the person making the request.';
    END IF;
  ELSIF NEW.created_by IS DISTINCT FROM OLD.created_by AND NEW.created_by IS DISTINCT FROM caller THEN
    RAISE EXCEPTION '%.created_by cannot be changed to another person', TG_TABLE_NAME
      USING ERRCODE = 'check_violation',
            DETAIL = format('The request would change the author from %s to %s; only the person making the request may be named.',
              coalesce(OLD.created_by::text, 'nobody'), coalesce(NEW.created_by::text, 'nobody')),
            HINT = 'Leave created_by out of the update.';
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
    WHERE c.table_schema = current_schema() AND c.column_name = 'created_by' AND c.data_type = 'uuid'
      AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('CREATE TRIGGER _created_by_is_caller BEFORE INSERT OR UPDATE OF created_by ON %I '
      'FOR EACH ROW EXECUTE FUNCTION created_by_is_caller()', t.table_name);
  END LOOP;
END;
$$;
