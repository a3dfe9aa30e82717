-- What the platform-neutral connector core keeps beyond alerts: conversation references to post without a
-- request in hand, each workspace's choices made at setup, who opted out, and the lifecycle of crisis banners.

-- How to reach a channel later. `reference` is the platform's own (Teams: service URL, tenant, conversation
-- ids; Slack and Discord: nothing more than the channel id). `announced_at` is when the transparency note was
-- posted there, so it is posted once.
CREATE TABLE connector.conversations (
  platform text NOT NULL,
  workspace_id text NOT NULL,
  channel_id text NOT NULL,
  reference jsonb NOT NULL DEFAULT '{}',
  announced_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform, workspace_id, channel_id)
);

-- Choices made at setup. `notify` is whom a banner notifies (`{"kind": "here"}`, a group, a role, a tag,
-- named people, or `{"kind": "nobody"}`); the scope says which channels are read; the digest when and where
-- the weekly pulse is posted (weekday 0 = Sunday, hour in `time_zone`).
ALTER TABLE connector.workspaces
  ADD COLUMN notify jsonb,
  ADD COLUMN channel_scope text NOT NULL DEFAULT 'all' CHECK (channel_scope IN ('all', 'include', 'exclude')),
  ADD COLUMN scope_channels text[] NOT NULL DEFAULT '{}',
  ADD COLUMN include_external boolean NOT NULL DEFAULT false,
  ADD COLUMN support_text text,
  ADD COLUMN support_links jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN digest_channel text,
  ADD COLUMN digest_weekday smallint CHECK (digest_weekday BETWEEN 0 AND 6),
  ADD COLUMN digest_hour smallint CHECK (digest_hour BETWEEN 0 AND 23),
  ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC',
  ADD COLUMN digest_last_at timestamptz;

-- People who asked not to be analysed: a SHA-256 digest of their uid, never the platform user id.
CREATE TABLE connector.opt_outs (
  uid_digest text PRIMARY KEY,
  platform text NOT NULL,
  workspace_id text NOT NULL,
  opted_out_at timestamptz NOT NULL DEFAULT now()
);

-- A banner's lifecycle: `status` open → acknowledged → resolved or false_alarm; `status_pending` is a status
-- the service has not been told yet. `notified_at` and `reminders` drive escalation of banners nobody took.
ALTER TABLE connector.crisis_banners
  ADD COLUMN status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'acknowledged', 'resolved', 'false_alarm')),
  ADD COLUMN status_by text,
  ADD COLUMN status_at timestamptz,
  ADD COLUMN status_pending boolean NOT NULL DEFAULT false,
  ADD COLUMN notified_at timestamptz,
  ADD COLUMN reminders integer NOT NULL DEFAULT 0;
UPDATE connector.crisis_banners SET status = 'acknowledged', status_by = acknowledged_by, status_at = acknowledged_at
 WHERE acknowledged_at IS NOT NULL;
CREATE INDEX crisis_banners_open_idx ON connector.crisis_banners (notified_at) WHERE status = 'open';
