-- Brain tier configuration: a tone per source prefix (longest prefix wins over `svc_tone`) and white-label
-- branding (`{product_name, logo_url, accent_colour}`), both versioned with the rest of the configuration.
ALTER TABLE org_configs
  ADD COLUMN tone_overrides jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN branding jsonb;
