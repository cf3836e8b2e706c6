-- The in-process connection connection://vigil/database (decision 0016): checks and scrapers query the
-- server's own database through vigil_embedded.run_query, which runs their SQL as the role
-- vigil_embedded_reader. That role may read the workspace's data and nothing else: never credentials,
-- sessions, access tokens, one-time codes, flows, sign-in attempts, connections or settings.
--
-- Deny by default: a table or view a later migration adds is NOT readable through the connection
-- until a migration grants it (GRANT SELECT ... TO vigil_embedded_reader), and only when everything
-- it shows is something every viewer of the workspace may read anyway.
--
-- Roles belong to the whole PostgreSQL cluster: the role may already exist (another database of the
-- cluster, or a database administrator created it for a server that may not create roles).

DO $$
DECLARE
  reader oid;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'vigil_embedded_reader') THEN
    BEGIN
      CREATE ROLE vigil_embedded_reader NOLOGIN;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL; -- created meanwhile for another database
      WHEN insufficient_privilege THEN
        RAISE EXCEPTION 'the database user % may not create the role vigil_embedded_reader', current_user
          USING HINT = format('Have a database administrator run: CREATE ROLE vigil_embedded_reader NOLOGIN; GRANT vigil_embedded_reader TO %I; then start the server again.', current_user);
    END;
  END IF;
  SELECT oid INTO reader FROM pg_roles WHERE rolname = 'vigil_embedded_reader';
  -- A role that could read more than its grants would defeat the point: refuse to start with one.
  IF EXISTS (SELECT 1 FROM pg_roles WHERE oid = reader AND (rolsuper OR rolbypassrls OR rolcreaterole OR rolcreatedb))
     OR EXISTS (SELECT 1 FROM pg_auth_members WHERE member = reader) THEN
    RAISE EXCEPTION 'the role vigil_embedded_reader may not be a superuser, bypass row security, create roles or databases, or belong to other roles';
  END IF;
  IF NOT pg_has_role(current_user, 'vigil_embedded_reader', 'MEMBER') THEN
    BEGIN
      EXECUTE format('GRANT vigil_embedded_reader TO %I', current_user);
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE EXCEPTION 'the database user % may not take on the role vigil_embedded_reader', current_user
        USING HINT = format('Have a database administrator run: GRANT vigil_embedded_reader TO %I; then start the server again.', current_user);
    END;
  END IF;
END;
$$;

CREATE SCHEMA vigil_embedded;

-- SECURITY DEFINER owned by the reader: the query runs with the reader's rights only, and inside it
-- PostgreSQL refuses set_config('role', ...) and set_config('session_authorization', ...), so a query
-- cannot switch back to the server's own role halfway through (query_to_xml and the like included).
CREATE FUNCTION vigil_embedded.run_query(query text) RETURNS SETOF jsonb
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  RETURN QUERY EXECUTE format('SELECT to_jsonb(probe) FROM (%s) AS probe', query);
END;
$$;
REVOKE ALL ON FUNCTION vigil_embedded.run_query(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION vigil_embedded.run_query(text) TO CURRENT_USER;
-- A new owner needs CREATE on the function's schema (unless a superuser changes it); only for the change.
GRANT CREATE ON SCHEMA vigil_embedded TO vigil_embedded_reader;
ALTER FUNCTION vigil_embedded.run_query(text) OWNER TO vigil_embedded_reader;
REVOKE CREATE ON SCHEMA vigil_embedded FROM vigil_embedded_reader;

-- The workspace's data: what the canaries, catalog, config_scrapers, topologies, incident, responder,
-- comments, evidences, playbooks, playbook_runs and agents resources (and people and teams, which
-- every viewer reads) cover. Left out: identities, roles and permissions, access tokens, every
-- identity_* table, connections, logging backends, properties, notifications, app_state.
GRANT SELECT ON
  canaries, checks, check_statuses, check_statuses_1h, check_statuses_1d,
  check_component_relationships, check_config_relationships,
  config_scrapers, config_items, config_changes, config_analysis, config_relationships,
  config_component_relationships,
  topologies, components, component_relationships, team_components,
  incident_rules, incidents, hypotheses, responders, comments, evidences, incident_histories,
  playbooks, playbook_runs, playbook_run_actions, playbook_approvals,
  agents, people, teams, team_members, job_history, event_queue
TO vigil_embedded_reader;

-- Views read with their owner's rights: only views over the tables above are granted (a test checks
-- that no granted view reads anything else).
GRANT SELECT ON
  agents_summary, analysis_by_component, canaries_with_status, catalog_changes, change_types,
  changes_by_component, check_labels, check_names, check_summary, check_summary_for_config,
  checks_by_component, component_labels, component_names, components_with_logs,
  config_analysis_analyzers, config_analysis_items, config_detail, config_labels, config_names,
  config_scrapers_with_status, config_statuses, config_summary, config_tags, config_types, configs,
  event_queue_summary, incident_summary, incidents_by_component, incidents_by_config,
  job_history_latest_status, job_history_names, playbook_names, topologies_with_status
TO vigil_embedded_reader;
