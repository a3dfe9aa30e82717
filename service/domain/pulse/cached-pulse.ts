import type { Trend } from '../../../shared/contract/common.js';
import type { PulseStatus } from '../../../shared/contract/pulse.js';

/**
 * The cohort result of one window as an aggregation run writes it to the pulse cache, with the configured
 * floor already applied: an entry resting on fewer units than that floor is not in it at all. What is kept
 * lets a reader apply a stricter floor asked on a request without recomputing anything.
 *
 * `limit` is the largest floor under which a thing may be shown: its distinct units, or fewer when the
 * differencing guard binds (the same entry outside a filtered cohort rests on fewer people than that).
 * `trendLimit` is the same for the comparison with the previous window, 0 when there is none.
 */
export interface CachedEntry {
  name: string;
  trend: Trend;
  delta: number;
  limit: number;
  trendLimit: number;
}

export interface CachedMood extends CachedEntry {
  pct: number;
  count: number;
}

export interface CachedState extends CachedEntry {
  pct: number;
}

export interface CachedTopic extends CachedEntry {
  /** Share of the cohort raising the topic, in percent; not part of the payload, used for `hot`. */
  share: number;
  /** A keyphrase that burst against the previous window, rather than a topic of the taxonomy. */
  emerging: boolean;
}

export type WithheldReason = 'cohort_below_floor' | 'near_whole_organisation';

export interface CachedPulse {
  status: PulseStatus;
  reason: WithheldReason | null;
  /** The floor the run applied: the configured anon_floor. */
  floor: number;
  limit: number;
  health: { score: number; trend: Trend; delta: number; trendLimit: number } | null;
  moods: CachedMood[];
  /**
   * Distinct units behind the moods left out, 0 or at least `floor`. Mood shares are of all items, so the
   * items behind left-out moods can be worked out from the rest; they must never rest on too few people.
   */
  moodsWithheld: number;
  states: CachedState[];
  topics: CachedTopic[];
}
