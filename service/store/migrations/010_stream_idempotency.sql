-- Idempotency-Key of stream items (DESIGN §7): the answer given for a key, written in the transaction that
-- stores the item, so that a retry after a lost answer (the API killed after the commit) gets that answer back
-- and stores nothing twice. Keys are kept as SHA-256 digests, for 24 hours per organisation.
CREATE TABLE stream_idempotency (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  key_hash bytea NOT NULL,
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, key_hash)
);
CREATE INDEX stream_idempotency_created_idx ON stream_idempotency (created_at);
