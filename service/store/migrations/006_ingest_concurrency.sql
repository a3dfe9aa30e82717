-- Ingestion under concurrency.

-- Lets a single statement abort itself when a condition it checked no longer holds, such as an optimistic
-- write finding that a baseline moved since it was read. The error is a serialization failure, which callers
-- retry.
CREATE FUNCTION affective_assert(ok boolean, message text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT ok THEN
    RAISE EXCEPTION '%', message USING ERRCODE = 'serialization_failure';
  END IF;
  RETURN true;
END $$;

-- When an organisation last had signals stored, to the second: how a cached pulse knows newer signals exist.
-- Writers update it only when it is more than a second old, so a busy stream rarely touches it.
CREATE TABLE org_activity (
  org_id uuid PRIMARY KEY REFERENCES orgs (id) ON DELETE CASCADE,
  last_received_at timestamptz NOT NULL DEFAULT '-infinity'
);
INSERT INTO org_activity (org_id) SELECT id FROM orgs;

CREATE FUNCTION orgs_add_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO org_activity (org_id) VALUES (NEW.id);
  RETURN NEW;
END $$;
CREATE TRIGGER orgs_add_activity AFTER INSERT ON orgs FOR EACH ROW EXECUTE FUNCTION orgs_add_activity();
