-- Ingestion: batches, signals (never text), per-uid distress baselines and flags, alerts and the outbox that
-- carries alert events to webhook delivery in the same transaction as the signals that raised them.

CREATE TABLE batches (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  -- SHA-256 over the submitted content, to tell a replay from a different batch reusing the id.
  content_hash bytea NOT NULL,
  source text NOT NULL,
  model text NOT NULL CHECK (model IN ('A', 'B')),
  status text NOT NULL CHECK (status IN ('processed', 'queued', 'failed')),
  items integer NOT NULL,
  items_analysed integer NOT NULL,
  items_scrubbed integer NOT NULL,
  processed_at timestamptz NOT NULL,
  persisted_at timestamptz,
  failed_reason text,
  PRIMARY KEY (org_id, id)
);
CREATE INDEX batches_persisted_idx ON batches (org_id, persisted_at);

-- One row per analysed item. Vocabulary positions (mood, states, topics, crisis_theme) index the append-only
-- arrays of service/analysis/signal.ts; keyphrases are keyed 64-bit hashes, so a phrase used by few people
-- is never stored in the clear (see keyphrase_vocab).
CREATE TABLE signals (
  org_id uuid NOT NULL,
  ts timestamptz NOT NULL,
  received_at timestamptz NOT NULL,
  uid text,
  batch_id uuid,
  source text NOT NULL,
  mood smallint NOT NULL,
  mood_confidence real NOT NULL,
  states integer NOT NULL DEFAULT 0,
  topics bigint NOT NULL DEFAULT 0,
  keyphrases bigint[] NOT NULL DEFAULT '{}',
  distress real NOT NULL,
  crisis_theme smallint,
  pii_found boolean NOT NULL,
  lang text NOT NULL,
  model_version text NOT NULL
) PARTITION BY RANGE (ts);
CREATE INDEX signals_org_ts_idx ON signals (org_id, ts);
CREATE INDEX signals_org_uid_idx ON signals (org_id, uid, ts) WHERE uid IS NOT NULL;

-- Monthly partitions are made ahead by the worker's maintenance job and, as a safety net, on first use.
CREATE FUNCTION ensure_signal_partition(month_start date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month_start)::date;
  name text := format('signals_%s', to_char(first_day, 'YYYY_MM'));
BEGIN
  IF to_regclass(name) IS NOT NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('signals-partition'), (extract(year FROM first_day) * 100 + extract(month FROM first_day))::int);
  IF to_regclass(name) IS NULL THEN
    EXECUTE format('CREATE TABLE %I PARTITION OF signals FOR VALUES FROM (%L) TO (%L)',
      name, first_day, (first_day + interval '1 month')::date);
  END IF;
END $$;

SELECT ensure_signal_partition((date_trunc('month', now()) + make_interval(months => m))::date)
  FROM generate_series(-14, 2) AS m;

-- Per-uid distress: `baseline` is a slow exponentially weighted mean, `recent` a fast one.
CREATE TABLE uid_baselines (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  uid text NOT NULL,
  baseline real NOT NULL,
  recent real NOT NULL,
  n integer NOT NULL,
  last_ts timestamptz NOT NULL,
  PRIMARY KEY (org_id, uid)
);

-- Fast-analysis flags: a uid whose item fired an alert. Active until `expires_at`; `id` changes each time the
-- flag is raised anew after expiring, and names individual spike events.
CREATE TABLE uid_flags (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  uid text NOT NULL,
  severity text NOT NULL CHECK (severity IN ('spike', 'crisis')),
  theme text NOT NULL,
  raised_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (org_id, uid, severity, theme)
);
CREATE INDEX uid_flags_active_idx ON uid_flags (org_id, expires_at);

-- Alerts as GET /alerts lists them: crisis alerts per theme (count = uids flagged in it) and cohort spikes.
CREATE TABLE alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  severity text NOT NULL CHECK (severity IN ('spike', 'crisis')),
  theme text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'resolved')),
  count integer NOT NULL,
  delta real NOT NULL,
  recommended_action text NOT NULL,
  opened_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  resolved_at timestamptz
);
CREATE UNIQUE INDEX alerts_one_active_idx ON alerts (org_id, severity, theme) WHERE status = 'active';

-- Events waiting to be handed to webhook delivery; written in the transaction that raised them.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  relayed_at timestamptz
);
CREATE INDEX outbox_pending_idx ON outbox (id) WHERE relayed_at IS NULL;

-- Keyphrases are k-anonymous in the clear: aggregation adds a row (phrase still NULL) once a hash has been
-- used by at least 10 distinct uids (Model A items count one each); the next ingestion that meets the phrase
-- fills in its text. A phrase fewer people used is only ever stored as a hash.
CREATE TABLE keyphrase_vocab (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  hash bigint NOT NULL,
  phrase text,
  candidate_at timestamptz NOT NULL DEFAULT now(),
  named_at timestamptz,
  PRIMARY KEY (org_id, hash)
);
CREATE INDEX keyphrase_vocab_unnamed_idx ON keyphrase_vocab (org_id, hash) WHERE phrase IS NULL;

-- Keys of queued writes already applied: a stream item retried after its transaction committed (a worker that
-- died before acknowledging the job) is not written twice. Batches are idempotent through `batches` itself.
CREATE TABLE applied_writes (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  key text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, key)
);

-- Aggregation runs: a batch is included in the cache once a run that started after it was persisted finished.
CREATE TABLE aggregation_runs (
  id bigserial PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  trigger text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  status text NOT NULL CHECK (status IN ('running', 'finished', 'failed')),
  error text
);
CREATE INDEX aggregation_runs_org_idx ON aggregation_runs (org_id, started_at DESC);
