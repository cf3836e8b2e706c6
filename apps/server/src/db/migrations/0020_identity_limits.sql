-- The 30-second time step of the last authenticator code accepted for an identity: a code (or any
-- code of the same or an earlier step) is accepted once.
ALTER TABLE identity_credentials ADD COLUMN totp_last_step bigint;

-- Requests counted per key for the identity module's per-address limits: flows created per client
-- address, recovery and verification codes asked for per email address.
CREATE TABLE identity_rate_limit_hits (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  bucket text NOT NULL,
  key text NOT NULL,
  hit_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_rate_limit_hits_key_idx ON identity_rate_limit_hits (bucket, key, hit_at);
CREATE INDEX identity_rate_limit_hits_hit_at_idx ON identity_rate_limit_hits (hit_at);
