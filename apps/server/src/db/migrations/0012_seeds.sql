-- Rows every installation has. Their ids are fixed so code, agents and users' scripts can name them:
--   agent  'local'   00000000-0000-0000-0000-000000000000  (the default of every agent_id column)
--   person 'System'  00000000-0000-0000-0000-000000000001  (author of what the platform does itself)
--   config scraper 'System'  00000000-0000-0000-0000-000000000002  (owner of items no scraper made)

INSERT INTO agents (id, name, description)
VALUES ('00000000-0000-0000-0000-000000000000', 'local', 'This server')
ON CONFLICT DO NOTHING;

INSERT INTO people (id, name)
VALUES ('00000000-0000-0000-0000-000000000001', 'System')
ON CONFLICT DO NOTHING;

INSERT INTO config_scrapers (id, name, spec, source, created_by)
VALUES ('00000000-0000-0000-0000-000000000002', 'System', '{}', 'System', '00000000-0000-0000-0000-000000000001')
ON CONFLICT DO NOTHING;
