-- The moderators' side of an alert: open → acknowledged → resolved or false_alarm, set from chat or the API.
-- Kept apart from `status` (active / resolved by the quiet period), which the service's own rules drive.
-- `model_version` is the analysis engine that raised the alert, recorded when its lifecycle is first set, so
-- that false alarms are counted per theme and engine version.
ALTER TABLE alerts
  ADD COLUMN lifecycle text NOT NULL DEFAULT 'open'
    CHECK (lifecycle IN ('open', 'acknowledged', 'resolved', 'false_alarm')),
  ADD COLUMN lifecycle_updated_at timestamptz,
  ADD COLUMN model_version text;
CREATE INDEX alerts_false_alarms_idx ON alerts (org_id, severity, theme, model_version)
  WHERE lifecycle IN ('resolved', 'false_alarm');
