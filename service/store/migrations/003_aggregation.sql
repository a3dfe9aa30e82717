-- Aggregation: daily rollups of signals, the pulse cache that GET /pulse reads, and the marks that tell a run
-- which days changed since the last one. Windows, trends, the anonymity floor and the alert rules live in
-- service/domain (see the README section "Pulse, alerts and aggregation"); these tables only hold their inputs
-- and the floor-checked result.
--
-- Rollups and their marks are derived from signals and unlogged: writing them costs no WAL, and after a crash
-- (or on a promoted replica) both are empty, so the next run rebuilds every day from signals. The pulse cache
-- is logged and keeps being served meanwhile.

-- One row per organisation, UTC day and uid (Model B): what that uid's items of the day add up to. Vocabulary
-- positions follow service/analysis/signal.ts: `mood_items[i + 1]` counts items whose mood is MOODS[i];
-- `states` and `topics` are the OR of the items' bitmasks; `keyphrases` the hashes of the keyphrases the uid
-- used that day (one may repeat: readers count distinct uids per hash).
CREATE TABLE rollup_uid_days (
  org_id uuid NOT NULL,
  day date NOT NULL,
  uid text NOT NULL,
  items integer NOT NULL,
  mood_items integer[] NOT NULL,
  states integer NOT NULL,
  topics bigint NOT NULL,
  distress_sum double precision NOT NULL,
  crisis_items integer NOT NULL,
  keyphrases bigint[] NOT NULL,
  PRIMARY KEY (org_id, day, uid)
) PARTITION BY RANGE (day);

-- One row per organisation and UTC day for Model A items, which have no uid: each item counts as one person,
-- so everything here adds up across days. `state_items[i + 1]` and `topic_items[i + 1]` count items carrying
-- STATES[i] and TOPICS[i]; `keyphrase_items[j]` counts items using `keyphrases[j]`. `health_moments` are the
-- sums over items of the health-score components b (mood balance), d (distress) and r (at risk) and their
-- products, in the order b, d, r, bb, dd, rr, bd, br, dr.
CREATE TABLE rollup_item_days (
  org_id uuid NOT NULL,
  day date NOT NULL,
  items integer NOT NULL,
  mood_items integer[] NOT NULL,
  state_items integer[] NOT NULL,
  topic_items integer[] NOT NULL,
  health_moments double precision[] NOT NULL,
  keyphrases bigint[] NOT NULL,
  keyphrase_items integer[] NOT NULL,
  PRIMARY KEY (org_id, day)
) PARTITION BY RANGE (day);

-- Concatenates arrays across the rows of a group (the keyphrases of one uid's items of a day).
CREATE AGGREGATE array_cat_agg(anycompatiblearray) (SFUNC = array_cat, STYPE = anycompatiblearray);

-- Monthly partitions of both rollup tables, made before each run for every month that has a signals partition.
CREATE FUNCTION ensure_rollup_partition(month_start date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month_start)::date;
  parent text;
  name text;
BEGIN
  FOREACH parent IN ARRAY ARRAY['rollup_uid_days', 'rollup_item_days'] LOOP
    name := format('%s_%s', parent, to_char(first_day, 'YYYY_MM'));
    CONTINUE WHEN to_regclass(name) IS NOT NULL;
    PERFORM pg_advisory_xact_lock(hashtext('rollup-partition'), (extract(year FROM first_day) * 100 + extract(month FROM first_day))::int);
    IF to_regclass(name) IS NULL THEN
      EXECUTE format('CREATE UNLOGGED TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
        name, parent, first_day, (first_day + interval '1 month')::date);
    END IF;
  END LOOP;
END $$;

SELECT ensure_rollup_partition((date_trunc('month', now()) + make_interval(months => m))::date)
  FROM generate_series(-14, 2) AS m;

-- What each day's rollups were built from: the number of signals and the exact sum of their timestamps. A run
-- rebuilds the days whose signals no longer match (new items, backfills, erasures, retention).
CREATE UNLOGGED TABLE rollup_day_marks (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  day date NOT NULL,
  signals integer NOT NULL,
  ts_sum numeric NOT NULL,
  PRIMARY KEY (org_id, day)
);

-- The floor-checked cohort result per organisation, configuration version and window, as the last finished run
-- computed it. Nothing below the configured anon_floor is ever written here; a stricter floor asked on a
-- request is applied when reading. `data_as_of` is the moment the run's snapshot was taken, so readers can
-- tell when newer signals exist.
CREATE TABLE pulse_cache (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  config_version integer NOT NULL,
  window_name text NOT NULL CHECK (window_name IN ('7d', '30d', '60d', 'all')),
  run_id bigint NOT NULL REFERENCES aggregation_runs (id) ON DELETE CASCADE,
  data_as_of timestamptz NOT NULL,
  generated_at timestamptz NOT NULL,
  result jsonb NOT NULL,
  PRIMARY KEY (org_id, config_version, window_name)
);
