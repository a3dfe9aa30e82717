-- Admin panel sessions, server-side: the cookie carries a random token whose SHA-256 digest is the key here, and
-- each session has its own CSRF token. A session names the admin key it was opened with, so revoking that key
-- ends the session.

CREATE TABLE admin_sessions (
  token_hash bytea PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  key_id uuid NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX admin_sessions_expiry_idx ON admin_sessions (expires_at);
