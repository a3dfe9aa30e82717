-- The look (a digest of the organisation's branding) that a workspace's banners and counter message were last
-- drawn with. When the branding changes, the workspace's recent banners and its counter message are drawn again,
-- so that their footers show the new look. Null until first recorded.

ALTER TABLE connector.workspaces ADD COLUMN drawn_branding text;
