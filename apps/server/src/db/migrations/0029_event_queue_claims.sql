-- Event consumers claim events with a lease (decision 0036): the claim is committed before the
-- handler runs (a handler calls other services, and PGlite has one connection, so no transaction is
-- held meanwhile). claimed_by names the claim, so only its holder completes or fails it; an event
-- whose lease passed (its consumer died) is due again.
ALTER TABLE event_queue
  ADD COLUMN claimed_by text,
  ADD COLUMN claimed_until timestamptz;

-- Due events: by name, then created_at.
CREATE INDEX event_queue_name_created_at_idx ON event_queue (name, created_at);

-- Re-arming an event also ends any claim and back-off on it: the new occurrence is due now, and the
-- consumer still holding the old claim neither deletes nor fails it.
CREATE OR REPLACE FUNCTION enqueue_event(name text, event_id uuid, properties jsonb DEFAULT NULL, priority integer DEFAULT 0)
RETURNS void
LANGUAGE sql AS $$
  INSERT INTO event_queue AS q (name, event_id, properties, priority)
  VALUES (enqueue_event.name, enqueue_event.event_id, enqueue_event.properties, enqueue_event.priority)
  ON CONFLICT (name, event_id) DO UPDATE
    SET attempts = 0,
        error = NULL,
        last_attempt = NULL,
        delay = NULL,
        claimed_by = NULL,
        claimed_until = NULL,
        created_at = now(),
        properties = EXCLUDED.properties,
        priority = EXCLUDED.priority
$$;
