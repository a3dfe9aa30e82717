-- Brain tier direct support. `support_optins` is the only map from uid back to a platform user the connector
-- keeps for support, and only while the person wants support: leaving deletes their row. `support_messages`
-- records each private message sent, without its text: to whom (a digest of the uid), why, which cards, when.

CREATE TABLE connector.support_optins (
  uid text PRIMARY KEY,
  platform text NOT NULL,
  workspace_id text NOT NULL,
  user_id text NOT NULL,
  opted_in_at timestamptz NOT NULL
);

CREATE TABLE connector.support_messages (
  support_id uuid PRIMARY KEY,
  uid_digest text NOT NULL,
  platform text NOT NULL,
  workspace_id text NOT NULL,
  trigger text NOT NULL,
  card_ids uuid[] NOT NULL,
  tone text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX support_messages_uid_idx ON connector.support_messages (uid_digest, sent_at DESC);
