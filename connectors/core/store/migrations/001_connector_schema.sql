-- The connector schema as the service's migrations 005 and 009 first made it, when connectors still shared the
-- service's migrations. Every statement is IF NOT EXISTS, so a database where the service made these tables
-- keeps them and their data: this migration adopts them, and the ones after it build on them.

-- The chat connectors' own state, in a schema of its own: platform installations, each workspace's settings,
-- the alert state moderators see (crisis banners, spike counters), the webhook ids already handled, and the
-- opt-in map from uid back to a platform user. The service never reads this schema, and a deployment may put
-- it in a database of its own (CONNECTOR_DATABASE_URL). No message text is ever stored here.

CREATE SCHEMA IF NOT EXISTS connector;

-- One row per installed workspace (multi-workspace OAuth installs); `installation` holds the platform's
-- record, tokens included.
CREATE TABLE IF NOT EXISTS connector.installations (
  platform text NOT NULL,
  workspace_id text NOT NULL,
  enterprise_id text,
  is_enterprise_install boolean NOT NULL DEFAULT false,
  installation jsonb NOT NULL,
  installed_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform, workspace_id)
);

-- `counters_version` rises with every spike counted; a counter message shows the version it last rendered.
CREATE TABLE IF NOT EXISTS connector.workspaces (
  platform text NOT NULL,
  workspace_id text NOT NULL,
  moderators_channel text,
  counters_version bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform, workspace_id)
);

CREATE TABLE IF NOT EXISTS connector.spike_counters (
  platform text NOT NULL,
  workspace_id text NOT NULL,
  theme text NOT NULL,
  count integer NOT NULL,
  first_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  PRIMARY KEY (platform, workspace_id, theme),
  FOREIGN KEY (platform, workspace_id) REFERENCES connector.workspaces ON DELETE CASCADE
);

-- The one pinned counter message of a channel, updated in place.
CREATE TABLE IF NOT EXISTS connector.counter_messages (
  platform text NOT NULL,
  workspace_id text NOT NULL,
  channel_id text NOT NULL,
  message_ref text NOT NULL,
  rendered_version bigint NOT NULL,
  posted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform, workspace_id, channel_id),
  FOREIGN KEY (platform, workspace_id) REFERENCES connector.workspaces ON DELETE CASCADE
);

-- One banner per crisis event. `version` rises when the banner changes (acknowledged); the platform message
-- is (re)drawn while `rendered_version` lags behind, so a banner whose posting failed is posted later.
CREATE TABLE IF NOT EXISTS connector.crisis_banners (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  platform text NOT NULL,
  workspace_id text NOT NULL,
  webhook_id text NOT NULL,
  alert_id uuid NOT NULL,
  theme text NOT NULL,
  count double precision NOT NULL,
  delta double precision NOT NULL,
  recommended_action text NOT NULL,
  source text,
  raised_at timestamptz NOT NULL,
  channel_id text,
  message_ref text,
  version integer NOT NULL DEFAULT 1,
  rendered_version integer NOT NULL DEFAULT 0,
  acknowledged_by text,
  acknowledged_at timestamptz,
  UNIQUE (platform, workspace_id, webhook_id),
  FOREIGN KEY (platform, workspace_id) REFERENCES connector.workspaces ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS crisis_banners_pending_idx ON connector.crisis_banners (platform, workspace_id)
  WHERE rendered_version < version;

-- Standard Webhooks `webhook-id`s already handled (redeliveries are acknowledged and not acted on again).
CREATE TABLE IF NOT EXISTS connector.seen_webhooks (
  webhook_id text PRIMARY KEY,
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS seen_webhooks_seen_at_idx ON connector.seen_webhooks (seen_at);

-- Platform event ids already taken (Slack's `event_id`), so a retried or repeated delivery is handled once.
CREATE TABLE IF NOT EXISTS connector.seen_platform_events (
  platform text NOT NULL,
  event_id text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform, event_id)
);
CREATE INDEX IF NOT EXISTS seen_platform_events_seen_at_idx ON connector.seen_platform_events (seen_at);

-- Webhook endpoints this connector registered with the service, with their signing secrets.
CREATE TABLE IF NOT EXISTS connector.webhook_endpoints (
  endpoint_id uuid PRIMARY KEY,
  url text NOT NULL,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Opt-in (CONNECTOR_KEEP_UID_MAP): which platform user a uid stands for, for the Brain tier's direct
-- interactions. Kept only here; never sent to the service.
CREATE TABLE IF NOT EXISTS connector.uid_map (
  uid text PRIMARY KEY,
  platform text NOT NULL,
  workspace_id text NOT NULL,
  user_id text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (platform, workspace_id, user_id)
);

-- Who opened a chat app's Home tab lately (platform user ids), so that the tab is redrawn when what it shows
-- changes instead of only when it is opened again. `drawn` is a digest of what was last published to that
-- person. Rows go 7 days after the last opening, and with the workspace's installation.
CREATE TABLE IF NOT EXISTS connector.home_viewers (
  platform text NOT NULL,
  workspace_id text NOT NULL,
  user_id text NOT NULL,
  opened_at timestamptz NOT NULL,
  drawn text,
  PRIMARY KEY (platform, workspace_id, user_id)
);
CREATE INDEX IF NOT EXISTS home_viewers_opened_at_idx ON connector.home_viewers (opened_at);
