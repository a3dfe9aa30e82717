-- Erasure requests. Signals accepted before a uid was erased but stored after it (queued while PostgreSQL was
-- away, or in flight at that moment) must never be stored. Writers check this table under the uid's lock. It
-- holds a digest of the organisation and uid, not the uid; rows go when retention would have removed the
-- signals anyway.
CREATE TABLE uid_erasures (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  uid_digest bytea NOT NULL,
  erased_at timestamptz NOT NULL,
  PRIMARY KEY (org_id, uid_digest)
);
