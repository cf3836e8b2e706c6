-- Foundation: the time-ordered uuid generator every table's id defaults to.

-- UUID version 7: 48 bits of Unix milliseconds, then random bits, so ids sort by creation time
-- and index inserts stay at the right-hand edge. Written in SQL so no extension is needed.
CREATE OR REPLACE FUNCTION uuid_generate_v7() RETURNS uuid
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  unix_ms bigint := floor(extract(epoch FROM clock_timestamp()) * 1000);
  bytes bytea := uuid_send(gen_random_uuid());
BEGIN
  bytes := overlay(bytes PLACING substring(int8send(unix_ms) FROM 3) FROM 1 FOR 6);
  -- version 7 in the high nibble of byte 7; the variant bits stay those of the random v4 uuid
  bytes := set_byte(bytes, 6, (get_byte(bytes, 6) & 15) | 112);
  RETURN encode(bytes, 'hex')::uuid;
END;
$$;

-- What the server records about the workspace itself: whether it was created with the demo,
-- and when the demo finished seeding (so an interrupted seed is finished on the next start).
CREATE TABLE IF NOT EXISTS app_state (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
