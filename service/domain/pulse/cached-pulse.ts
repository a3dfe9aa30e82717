import type { Tone, Trend } from '../../../shared/contract/common.js';
import type { PulseStatus, Valence } from '../../../shared/contract/pulse.js';

/**
 * The cohort result of one window as an aggregation run writes it to the pulse cache, with the configured
 * floor already applied to the cohort: a cohort below it has nothing stored. What is kept lets a reader apply
 * a stricter floor asked on a request without recomputing anything.
 *
 * `limit` is the largest floor under which the cohort may be shown: its distinct units, or fewer when the
 * differencing guard binds (the rest of the organisation is a smaller group than that). `previousLimit` is the
 * same for the previous window, 0 when there is none: trends need both windows to pass the floor.
 */
export interface CachedEntry {
  name: string;
  trend: Trend;
  delta: number;
}

export interface CachedMood extends CachedEntry {
  pct: number;
  count: number;
}

export interface CachedState extends CachedEntry {
  pct: number;
}

export interface CachedTopic extends CachedEntry {
  /** Share of the cohort raising the topic, in percent; not part of the payload, used for levels and `hot`. */
  share: number;
  /**
   * For an emerging keyphrase (a phrase that burst against the previous window, rather than a topic of the
   * taxonomy): its distinct units, which must reach the floor since a phrase can identify its author, and the
   * taxonomy topic it falls under, if any. Null for taxonomy topics.
   */
  emerging: { limit: number; topic: string | null } | null;
}

export type WithheldReason = 'cohort_below_floor' | 'near_whole_organisation';

export interface CachedPulse {
  status: PulseStatus;
  reason: WithheldReason | null;
  /** The floor the run applied: the configured anon_floor. */
  floor: number;
  limit: number;
  previousLimit: number;
  health: { score: number; trend: Trend; delta: number } | null;
  valence: Valence | null;
  /** Crisis themes present in the window: the safety action comes first when there are any. */
  crisisThemes: string[];
  moods: CachedMood[];
  states: CachedState[];
  topics: CachedTopic[];
  /**
   * The tone of the suggested actions: that of the sources the cohort wrote in during the window, under the
   * configuration version the cache row is keyed by (so a changed override is never served from an old row).
   * Absent from rows written before it existed: `svc_tone` then.
   */
  tone?: Tone;
}
