-- Read-only dashboard embeds: a random token in a URL, stored only as its SHA-256 digest. Each embed fixes the
-- window, layers, cohort and theme it shows, the origins that may frame it, and when it stops working.

CREATE TABLE embeds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  window_name text NOT NULL,
  layers text[] NOT NULL,
  cohort_filters jsonb NOT NULL,
  allowed_origins text[] NOT NULL,
  theme text NOT NULL CHECK (theme IN ('light', 'dark', 'auto')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX embeds_org_idx ON embeds (org_id, created_at);
