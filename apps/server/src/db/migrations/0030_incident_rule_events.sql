-- Incident rules (decision 0039) act on failing checks (check.failed, 0011) and on insights, which
-- had no event: config_analysis now enqueues one when an insight opens or resolves.
--
-- Events added to those of 0011 (event_id = the config_analysis row's id):
--   insight.opened     config_analysis inserted open, or its status changed back to open
--   insight.resolved   config_analysis.status changed to resolved
--
-- Rules find the incidents they opened for a resource from their incident_rule_id, then through
-- those incidents' hypotheses and evidence (check_id, config_analysis_id).

CREATE FUNCTION config_analysis_status_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enqueue_event(
    'insight.' || CASE NEW.status WHEN 'open' THEN 'opened' ELSE 'resolved' END,
    NEW.id,
    jsonb_build_object('id', NEW.id, 'config_id', NEW.config_id, 'analyzer', NEW.analyzer,
      'analysis_type', NEW.analysis_type, 'severity', NEW.severity, 'status', NEW.status));
  RETURN NULL;
END;
$$;

CREATE TRIGGER config_analysis_opened_event AFTER INSERT ON config_analysis
FOR EACH ROW WHEN (NEW.status = 'open')
EXECUTE FUNCTION config_analysis_status_event();

CREATE TRIGGER config_analysis_status_event AFTER UPDATE OF status ON config_analysis
FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('open', 'resolved'))
EXECUTE FUNCTION config_analysis_status_event();

CREATE INDEX incidents_incident_rule_id_idx ON incidents (incident_rule_id) WHERE incident_rule_id IS NOT NULL;
