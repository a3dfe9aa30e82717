-- Webhook signing keys may be sealed (AES-256-GCM under SECRETS_KEY); `sealed` says which rows are. Rows kept
-- before a key was configured stay readable and are sealed by `affective migrate` once one is.
ALTER TABLE webhook_secrets ADD COLUMN sealed boolean NOT NULL DEFAULT false;
