import type { CohortFilters } from '../../../shared/contract/configure.js';
import type { Queryable } from '../../../shared/runtime/pool.js';
import { MOODS, STATES, TOPICS } from '../../analysis/signal.js';

/** A day whose signals differ from what its rollups were built from. */
export interface DayMark {
  day: string;
  signals: number;
  tsSum: string;
}

/** The per-unit health score as the rollup queries compute it (see service/domain/aggregation/health.ts). */
export interface HealthRule {
  positiveMoods: readonly number[];
  negativeMoods: readonly number[];
  atRiskDistress: number;
  /** Bitmasks of the states that lower and raise a person's score. */
  loweringStates: number;
  raisingStates: number;
  weights: { balance: number; calm: number; safety: number; positive: number };
  negativeFactor: number;
}

/** The cohort spike comparison's notion of a person above their own distress baseline. */
export interface BaselineRule {
  prior: number;
  priorWeight: number;
  minBaseline: number;
  margin: number;
  minLevel: number;
}

export interface UnitStatsRow {
  slot: number;
  inCohort: boolean;
  moodBits: number;
  units: number;
  items: number;
  moodItems: number[];
  stateUnits: number[];
  topicUnits: number[];
  /** Sum of the units' health scores and of their squares. */
  healthSums: [number, number];
  /** Units whose mean item valence is above, and below, zero. */
  positiveUnits: number;
  negativeUnits: number;
  /** Crisis themes present (bit i = CRISIS_THEMES[i]). */
  crisisThemes: number;
}

export interface ItemDayRow {
  day: string;
  items: number;
  moodItems: number[];
  stateItems: number[];
  topicItems: number[];
  healthSums: [number, number];
  crisisThemes: number;
}

export interface KeyphraseRow {
  hash: string;
  phrase: string;
  inCohort: boolean;
  /** Distinct units per slot. */
  units: number[];
}

/** What the cohort spike queries compare: the periods, who is above their baseline, whether a cohort is filtered. */
export interface SpikeScope {
  periods: { recentFrom: string; referenceFrom: string };
  rule: BaselineRule;
  /** The cohort is the uids of `prepareCohort`, else everyone. */
  filtered: boolean;
}

export interface SpikeCounts {
  recentActive: number;
  referenceActive: number;
  recentUp: number[];
  referenceUp: number[];
  /** With cohort filters, the same recent counts for the organisation's people outside the cohort (else 0). */
  outsideRecentActive: number;
  outsideRecentUp: number[];
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const DAY = "(s.ts AT TIME ZONE 'UTC')::date";
const CRISIS_BIT = 'CASE WHEN s.crisis_theme IS NULL THEN 0 ELSE 1 << s.crisis_theme::int END';

/** SQL of one unit's health score from its columns b, d, r and states (the rule's numbers are code constants). */
function scoreExpression(rule: HealthRule): string {
  const w = rule.weights;
  const num = (x: number) => `${Number(x)}::float8`;
  return `((${num(w.balance / 2)} * (b + 1) + ${num(w.calm)} * (1 - d / 10) + ${num(w.safety)} * (1 - r)
            + ${num(w.positive)} * ((states & ${rule.raisingStates | 0}) <> 0)::int)
           * CASE WHEN states & ${rule.loweringStates | 0} <> 0 THEN ${num(rule.negativeFactor)} ELSE 1 END)`;
}

/** `CASE` giving the segment index of `column` from the boundaries in parameter `param` (newest first). */
function segmentExpression(column: string, param: string, boundaries: number): string {
  const arms = range(boundaries).map((i) => `WHEN ${column} >= ${param}[${i + 1}] THEN ${i}`);
  return `CASE ${arms.join(' ')} ELSE ${boundaries} END`;
}

/** Rollups of signals, the marks of what they were built from, and the figures aggregation reads from them. */
export class RollupsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Drops the rollup partitions of months older than every signals partition: retention dropped their signals,
   * so every day in them is gone. A drop that would wait on a run in progress is left for a later run.
   */
  async dropExpiredPartitions(): Promise<string[]> {
    const { rows } = await this.db.query<{ name: string }>(
      `WITH bounds AS (
         SELECT c.relname AS name, i.inhparent::regclass::text AS parent,
                (substring(pg_get_expr(c.relpartbound, c.oid) FROM 'TO \\(''([^'']+)''\\)')::timestamptz AT TIME ZONE 'UTC')::date AS upper,
                (substring(pg_get_expr(c.relpartbound, c.oid) FROM 'FROM \\(''([^'']+)''\\)')::timestamptz AT TIME ZONE 'UTC')::date AS lower
           FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent IN ('signals'::regclass, 'rollup_uid_days'::regclass, 'rollup_item_days'::regclass)
       )
       SELECT name FROM bounds
        WHERE parent <> 'signals' AND upper <= (SELECT min(lower) FROM bounds WHERE parent = 'signals')`,
    );
    const dropped: string[] = [];
    for (const { name } of rows) {
      try {
        await this.db.query('BEGIN');
        await this.db.query("SET LOCAL lock_timeout = '1s'");
        await this.db.query(`DROP TABLE IF EXISTS ${name.replace(/[^a-z0-9_]/g, '')}`);
        await this.db.query('COMMIT');
        dropped.push(name);
      } catch (err) {
        await this.db.query('ROLLBACK');
        if ((err as { code?: string }).code !== '55P03') throw err;
      }
    }
    return dropped;
  }

  /** Makes a rollup partition for every month that has a signals partition. */
  async ensurePartitions(): Promise<void> {
    await this.db.query(
      `SELECT ensure_rollup_partition(
                (substring(pg_get_expr(c.relpartbound, c.oid) FROM 'FROM \\(''([^'']+)''\\)')::timestamptz AT TIME ZONE 'UTC')::date)
         FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'signals'::regclass`,
    );
  }

  /** Days whose signals no longer match their mark: new, changed, or without signals any more (`signals` 0). */
  async changedDays(orgId: string): Promise<DayMark[]> {
    const { rows } = await this.db.query<{ day: string; signals: number; ts_sum: string }>(
      `SELECT coalesce(s.day, m.day)::text AS day, coalesce(s.signals, 0) AS signals, coalesce(s.ts_sum, 0)::text AS ts_sum
         FROM (SELECT ${DAY} AS day, count(*)::int AS signals, sum(extract(epoch FROM s.ts)) AS ts_sum
                 FROM signals s WHERE s.org_id = $1 GROUP BY 1) s
         FULL JOIN (SELECT day, signals, ts_sum FROM rollup_day_marks WHERE org_id = $1) m ON m.day = s.day
        WHERE s.signals IS DISTINCT FROM m.signals OR s.ts_sum IS DISTINCT FROM m.ts_sum
        ORDER BY 1`,
      [orgId],
    );
    return rows.map((r) => ({ day: r.day, signals: r.signals, tsSum: r.ts_sum }));
  }

  /**
   * Rebuilds the rollups of the given days from signals and records their marks. Days are grouped into
   * contiguous runs so each statement reads one range of the signals index.
   */
  async rebuild(orgId: string, days: DayMark[], health: HealthRule): Promise<void> {
    if (days.length === 0) return;
    const dayList = days.map((d) => d.day);
    await this.db.query('DELETE FROM rollup_uid_days WHERE org_id = $1 AND day = ANY ($2::date[])', [
      orgId,
      dayList,
    ]);
    await this.db.query('DELETE FROM rollup_item_days WHERE org_id = $1 AND day = ANY ($2::date[])', [
      orgId,
      dayList,
    ]);
    for (const [from, to] of contiguousRuns(days.filter((d) => d.signals > 0).map((d) => d.day))) {
      await this.insertUidDays(orgId, from, to);
      await this.insertItemDays(orgId, from, to, health);
    }
    await this.db.query('DELETE FROM rollup_day_marks WHERE org_id = $1 AND day = ANY ($2::date[])', [
      orgId,
      dayList,
    ]);
    const kept = days.filter((d) => d.signals > 0);
    await this.db.query(
      `INSERT INTO rollup_day_marks (org_id, day, signals, ts_sum)
       SELECT $1, m.day, m.signals, m.ts_sum FROM unnest($2::date[], $3::int[], $4::numeric[]) AS m(day, signals, ts_sum)`,
      [orgId, kept.map((d) => d.day), kept.map((d) => d.signals), kept.map((d) => d.tsSum)],
    );
  }

  private async insertUidDays(orgId: string, from: string, to: string): Promise<void> {
    const moodItems = MOODS.map((_, i) => `count(*) FILTER (WHERE s.mood = ${i})`).join(', ');
    await this.db.query(
      `INSERT INTO rollup_uid_days (org_id, day, uid, items, mood_items, states, topics, distress_sum, crisis_items,
                                    crisis_themes, keyphrases)
       SELECT $1, ${DAY}, s.uid, count(*), ARRAY[${moodItems}]::int[], bit_or(s.states), bit_or(s.topics),
              sum(s.distress), count(*) FILTER (WHERE s.crisis_theme IS NOT NULL), bit_or(${CRISIS_BIT}),
              array_cat_agg(s.keyphrases)
         FROM signals s
        WHERE s.org_id = $1 AND s.uid IS NOT NULL AND s.ts >= $2::timestamp AT TIME ZONE 'UTC' AND s.ts < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
        GROUP BY ${DAY}, s.uid`,
      [orgId, from, to],
    );
  }

  private async insertItemDays(orgId: string, from: string, to: string, health: HealthRule): Promise<void> {
    const counts = (n: number, test: (i: number) => string) =>
      range(n)
        .map((i) => `count(*) FILTER (WHERE ${test(i)})`)
        .join(', ');
    await this.db.query(
      `WITH items AS (
         SELECT ${DAY} AS day, s.mood, s.states, s.topics, s.keyphrases, ${CRISIS_BIT} AS crisis_bit,
                (CASE WHEN s.mood = ANY ($4::int[]) THEN 1 WHEN s.mood = ANY ($5::int[]) THEN -1 ELSE 0 END)::float8 AS b,
                s.distress::float8 AS d,
                (s.distress >= $6 OR s.crisis_theme IS NOT NULL)::int::float8 AS r
           FROM signals s
          WHERE s.org_id = $1 AND s.uid IS NULL AND s.ts >= $2::timestamp AT TIME ZONE 'UTC' AND s.ts < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
       ), scored AS (
         SELECT i.*, ${scoreExpression(health)} AS score FROM items i
       ), phrases AS (
         SELECT day, array_agg(k ORDER BY k) AS keyphrases, array_agg(n ORDER BY k) AS keyphrase_items
           FROM (SELECT i.day, k, count(*)::int AS n FROM items i, unnest(i.keyphrases) AS k GROUP BY 1, 2) x
          GROUP BY day
       )
       INSERT INTO rollup_item_days (org_id, day, items, mood_items, state_items, topic_items, health_sums,
                                     crisis_themes, keyphrases, keyphrase_items)
       SELECT $1, i.day, count(*), ARRAY[${counts(MOODS.length, (m) => `i.mood = ${m}`)}]::int[],
              ARRAY[${counts(STATES.length, (b) => `i.states & ${1 << b} <> 0`)}]::int[],
              ARRAY[${counts(TOPICS.length, (b) => `i.topics & (1::bigint << ${b}) <> 0`)}]::int[],
              ARRAY[sum(i.score), sum(i.score * i.score)], bit_or(i.crisis_bit),
              coalesce(min(p.keyphrases), '{}'), coalesce(min(p.keyphrase_items), '{}')
         FROM scored i LEFT JOIN phrases p ON p.day = i.day
        GROUP BY i.day`,
      [orgId, from, to, health.positiveMoods, health.negativeMoods, health.atRiskDistress],
    );
  }

  /**
   * Makes the temporary table of the uids matching the cohort filters, for the rest of the transaction. A uid
   * matches when it matches every given dimension (any value within one), as for `cohort_size`.
   */
  async prepareCohort(orgId: string, filters: CohortFilters): Promise<void> {
    await this.db.query(
      `CREATE TEMPORARY TABLE run_cohort ON COMMIT DROP AS
       SELECT uid FROM members
        WHERE org_id = $1
          AND ($2::text[] IS NULL OR team = ANY ($2))
          AND ($3::text[] IS NULL OR department = ANY ($3))
          AND ($4::text[] IS NULL OR age_range = ANY ($4))
          AND ($5::text[] IS NULL OR tenure = ANY ($5))
          AND ($6::text[] IS NULL OR tags && $6)`,
      [
        orgId,
        filters.team ?? null,
        filters.department ?? null,
        filters.age_range ?? null,
        filters.tenure ?? null,
        filters.tags ?? null,
      ],
    );
    await this.db.query('CREATE INDEX ON run_cohort (uid)');
    await this.db.query('ANALYZE run_cohort');
  }

  /**
   * Model B figures for every slot (a window or previous window, as a mask of segments), grouped by whether
   * the uid is in the cohort and by the set of moods it expressed. With `filtered` false every uid is in it.
   */
  async uidStats(
    orgId: string,
    boundaries: string[],
    slotMasks: number[],
    filtered: boolean,
    health: HealthRule,
  ): Promise<UnitStatsRow[]> {
    const segment = segmentExpression('r.day', '($2::date[])', boundaries.length);
    const moods = MOODS.map((_, i) => i);
    const slotSegments = slotMasks.flatMap((mask, slot) =>
      range(boundaries.length + 1)
        .filter((s) => mask & (1 << s))
        .map((s) => [slot, s] as const),
    );
    const { rows } = await this.db.query<Record<string, number | boolean>>(
      `WITH by_segment AS (
         SELECT ${segment} AS segment, r.uid, sum(r.items) AS items,
                ${moods.map((i) => `sum(r.mood_items[${i + 1}]) AS m${i}`).join(', ')},
                bit_or(r.states) AS states, bit_or(r.topics) AS topics,
                sum(r.distress_sum) AS distress_sum, sum(r.crisis_items) AS crisis_items,
                bit_or(r.crisis_themes) AS crisis_themes
           FROM rollup_uid_days r WHERE r.org_id = $1
          GROUP BY 1, 2
       ), by_slot AS (
         SELECT w.slot, g.uid, sum(g.items)::float8 AS items,
                ${moods.map((i) => `sum(g.m${i})::int AS m${i}`).join(', ')},
                bit_or(g.states) AS states, bit_or(g.topics) AS topics,
                sum(g.distress_sum) AS distress_sum, sum(g.crisis_items) AS crisis_items,
                bit_or(g.crisis_themes) AS crisis_themes
           FROM by_segment g JOIN unnest($3::int[], $4::int[]) AS w(slot, segment) ON w.segment = g.segment
          GROUP BY 1, 2
       ), units AS (
         SELECT u.*, ${filtered ? 'c.uid IS NOT NULL' : 'true'} AS in_cohort,
                ${moods.map((i) => `((u.m${i} > 0)::int << ${i})`).join(' | ')} AS mood_bits,
                ((${health.positiveMoods.map((i) => `u.m${i}`).join(' + ') || '0'})
                  - (${health.negativeMoods.map((i) => `u.m${i}`).join(' + ') || '0'})) / u.items AS b,
                u.distress_sum / u.items AS d,
                (u.distress_sum / u.items >= $5 OR u.crisis_items > 0)::int::float8 AS r
           FROM by_slot u ${filtered ? 'LEFT JOIN run_cohort c ON c.uid = u.uid' : ''}
       ), scored AS (
         SELECT units.*, ${scoreExpression(health)} AS score FROM units
       )
       SELECT slot, in_cohort, mood_bits, count(*)::int AS units, sum(items)::int AS items,
              ${moods.map((i) => `sum(m${i})::int AS m${i}`).join(', ')},
              ${STATES.map((_, i) => `count(*) FILTER (WHERE states & ${1 << i} <> 0)::int AS s${i}`).join(', ')},
              ${TOPICS.map((_, i) => `count(*) FILTER (WHERE topics & (1::bigint << ${i}) <> 0)::int AS t${i}`).join(', ')},
              sum(score)::float8 AS score_sum, sum(score * score)::float8 AS score_sq,
              count(*) FILTER (WHERE b > 0)::int AS positive_units, count(*) FILTER (WHERE b < 0)::int AS negative_units,
              bit_or(crisis_themes)::int AS crisis_themes
         FROM scored GROUP BY 1, 2, 3`,
      [
        orgId,
        boundaries,
        slotSegments.map(([slot]) => slot),
        slotSegments.map(([, s]) => s),
        health.atRiskDistress,
      ],
    );
    return rows.map((row) => ({
      slot: row.slot as number,
      inCohort: row.in_cohort as boolean,
      moodBits: row.mood_bits as number,
      units: row.units as number,
      items: row.items as number,
      moodItems: moods.map((i) => row[`m${i}`] as number),
      stateUnits: STATES.map((_, i) => row[`s${i}`] as number),
      topicUnits: TOPICS.map((_, i) => row[`t${i}`] as number),
      healthSums: [row.score_sum as number, row.score_sq as number],
      positiveUnits: row.positive_units as number,
      negativeUnits: row.negative_units as number,
      crisisThemes: row.crisis_themes as number,
    }));
  }

  /** The Model A rollups of the organisation, one row per day. */
  async itemDays(orgId: string): Promise<ItemDayRow[]> {
    const { rows } = await this.db.query<{
      day: string;
      items: number;
      mood_items: number[];
      state_items: number[];
      topic_items: number[];
      health_sums: [number, number];
      crisis_themes: number;
    }>(
      `SELECT day::text AS day, items, mood_items, state_items, topic_items, health_sums, crisis_themes
         FROM rollup_item_days WHERE org_id = $1 ORDER BY day`,
      [orgId],
    );
    return rows.map((r) => ({
      day: r.day,
      items: r.items,
      moodItems: r.mood_items,
      stateItems: r.state_items,
      topicItems: r.topic_items,
      healthSums: r.health_sums,
      crisisThemes: r.crisis_themes,
    }));
  }

  /** Distinct units per slot of every keyphrase named in the vocabulary, in and outside the cohort. */
  async namedKeyphrases(
    orgId: string,
    boundaries: string[],
    slotMasks: number[],
    filtered: boolean,
  ): Promise<KeyphraseRow[]> {
    const segmentOfUidDay = segmentExpression('r.day', '($2::date[])', boundaries.length);
    const segmentOfItemDay = segmentExpression('d.day', '($2::date[])', boundaries.length);
    const slots = slotMasks.map((_, i) => i);
    const { rows } = await this.db.query<Record<string, string | number | boolean>>(
      `WITH named AS (
         SELECT hash, phrase FROM keyphrase_vocab WHERE org_id = $1 AND phrase IS NOT NULL
       ), pairs AS (
         SELECT n.hash, r.uid, bit_or(1 << ${segmentOfUidDay}) AS segments
           FROM rollup_uid_days r CROSS JOIN LATERAL unnest(r.keyphrases) AS k(hash) JOIN named n ON n.hash = k.hash
          WHERE r.org_id = $1
          GROUP BY 1, 2
       ), counts AS (
         SELECT p.hash, ${filtered ? 'c.uid IS NOT NULL' : 'true'} AS in_cohort,
                ${slots.map((i) => `count(*) FILTER (WHERE p.segments & ($3::int[])[${i + 1}] <> 0) AS u${i}`).join(', ')}
           FROM pairs p ${filtered ? 'LEFT JOIN run_cohort c ON c.uid = p.uid' : ''}
          GROUP BY 1, 2
         UNION ALL
         SELECT n.hash, ${filtered ? 'false' : 'true'},
                ${slots.map((i) => `sum(x.items) FILTER (WHERE (1 << ${segmentOfItemDay}) & ($3::int[])[${i + 1}] <> 0)`).join(', ')}
           FROM rollup_item_days d CROSS JOIN LATERAL unnest(d.keyphrases, d.keyphrase_items) AS x(hash, items)
           JOIN named n ON n.hash = x.hash
          WHERE d.org_id = $1
          GROUP BY 1, 2
       )
       SELECT t.hash::text AS hash, n.phrase, t.in_cohort,
              ${slots.map((i) => `coalesce(sum(t.u${i}), 0)::int AS u${i}`).join(', ')}
         FROM counts t JOIN named n ON n.hash = t.hash
        GROUP BY t.hash, n.phrase, t.in_cohort`,
      [orgId, boundaries, slotMasks],
    );
    return rows.map((row) => ({
      hash: row.hash as string,
      phrase: row.phrase as string,
      inCohort: row.in_cohort as boolean,
      units: slots.map((i) => row[`u${i}`] as number),
    }));
  }

  /**
   * Keyphrases not yet in the vocabulary that at least `threshold` distinct units used in all (Model A items
   * counting one each). Only a phrase used on one of `days` can have newly reached it.
   */
  async namingCandidates(orgId: string, days: string[], threshold: number): Promise<string[]> {
    if (days.length === 0) return [];
    const { rows } = await this.db.query<{ hash: string }>(
      `WITH fresh AS (
         SELECT k.hash FROM rollup_uid_days r CROSS JOIN LATERAL unnest(r.keyphrases) AS k(hash)
          WHERE r.org_id = $1 AND r.day = ANY ($2::date[])
         UNION
         SELECT k.hash FROM rollup_item_days d CROSS JOIN LATERAL unnest(d.keyphrases) AS k(hash)
          WHERE d.org_id = $1 AND d.day = ANY ($2::date[])
       ), unknown AS (
         SELECT f.hash FROM fresh f
          WHERE NOT EXISTS (SELECT 1 FROM keyphrase_vocab v WHERE v.org_id = $1 AND v.hash = f.hash)
       ), reach AS (
         SELECT hash, count(*) AS units FROM (
           SELECT DISTINCT u.hash, r.uid
             FROM rollup_uid_days r CROSS JOIN LATERAL unnest(r.keyphrases) AS k(hash) JOIN unknown u ON u.hash = k.hash
            WHERE r.org_id = $1) p
          GROUP BY hash
         UNION ALL
         SELECT u.hash, sum(x.items)
           FROM rollup_item_days d CROSS JOIN LATERAL unnest(d.keyphrases, d.keyphrase_items) AS x(hash, items)
           JOIN unknown u ON u.hash = x.hash
          WHERE d.org_id = $1
          GROUP BY u.hash
       )
       SELECT hash::text FROM reach GROUP BY hash HAVING sum(units) >= $3`,
      [orgId, days, threshold],
    );
    return rows.map((r) => r.hash);
  }

  /**
   * For the cohort spike rule: people of the cohort active in the recent days and in the reference days before
   * them, and per theme (a state bit) those above their own distress baseline in each period. With `filtered`
   * (after `prepareCohort`) the cohort is the uids matching the filters, and the recent counts of everyone else
   * come too, for the differencing guard.
   */
  async spikeCounts(orgId: string, scope: SpikeScope, themeBits: number[]): Promise<SpikeCounts> {
    const up = (period: 'recent' | 'reference', who = 'in_cohort', as: string = period) =>
      themeBits
        .map(
          (bit, i) =>
            `count(*) FILTER (WHERE ${who} AND ${period}_up AND ${period}_states & ${1 << bit} <> 0)::int AS ${as}_${i}`,
        )
        .join(', ');
    const { rows } = await this.db.query<Record<string, number>>(
      `${spikeFlags(scope.filtered)}
       SELECT count(*) FILTER (WHERE in_cohort AND recent_items > 0)::int AS recent_active,
              count(*) FILTER (WHERE in_cohort AND reference_items > 0)::int AS reference_active,
              count(*) FILTER (WHERE NOT in_cohort AND recent_items > 0)::int AS outside_active,
              ${up('recent')}, ${up('reference')}, ${up('recent', 'NOT in_cohort', 'outside')}
         FROM flags`,
      spikeParameters(orgId, scope),
    );
    const row = rows[0]!;
    return {
      recentActive: row.recent_active!,
      referenceActive: row.reference_active!,
      recentUp: themeBits.map((_, i) => row[`recent_${i}`]!),
      referenceUp: themeBits.map((_, i) => row[`reference_${i}`]!),
      outsideRecentActive: row.outside_active!,
      outsideRecentUp: themeBits.map((_, i) => row[`outside_${i}`]!),
    };
  }

  /**
   * Per theme (a state bit), the sources in which the people a cohort spike counts (of the cohort, above their
   * baseline in the recent days and expressing the state) expressed it in those days: what the spike is about.
   */
  async spikeSources(orgId: string, scope: SpikeScope, themeBits: number[]): Promise<string[][]> {
    const { rows } = await this.db.query<{ i: number; sources: string[] }>(
      `${spikeFlags(scope.filtered)}
       SELECT t.i::int AS i, array_agg(DISTINCT s.source) AS sources
         FROM flags f
         CROSS JOIN unnest($9::int[]) WITH ORDINALITY AS t(bit, i)
         JOIN signals s ON s.org_id = $1 AND s.uid = f.uid AND s.ts >= $2::date::timestamp AT TIME ZONE 'UTC'
                       AND s.states & (1 << t.bit) <> 0
        WHERE f.in_cohort AND f.recent_up AND f.recent_states & (1 << t.bit) <> 0
        GROUP BY t.i`,
      [...spikeParameters(orgId, scope), themeBits],
    );
    return themeBits.map((_, i) => rows.find((r) => r.i === i + 1)?.sources ?? []);
  }

  /**
   * Each source of the organisation's signals (with `filtered`, of the cohort's people only) and the UTC day of
   * its latest signal: the sources a window's pulse is about are those seen since the window's first day.
   */
  async sourcesLastSeen(orgId: string, filtered = false): Promise<{ source: string; lastDay: string }[]> {
    const { rows } = await this.db.query<{ source: string; last_day: string }>(
      `SELECT s.source, (max(s.ts) AT TIME ZONE 'UTC')::date::text AS last_day
         FROM signals s ${filtered ? 'JOIN run_cohort c ON c.uid = s.uid' : ''}
        WHERE s.org_id = $1
        GROUP BY s.source`,
      [orgId],
    );
    return rows.map((r) => ({ source: r.source, lastDay: r.last_day }));
  }
}

/**
 * The people of the cohort spike rule, one row per uid with items since the reference days began: their items,
 * distress and states in each period, whether they are in the cohort and above their baseline in each period.
 * Parameters as `spikeParameters` gives them.
 */
function spikeFlags(filtered: boolean): string {
  return `WITH periods AS (
         SELECT r.uid,
                sum(r.items) FILTER (WHERE r.day >= $2::date) AS recent_items,
                sum(r.distress_sum) FILTER (WHERE r.day >= $2::date) AS recent_distress,
                bit_or(r.states) FILTER (WHERE r.day >= $2::date) AS recent_states,
                sum(r.items) FILTER (WHERE r.day < $2::date) AS reference_items,
                sum(r.distress_sum) FILTER (WHERE r.day < $2::date) AS reference_distress,
                bit_or(r.states) FILTER (WHERE r.day < $2::date) AS reference_states
           FROM rollup_uid_days r
          WHERE r.org_id = $1 AND r.day >= $3::date
          GROUP BY r.uid
       ), levels AS (
         SELECT p.*,
                greatest(CASE WHEN b.uid IS NULL THEN $4::float8
                              ELSE greatest($6::float8, (b.n * b.baseline + $5::float8 * $4::float8) / (b.n + $5::float8))
                         END + $7::float8, $8::float8) AS above
           FROM periods p LEFT JOIN uid_baselines b ON b.org_id = $1 AND b.uid = p.uid
       ), cohort AS (
         SELECT l.*, ${filtered ? 'c.uid IS NOT NULL' : 'true'} AS in_cohort
           FROM levels l ${filtered ? 'LEFT JOIN run_cohort c ON c.uid = l.uid' : ''}
       ), flags AS (
         SELECT *, coalesce(recent_items > 0 AND recent_distress / recent_items >= above, false) AS recent_up,
                coalesce(reference_items > 0 AND reference_distress / reference_items >= above, false) AS reference_up
           FROM cohort
       )`;
}

function spikeParameters(orgId: string, { periods, rule }: SpikeScope): unknown[] {
  return [
    orgId,
    periods.recentFrom,
    periods.referenceFrom,
    rule.prior,
    rule.priorWeight,
    rule.minBaseline,
    rule.margin,
    rule.minLevel,
  ];
}

/** Sorted `YYYY-MM-DD` days as [first, last] pairs of consecutive days. */
function contiguousRuns(days: string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of [...days].sort()) {
    const last = runs[runs.length - 1];
    if (last && Date.parse(`${day}T00:00:00Z`) - Date.parse(`${last[1]}T00:00:00Z`) === 86_400_000)
      last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}
