-- Session tokens, access tokens and CSRF cookies are random 256-bit secrets: from now on they are
-- stored as SHA-256 digests, not argon2id hashes (decision 0020).

-- Sessions signed in before cannot be checked that way: they end here and people sign in again.
UPDATE identity_sessions SET revoked_at = now(), updated_at = now()
WHERE revoked_at IS NULL AND token_hash LIKE '$argon2%';

-- Browser flows bound to an argon2id hash of the CSRF cookie expire; the pages start new ones.
UPDATE identity_flows SET expires_at = now(), updated_at = now()
WHERE expires_at > now() AND csrf_hash LIKE '$argon2%';

-- Access tokens keep working: an argon2id hash is replaced by the digest when the token is next used.
COMMENT ON COLUMN access_tokens.value IS 'SHA-256 digest (hex) of the token''s secret; argon2id for tokens of older releases until used';

-- A token made with another token never outlives it: revoking (deleting) the parent deletes it too.
ALTER TABLE access_tokens ADD COLUMN parent_id uuid REFERENCES access_tokens (id) ON DELETE CASCADE;
CREATE INDEX access_tokens_parent_id_idx ON access_tokens (parent_id);
