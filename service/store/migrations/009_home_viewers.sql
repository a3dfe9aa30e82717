-- Who opened a chat app's Home tab lately (platform user ids), so that the tab is redrawn when what it shows
-- changes instead of only when it is opened again. `drawn` is a digest of what was last published to that
-- person. Rows go 7 days after the last opening, and with the workspace's installation.
CREATE TABLE connector.home_viewers (
  platform text NOT NULL,
  workspace_id text NOT NULL,
  user_id text NOT NULL,
  opened_at timestamptz NOT NULL,
  drawn text,
  PRIMARY KEY (platform, workspace_id, user_id)
);
CREATE INDEX home_viewers_opened_at_idx ON connector.home_viewers (opened_at);
