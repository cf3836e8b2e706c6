-- Connection secrets leave the connections table (decision 0066). The server encrypts every secret
-- before a write reaches SQL (`enc:v1:` + AES-256-GCM); the trigger below moves each such value into
-- connection_secrets and leaves '***' in the row, so every read of connections (select=*, embeds,
-- return=representation, views) shows the mask. Which fields are secret is decided once, by the
-- server's registry of connection types: the trigger moves whatever arrives encrypted.
--   enc:v1:...   stored (replacing the stored one), the row keeps '***'
--   '***'        the stored secret stays (or, for a row written before this migration, its old value)
--   NULL or ''   the stored secret is removed
--   other text   stored as written (env:// and file:// references; plaintext a start-up step encrypts)

CREATE TABLE connection_secrets (
  -- Deferred: a new row's secrets are stored before the row itself exists.
  connection_id uuid NOT NULL REFERENCES connections (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  -- 'password', 'certificate' or 'properties.<name>'
  field text NOT NULL,
  value text NOT NULL CHECK (value LIKE 'enc:v1:%'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (connection_id, field)
);

CREATE FUNCTION connection_secret_kept(p_id uuid, p_field text, p_value text, p_old text) RETURNS text
LANGUAGE plpgsql AS $$
BEGIN
  IF p_value LIKE 'enc:v1:%' THEN
    INSERT INTO connection_secrets (connection_id, field, value) VALUES (p_id, p_field, p_value)
    ON CONFLICT (connection_id, field) DO UPDATE SET value = EXCLUDED.value, updated_at = now();
    RETURN '***';
  END IF;
  IF p_value = '***' THEN
    IF EXISTS (SELECT 1 FROM connection_secrets WHERE connection_id = p_id AND field = p_field) THEN
      RETURN '***';
    END IF;
    RETURN CASE WHEN p_old = '***' THEN NULL ELSE p_old END;
  END IF;
  DELETE FROM connection_secrets WHERE connection_id = p_id AND field = p_field;
  RETURN p_value;
END
$$;

CREATE FUNCTION connections_keep_secrets() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  entry record;
  old_properties jsonb := CASE WHEN TG_OP = 'UPDATE' THEN coalesce(OLD.properties, '{}'::jsonb) ELSE '{}'::jsonb END;
  kept text;
BEGIN
  -- A new row that collides with a stored one (an upsert, or an insert about to fail) stores nothing
  -- here: ON CONFLICT DO UPDATE hands the encrypted values to the update, which stores them.
  IF TG_OP = 'INSERT' AND EXISTS (
    SELECT 1 FROM connections WHERE id = NEW.id OR (name = NEW.name AND namespace = NEW.namespace)
  ) THEN
    RETURN NEW;
  END IF;
  NEW.password := connection_secret_kept(NEW.id, 'password', NEW.password, CASE WHEN TG_OP = 'UPDATE' THEN OLD.password END);
  NEW.certificate := connection_secret_kept(NEW.id, 'certificate', NEW.certificate, CASE WHEN TG_OP = 'UPDATE' THEN OLD.certificate END);
  IF NEW.properties IS NOT NULL AND jsonb_typeof(NEW.properties) = 'object' THEN
    FOR entry IN SELECT key, value FROM jsonb_each(NEW.properties) WHERE jsonb_typeof(value) = 'string' LOOP
      kept := connection_secret_kept(NEW.id, 'properties.' || entry.key, entry.value #>> '{}', old_properties ->> entry.key);
      IF kept IS NULL THEN
        NEW.properties := NEW.properties - entry.key;
      ELSIF kept IS DISTINCT FROM entry.value #>> '{}' THEN
        NEW.properties := jsonb_set(NEW.properties, ARRAY[entry.key], to_jsonb(kept));
      END IF;
    END LOOP;
  END IF;
  -- A property the write left out (or set to something else than text) has no secret any more.
  DELETE FROM connection_secrets
  WHERE connection_id = NEW.id AND field LIKE 'properties.%'
    AND coalesce(jsonb_typeof(NEW.properties -> substr(field, 12)), '') <> 'string';
  RETURN NEW;
END
$$;

CREATE TRIGGER connections_keep_secrets BEFORE INSERT OR UPDATE ON connections
FOR EACH ROW EXECUTE FUNCTION connections_keep_secrets();
