import type { Trend } from '../../../shared/contract/common.js';
import type { Valence } from '../../../shared/contract/pulse.js';
import { CRISIS_THEMES, MOODS, STATES, TOPICS } from '../../analysis/signal.js';
import type { CachedMood, CachedPulse, CachedState, CachedTopic } from '../pulse/cached-pulse.js';
import { burstZ, EMERGING_MAX, isBurst, isRoutine, readPhrase } from './emerging.js';
import { healthMean, healthVariance } from './health.js';
import {
  HEALTH_TREND_MIN_POINTS,
  percentagesSummingTo100,
  roundTo,
  TREND_MIN_POINTS,
  trendOf,
  twoProportionZ,
  welchZ,
} from './statistics.js';
import type { CohortSplit, UnitStats } from './unit-stats.js';

/** A named keyphrase's distinct units in a window, in its previous window, and in each stretch of history. */
export interface PhraseCounts {
  phrase: string;
  current: { cohort: number; outside: number };
  previous: { cohort: number; outside: number };
  /** The cohort's units using it in each segment older than the previous window (see `history` below). */
  history: number[];
}

export interface CohortResultInput {
  floor: number;
  current: CohortSplit;
  previous: CohortSplit | null;
  /** The cohort's units in each segment of the organisation's history older than the previous window. */
  history: number[];
  phrases: PhraseCounts[];
}

/**
 * How far a count may be shown. A filtered cohort is shown only when the rest of the organisation is empty or
 * itself rests on at least the floor: otherwise the whole organisation's answer minus this one would describe
 * that small group (the differencing guard).
 */
export function limitOf(units: number, outsideUnits: number): number {
  return outsideUnits > 0 ? Math.min(units, outsideUnits) : units;
}

const NO_COMPARISON = { trend: 'flat' as Trend, delta: 0 };

/** Trend of a share x/n against x0/n0, tested with the units of each cohort as sample sizes. */
function compareShares(
  share: { x: number; n: number; units: number },
  previous: { x: number; n: number; units: number } | null,
): { trend: Trend; delta: number } {
  if (!previous || share.n === 0 || previous.n === 0) return NO_COMPARISON;
  const p1 = share.x / share.n;
  const p0 = previous.x / previous.n;
  const z = twoProportionZ(p1 * share.units, share.units, p0 * previous.units, previous.units);
  const points = (p1 - p0) * 100;
  return { trend: trendOf(z, points, TREND_MIN_POINTS), delta: roundTo(points, 1) };
}

function withheldResult(floor: number, status: 'below_floor' | 'no_data', cohort: UnitStats): CachedPulse {
  return {
    status,
    reason:
      status === 'no_data' ? null : cohort.units < floor ? 'cohort_below_floor' : 'near_whole_organisation',
    floor,
    limit: 0,
    previousLimit: 0,
    health: null,
    valence: null,
    crisisThemes: [],
    moods: [],
    states: [],
    topics: [],
  };
}

/** Shares of the units that are positive, neutral and negative on balance. */
function valenceOf(stats: UnitStats): Valence {
  const neutral = stats.units - stats.positiveUnits - stats.negativeUnits;
  const [positive, middle, negative] = percentagesSummingTo100([
    stats.positiveUnits,
    neutral,
    stats.negativeUnits,
  ]);
  return { positive: positive!, neutral: middle!, negative: negative! };
}

function healthOf(now: UnitStats, before: UnitStats | null): NonNullable<CachedPulse['health']> {
  const score = healthMean(now.health);
  if (!before) return { score: Math.round(score), ...NO_COMPARISON };
  const earlier = healthMean(before.health);
  const z = welchZ(
    score,
    healthVariance(now.health),
    now.health.n,
    earlier,
    healthVariance(before.health),
    before.health.n,
  );
  return {
    score: Math.round(score),
    trend: trendOf(z, score - earlier, HEALTH_TREND_MIN_POINTS),
    delta: roundTo(score - earlier, 1),
  };
}

/**
 * The pulse of one window for the cache, the floor applied to the group (DESIGN §4): a cohort below it, or one
 * whose difference from the whole organisation is 1 to floor−1 units, yields empty layers. A cohort that
 * passes shows every mood, state and taxonomy topic present now or in the previous window, however few people
 * it rests on; only emerging keyphrases, made from free text, need the floor's number of people. Trends compare
 * with the previous window whenever its cohort passes the floor too, a share of 0 included.
 */
export function buildCohortResult(input: CohortResultInput): CachedPulse {
  const { floor } = input;
  const now = input.current.cohort;
  if (now.units === 0) return withheldResult(floor, 'no_data', now);
  const limit = limitOf(now.units, input.current.outside.units);
  if (limit < floor) return withheldResult(floor, 'below_floor', now);

  const previousLimit = input.previous
    ? limitOf(input.previous.cohort.units, input.previous.outside.units)
    : 0;
  const before = previousLimit >= floor ? input.previous!.cohort : null;

  const moods: CachedMood[] = MOODS.flatMap((name, i) => {
    const count = now.moodItems[i]!;
    if (count === 0 && !before?.moodItems[i]) return [];
    const comparison = compareShares(
      { x: count, n: now.items, units: now.units },
      before && { x: before.moodItems[i]!, n: before.items, units: before.units },
    );
    return [{ name, pct: roundTo((100 * count) / now.items, 1), count, ...comparison }];
  }).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

  const unitEntries = (names: readonly string[], pick: (stats: UnitStats) => number[]) =>
    names
      .flatMap((name, i) => {
        const units = pick(now)[i]!;
        if (units === 0 && !(before && pick(before)[i])) return [];
        const comparison = compareShares(
          { x: units, n: now.units, units: now.units },
          before && { x: pick(before)[i]!, n: before.units, units: before.units },
        );
        return [{ name, pct: roundTo((100 * units) / now.units, 1), ...comparison }];
      })
      .sort((a, b) => b.pct - a.pct || a.name.localeCompare(b.name));

  const states: CachedState[] = unitEntries(STATES, (s) => s.stateUnits);
  const topics: CachedTopic[] = unitEntries(TOPICS, (s) => s.topicUnits).map(({ pct, ...topic }) => ({
    ...topic,
    share: pct,
    emerging: null,
  }));
  if (before) topics.push(...emergingTopics(input, now, before));

  return {
    status: 'ok',
    reason: null,
    floor,
    limit,
    previousLimit: before ? previousLimit : 0,
    health: healthOf(now, before),
    valence: valenceOf(now),
    crisisThemes: CRISIS_THEMES.filter((_, i) => now.crisisThemes & (1 << i)),
    moods,
    states,
    topics,
  };
}

function emergingTopics(input: CohortResultInput, now: UnitStats, before: UnitStats): CachedTopic[] {
  const taxonomy = new Set<string>(TOPICS);
  return input.phrases
    .filter((p) => !taxonomy.has(p.phrase) && limitOf(p.current.cohort, p.current.outside) >= input.floor)
    .map((p) => ({ p, reading: readPhrase(p.phrase) }))
    .filter(({ p, reading }) => reading.informative && !isRoutine(p.history, input.history, input.floor))
    .map((c) => ({ ...c, z: burstZ(c.p.current.cohort, now.units, c.p.previous.cohort, before.units) }))
    .filter(({ z }) => isBurst(z))
    .sort((a, b) => b.z - a.z || a.p.phrase.localeCompare(b.p.phrase))
    .slice(0, EMERGING_MAX)
    .map(({ p, reading }) => {
      const share = (100 * p.current.cohort) / now.units;
      return {
        name: p.phrase,
        share: roundTo(share, 1),
        trend: 'up' as const,
        delta: roundTo(share - (100 * p.previous.cohort) / before.units, 1),
        emerging: { limit: limitOf(p.current.cohort, p.current.outside), topic: reading.topic },
      };
    });
}
