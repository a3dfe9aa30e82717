-- Each signal's risk level (position in RISK_LEVELS of service/analysis/signal.ts: 0 none, 1 elevated, 2 high;
-- only high carries a crisis_theme) and valence (-1 to 1, null for rows written before).
ALTER TABLE signals ADD COLUMN risk_level smallint NOT NULL DEFAULT 0;
ALTER TABLE signals ADD COLUMN valence real;
-- Signals stored before the column existed were high exactly when they carried a crisis theme.
UPDATE signals SET risk_level = 2 WHERE crisis_theme IS NOT NULL;
