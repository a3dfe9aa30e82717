-- Webhooks: endpoints and their signing secrets, one message per (event, endpoint) carrying the body and the
-- delivery state, and one row per attempt. PostgreSQL is the record of every delivery; the BullMQ queue only
-- schedules attempts, so a lost Redis loses no message (the relay's sweeper enqueues them again).

CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  url text NOT NULL,
  events text[] NOT NULL,
  description text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  disabled_reason text,
  disabled_at timestamptz,
  -- Start of the current run of failed attempts; NULL after a success. Five days of it disable the endpoint.
  failing_since timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX webhook_endpoints_org_idx ON webhook_endpoints (org_id, created_at);

-- Raw key bytes: HMAC needs them. The current secret has no expiry; a rotated one signs until `expires_at`.
CREATE TABLE webhook_secrets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  key bytea NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz
);
CREATE INDEX webhook_secrets_endpoint_idx ON webhook_secrets (endpoint_id);

-- `id` is the `webhook-id` header: stable across attempts, relays and restarts.
CREATE TABLE webhook_messages (
  id text PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  -- NULL for test events, which do not pass through the outbox.
  outbox_id bigint,
  event_type text NOT NULL,
  body text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'dead_lettered', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL,
  finished_at timestamptz,
  UNIQUE (outbox_id, endpoint_id)
);
CREATE INDEX webhook_messages_pending_idx ON webhook_messages (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_messages_endpoint_pending_idx ON webhook_messages (endpoint_id) WHERE status = 'pending';
CREATE INDEX webhook_messages_finished_idx ON webhook_messages (finished_at) WHERE finished_at IS NOT NULL;

CREATE TABLE webhook_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  message_id text NOT NULL REFERENCES webhook_messages (id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  attempted_at timestamptz NOT NULL,
  status_code integer,
  duration_ms integer NOT NULL,
  error text,
  outcome text NOT NULL CHECK (outcome IN ('delivered', 'failed', 'dead_lettered')),
  UNIQUE (message_id, attempt)
);
CREATE INDEX webhook_attempts_endpoint_idx ON webhook_attempts (endpoint_id, attempted_at DESC);

-- An outbox row the relay could not turn into messages (its payload breaks the event contract) is set aside
-- with the reason, instead of blocking the rows behind it.
ALTER TABLE outbox ADD COLUMN relay_error text;

-- Wakes the relay as soon as events commit (NOTIFY is delivered at commit); it also polls, in case a
-- notification is missed while its connection is down.
CREATE FUNCTION notify_outbox_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_inserted', '');
  RETURN NULL;
END $$;
CREATE TRIGGER outbox_inserted AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION notify_outbox_inserted();
