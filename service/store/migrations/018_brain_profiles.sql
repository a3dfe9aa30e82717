-- Brain tier: per-person profiles read by uid, every read audited, and the organisation's skill cards.

-- One row per read of a person's data (profile, signals) or of the list of uids. The uid is kept only as the
-- digest `uid_erasures` uses, so the log itself names nobody; the key that read is named by its id.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  key_id uuid NOT NULL,
  uid_digest bytea,
  action text NOT NULL CHECK (action IN ('profile', 'signals', 'users')),
  params jsonb NOT NULL DEFAULT '{}',
  at timestamptz NOT NULL
);
CREATE INDEX audit_log_org_idx ON audit_log (org_id, id DESC);
CREATE INDEX audit_log_uid_idx ON audit_log (org_id, uid_digest, id DESC) WHERE uid_digest IS NOT NULL;

-- An organisation's skill cards. The default catalogue is copied in on first use (`skill_card_catalogues`
-- records when), after which the organisation changes, deletes or replaces the cards as it likes.
CREATE TABLE skill_card_catalogues (
  org_id uuid PRIMARY KEY REFERENCES orgs (id) ON DELETE CASCADE,
  seeded_at timestamptz NOT NULL
);
CREATE TABLE skill_cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  resources jsonb NOT NULL,
  triggers jsonb NOT NULL,
  tones jsonb NOT NULL,
  position integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX skill_cards_org_idx ON skill_cards (org_id, position);
