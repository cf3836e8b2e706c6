-- Wake-ups for scrapers: a change to what decides a scraper's runs is announced on
-- job_schedule_changes (payload: the resource type), as 0015 does for canaries, so listening
-- schedulers look at once instead of at their next poll.

CREATE TRIGGER config_scrapers_schedule_change AFTER INSERT OR UPDATE OF spec, deleted_at, agent_id ON config_scrapers
FOR EACH STATEMENT EXECUTE FUNCTION scheduler.notify_schedule_change('config_scraper');
