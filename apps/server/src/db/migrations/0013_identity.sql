-- Self-hosted identity: credentials, sessions, self-service flows, one-time codes, sign-in attempts.
--
-- Everything a replica needs to serve any step of a flow lives here, so several replicas behind one
-- load balancer share sign-in state. Secrets are kept only as argon2id hashes (passwords, session
-- tokens, CSRF cookies, recovery / verification / invitation codes); the TOTP secret is the one
-- exception, because checking a code needs the secret itself.

-- One row per identity: the password hash and the linked authenticator app, when there are any.
CREATE TABLE identity_credentials (
  identity_id uuid PRIMARY KEY REFERENCES identities (id) ON DELETE CASCADE,
  password_hash text,
  password_changed_at timestamptz,
  totp_secret text,
  totp_linked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Email addresses an identity has proven it receives mail at. The address in the identity's traits
-- is verified while a row for it (lower-cased) exists, so changing the email makes it unverified.
CREATE TABLE identity_verified_addresses (
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  address text NOT NULL,
  verified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (identity_id, address)
);

-- Signed-in sessions. The token handed to the browser (cookie) or API client is
-- "<session id>.<secret>"; only the argon2id hash of the secret is kept.
CREATE TABLE identity_sessions (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2')),
  -- [{method, aal, completed_at}], in the order the factors were completed
  authentication_methods jsonb NOT NULL DEFAULT '[]',
  authenticated_at timestamptz NOT NULL DEFAULT now(),
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  client_address text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_sessions_identity_id_idx ON identity_sessions (identity_id);

-- Self-service flows (login, registration, recovery, verification, settings).
CREATE TABLE identity_flows (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  kind text NOT NULL CHECK (kind IN ('login', 'registration', 'recovery', 'verification', 'settings')),
  type text NOT NULL CHECK (type IN ('browser', 'api')),
  state text NOT NULL,
  request_url text NOT NULL,
  return_to text,
  -- browser flows: argon2id hash of the CSRF cookie of the browser that opened the flow
  csrf_hash text,
  -- the identity the flow is about (settings, refresh and second-factor sign-in)
  identity_id uuid REFERENCES identities (id) ON DELETE CASCADE,
  refresh boolean NOT NULL DEFAULT false,
  requested_aal text NOT NULL DEFAULT 'aal1' CHECK (requested_aal IN ('aal1', 'aal2')),
  -- {nodes, messages} as shown to the client, without the CSRF node (rendered per response)
  ui jsonb NOT NULL DEFAULT '{"nodes": [], "messages": []}',
  -- what the server remembers between steps and never shows (invitation, address, pending TOTP secret)
  context jsonb NOT NULL DEFAULT '{}',
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_flows_expires_at_idx ON identity_flows (expires_at);

-- One-time codes sent by email: recovery and verification codes (bound to their flow) and invitations.
CREATE TABLE identity_codes (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  purpose text NOT NULL CHECK (purpose IN ('recovery', 'verification', 'invitation')),
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  flow_id uuid REFERENCES identity_flows (id) ON DELETE CASCADE,
  address text NOT NULL,
  code_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_codes_flow_id_idx ON identity_codes (flow_id);
CREATE INDEX identity_codes_identity_id_idx ON identity_codes (identity_id, purpose);

-- Failed sign-in attempts, counted per account and per client address to slow down guessing.
CREATE TABLE identity_login_attempts (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  identifier text NOT NULL,
  client_address text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_login_attempts_identifier_idx ON identity_login_attempts (identifier, attempted_at);
CREATE INDEX identity_login_attempts_client_address_idx ON identity_login_attempts (client_address, attempted_at);

-- Errors of browser flows the browser was redirected away from; the web's flow-error page reads them.
CREATE TABLE identity_flow_errors (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
  error jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Sign-in looks people up by email whatever its case.
CREATE INDEX people_email_lower_idx ON people (lower(email));
