-- An agent's pushes are stored under one scraper row with source 'Push'. Two first pushes arriving
-- at once (two replicas, or one agent sending in parallel) could each find none and insert one.
-- Items pushed under a duplicate move to the agent's oldest push scraper, the duplicates are soft
-- deleted, and a partial unique index lets the insert give way to the row that won.
WITH ranked AS (
  SELECT id, agent_id, first_value(id) OVER (PARTITION BY agent_id ORDER BY created_at, id) AS keeper
  FROM config_scrapers
  WHERE source = 'Push' AND deleted_at IS NULL
)
UPDATE config_items ci SET scraper_id = ranked.keeper
FROM ranked
WHERE ci.scraper_id = ranked.id AND ranked.id <> ranked.keeper;

WITH ranked AS (
  SELECT id, first_value(id) OVER (PARTITION BY agent_id ORDER BY created_at, id) AS keeper
  FROM config_scrapers
  WHERE source = 'Push' AND deleted_at IS NULL
)
UPDATE config_scrapers cs SET deleted_at = now()
FROM ranked
WHERE cs.id = ranked.id AND ranked.id <> ranked.keeper;

CREATE UNIQUE INDEX config_scrapers_one_push_per_agent ON config_scrapers (agent_id)
  WHERE source = 'Push' AND deleted_at IS NULL;
