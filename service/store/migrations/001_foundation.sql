-- Organisations, API keys, configuration versions and cohort members.

CREATE TABLE orgs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  tier text NOT NULL CHECK (tier IN ('pulse', 'signal', 'brain')),
  rate_limit_batch_per_min integer CHECK (rate_limit_batch_per_min > 0),
  rate_limit_stream_per_min integer CHECK (rate_limit_stream_per_min > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin', 'ingest')),
  name text,
  key_hash bytea NOT NULL UNIQUE,
  prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  expires_at timestamptz,
  revoked_at timestamptz,
  replaced_by uuid REFERENCES api_keys (id)
);
CREATE INDEX api_keys_org_idx ON api_keys (org_id);

CREATE TABLE org_configs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  version integer NOT NULL,
  cohort_filters jsonb NOT NULL DEFAULT '{}',
  anon_floor integer NOT NULL CHECK (anon_floor >= 10),
  active_layers text[] NOT NULL,
  alert_threshold double precision NOT NULL CHECK (alert_threshold > 0),
  svc_tone text NOT NULL CHECK (svc_tone IN ('community', 'corporate', 'clinical')),
  applied_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, version)
);

-- One row per pseudonymous uid: its cohort attributes and when it was last active.
CREATE TABLE members (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  uid text NOT NULL,
  team text,
  department text,
  age_range text,
  tenure text,
  tags text[],
  attrs_updated_at timestamptz,
  last_seen_at timestamptz,
  PRIMARY KEY (org_id, uid)
);
CREATE INDEX members_last_seen_idx ON members (org_id, last_seen_at);
