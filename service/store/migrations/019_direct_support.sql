-- Brain tier direct support: who asked for it (by uid, only while they want it) and each support message the
-- service asked a connector to send, without any text: whom (uid digest), why, which cards, in what tone.

CREATE TABLE support_optins (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  uid text NOT NULL,
  opted_in_at timestamptz NOT NULL,
  PRIMARY KEY (org_id, uid)
);

CREATE TABLE support_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  uid_digest bytea NOT NULL,
  trigger text NOT NULL CHECK (trigger IN ('threshold', 'elevated', 'high')),
  card_ids uuid[] NOT NULL,
  tone text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX support_events_uid_idx ON support_events (org_id, uid_digest, at DESC);
