-- A crisis alert is about one person's message (DESIGN §4): count 1, the source channel, never a uid. Its id is
-- the id of that person's crisis flag (a Model A item has no flag: its alert gets an id of its own), so a flag
-- refreshed while active refreshes its alert. Only spike alerts stay one per theme while active.
ALTER TABLE alerts ADD COLUMN source text;
DROP INDEX alerts_one_active_idx;
CREATE UNIQUE INDEX alerts_one_active_spike_idx ON alerts (org_id, theme) WHERE severity = 'spike' AND status = 'active';
