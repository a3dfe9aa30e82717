-- The pulse's rollups carry what its actions and health score now read: the crisis themes present (bit i =
-- CRISIS_THEMES[i]) and, for Model A items, the sums of the items' health scores and of their squares instead
-- of the components of the earlier score. Rollups and the pulse cache are derived data: they are emptied here
-- and the next run of each organisation rebuilds them from signals (GET /pulse asks for that run when it finds
-- no cache).
TRUNCATE rollup_uid_days, rollup_item_days, rollup_day_marks, pulse_cache;

ALTER TABLE rollup_uid_days ADD COLUMN crisis_themes integer NOT NULL DEFAULT 0;
ALTER TABLE rollup_item_days ADD COLUMN crisis_themes integer NOT NULL DEFAULT 0;
ALTER TABLE rollup_item_days RENAME COLUMN health_moments TO health_sums;
