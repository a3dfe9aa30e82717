-- Weekly health history shown by embeds and reports, derived from the rollups once per aggregation run and
-- cohort: a page view never scans the rollups itself.

CREATE TABLE pulse_history (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  cohort_key text NOT NULL,
  run_id text NOT NULL,
  points jsonb NOT NULL,
  computed_at timestamptz NOT NULL,
  PRIMARY KEY (org_id, cohort_key)
);
