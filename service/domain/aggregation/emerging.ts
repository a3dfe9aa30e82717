import { normalise } from '../../analysis/text/phrases.js';
import { detectTopics } from '../../analysis/topics/detect.js';
import { twoProportionZ } from './statistics.js';

/**
 * The burst test of emerging topics. A keyphrase is emerging in a window when the share of the cohort using
 * it at least doubled against the previous window and the rise is significant at the one-sided 0.1% level
 * (pooled two-proportion z ≥ 3.09; strict, because many phrases are tested at once). It must also rest on at
 * least the floor's number of people, and the previous window's cohort must pass the floor.
 */
export const BURST_Z = 3.09;
export const BURST_MIN_RATIO = 2;
/** At most this many emerging phrases per window, the strongest bursts first. */
export const EMERGING_MAX = 10;

export function burstZ(units: number, cohort: number, previousUnits: number, previousCohort: number): number {
  if (cohort <= 0 || previousCohort <= 0) return 0;
  const share = units / cohort;
  const previousShare = previousUnits / previousCohort;
  if (share < BURST_MIN_RATIO * previousShare) return 0;
  return twoProportionZ(units, cohort, previousUnits, previousCohort);
}

export function isBurst(z: number): boolean {
  return z >= BURST_Z;
}

/**
 * Words that carry no subject of their own: fillers, hedges, intensifiers and nouns so vague that a phrase
 * made with them says nothing ("honestly", "basically", "stuff"). A phrase with any of them is not shown as
 * emerging; the analysis engine already leaves out the usual stop-words.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  `honestly frankly seriously totally definitely absolutely completely really truly simply basically literally
actually obviously clearly certainly surely kinda sorta anyway anyways anyhow whatever like guess suppose mean
stuff thing lot bit kind sort sense point part fact case bunch ton tons whole rest`.split(/\s+/),
);

/**
 * Whether an emerging phrase is worth reading, and the taxonomy topic it falls under. A phrase is informative
 * when it has two or three words and none of them is a filler word: a single word carries no context ("long",
 * "meeting" say nothing on their own, and one that names a subject of the taxonomy is already reported under
 * its topic).
 */
export function readPhrase(phrase: string): { informative: boolean; topic: string | null } {
  const words = phrase.split(' ');
  const topic = detectTopics(normalise(phrase))[0] ?? null;
  return { informative: words.length >= 2 && !words.some((w) => FILLER_WORDS.has(w)), topic };
}

/**
 * A phrase common in every stretch of the organisation's history is part of how it talks, not news: it is
 * routine, and never emerges, when at least ROUTINE_MIN_PERIODS segments older than the previous window have a
 * cohort of at least the floor, and in every one of them at least ROUTINE_SHARE percent of people used it.
 */
export const ROUTINE_SHARE = 2;
export const ROUTINE_MIN_PERIODS = 2;

export function isRoutine(phraseUnits: number[], cohortUnits: number[], floor: number): boolean {
  const periods = cohortUnits.flatMap((units, i) =>
    units >= floor ? [{ units, used: phraseUnits[i] ?? 0 }] : [],
  );
  return (
    periods.length >= ROUTINE_MIN_PERIODS && periods.every((p) => (100 * p.used) / p.units >= ROUTINE_SHARE)
  );
}
