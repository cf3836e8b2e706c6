-- Roll-ups of components (decision 0050): triggers only mark which components need their status
-- and summary computed again; the topology module's worker drains the marks in bounded batches.
-- A mark is one row per component, so a burst of check results costs one recomputation each.

CREATE TABLE component_rollup_queue (
  component_id uuid PRIMARY KEY REFERENCES components (id) ON DELETE CASCADE,
  queued_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION topology_rollup_mark() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  -- The worker's own writes of status and summary mark the parent themselves.
  IF current_setting('vigil.topology_rollup', true) = 'on' THEN
    RETURN NULL;
  END IF;
  CASE TG_TABLE_NAME
  WHEN 'components' THEN
    ids := ARRAY[NEW.id, NEW.parent_id, OLD.parent_id];
  WHEN 'checks' THEN
    SELECT array_agg(r.component_id) INTO ids
    FROM check_component_relationships r WHERE r.check_id = NEW.id;
  WHEN 'check_component_relationships', 'config_component_relationships' THEN
    ids := ARRAY[NEW.component_id, OLD.component_id];
  WHEN 'config_items' THEN
    SELECT array_agg(r.component_id) INTO ids
    FROM config_component_relationships r WHERE r.config_id = NEW.id;
  WHEN 'config_analysis' THEN
    SELECT array_agg(r.component_id) INTO ids
    FROM config_component_relationships r WHERE r.config_id IN (NEW.config_id, OLD.config_id);
  WHEN 'evidences' THEN
    SELECT array_agg(x) INTO ids FROM (
      SELECT unnest(ARRAY[NEW.component_id, OLD.component_id]) AS x
      UNION SELECT r.component_id FROM config_component_relationships r
        WHERE r.config_id IN (NEW.config_id, OLD.config_id)
      UNION SELECT r.component_id FROM check_component_relationships r
        WHERE r.check_id IN (NEW.check_id, OLD.check_id)
    ) linked;
  WHEN 'incidents' THEN
    SELECT array_agg(x) INTO ids FROM (
      SELECT e.component_id AS x FROM evidences e JOIN hypotheses h ON h.id = e.hypothesis_id
        WHERE h.incident_id = NEW.id
      UNION SELECT r.component_id FROM evidences e JOIN hypotheses h ON h.id = e.hypothesis_id
        JOIN config_component_relationships r ON r.config_id = e.config_id WHERE h.incident_id = NEW.id
      UNION SELECT r.component_id FROM evidences e JOIN hypotheses h ON h.id = e.hypothesis_id
        JOIN check_component_relationships r ON r.check_id = e.check_id WHERE h.incident_id = NEW.id
    ) linked;
  ELSE
    RETURN NULL;
  END CASE;

  IF TG_OP = 'DELETE' THEN
    -- A component removed by this statement (a cascade) has nothing left to compute. Only deletes
    -- look: the plan of this lookup is kept per session, and bulk inserts must not pay for it.
    INSERT INTO component_rollup_queue (component_id)
    SELECT DISTINCT x.id FROM unnest(ids) AS x (id)
    WHERE x.id IS NOT NULL AND EXISTS (SELECT 1 FROM components c WHERE c.id = x.id)
    ON CONFLICT (component_id) DO NOTHING;
  ELSE
    INSERT INTO component_rollup_queue (component_id)
    SELECT DISTINCT x.id FROM unnest(ids) AS x (id) WHERE x.id IS NOT NULL
    ON CONFLICT (component_id) DO NOTHING;
  END IF;
  IF FOUND THEN
    PERFORM pg_notify('topology_rollup', '');
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER components_rollup_mark AFTER INSERT OR DELETE ON components
FOR EACH ROW EXECUTE FUNCTION topology_rollup_mark();

-- A topology run upserts every component it builds: only a real change marks.
CREATE TRIGGER components_rollup_mark_change AFTER UPDATE OF parent_id, deleted_at, status ON components
FOR EACH ROW WHEN (NEW.parent_id IS DISTINCT FROM OLD.parent_id OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at
  OR NEW.status IS DISTINCT FROM OLD.status)
EXECUTE FUNCTION topology_rollup_mark();

CREATE TRIGGER checks_rollup_mark AFTER UPDATE OF status, deleted_at ON checks
FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at)
EXECUTE FUNCTION topology_rollup_mark();

CREATE TRIGGER check_component_relationships_rollup_mark
AFTER INSERT OR UPDATE OR DELETE ON check_component_relationships
FOR EACH ROW EXECUTE FUNCTION topology_rollup_mark();

CREATE TRIGGER config_component_relationships_rollup_mark
AFTER INSERT OR UPDATE OR DELETE ON config_component_relationships
FOR EACH ROW EXECUTE FUNCTION topology_rollup_mark();

CREATE TRIGGER config_items_rollup_mark AFTER UPDATE OF health, deleted_at ON config_items
FOR EACH ROW WHEN (NEW.health IS DISTINCT FROM OLD.health OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at)
EXECUTE FUNCTION topology_rollup_mark();

CREATE TRIGGER config_analysis_rollup_mark
AFTER INSERT OR DELETE OR UPDATE OF status, severity, analysis_type, config_id ON config_analysis
FOR EACH ROW EXECUTE FUNCTION topology_rollup_mark();

CREATE TRIGGER evidences_rollup_mark
AFTER INSERT OR DELETE OR UPDATE OF component_id, config_id, check_id ON evidences
FOR EACH ROW EXECUTE FUNCTION topology_rollup_mark();

CREATE TRIGGER incidents_rollup_mark AFTER UPDATE OF status, severity, type, deleted_at ON incidents
FOR EACH ROW EXECUTE FUNCTION topology_rollup_mark();

-- Every live component is computed once, whatever was written before this migration.
INSERT INTO component_rollup_queue (component_id)
SELECT id FROM components WHERE deleted_at IS NULL;


-- The roll-up finds a component's incidents through evidence on its checks too.
CREATE INDEX evidences_check_id_idx ON evidences (check_id) WHERE check_id IS NOT NULL;
