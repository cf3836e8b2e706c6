-- Wake-ups for topologies: a change to what decides a topology's runs is announced on
-- job_schedule_changes, as for canaries (0015) and scrapers (0016), so listening schedulers build
-- a saved or edited topology at once instead of at their next poll.

CREATE TRIGGER topologies_schedule_change AFTER INSERT OR UPDATE OF spec, schedule, deleted_at, agent_id ON topologies
FOR EACH STATEMENT EXECUTE FUNCTION scheduler.notify_schedule_change('topology');
