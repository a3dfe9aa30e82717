-- Each signal's risk level (position in RISK_LEVELS of service/analysis/signal.ts: 0 none, 1 elevated, 2 high;
-- only high carries a crisis_theme) and valence (-1 to 1). Rows written before keep 0 and null.
ALTER TABLE signals ADD COLUMN risk_level smallint NOT NULL DEFAULT 0;
ALTER TABLE signals ADD COLUMN valence real;
