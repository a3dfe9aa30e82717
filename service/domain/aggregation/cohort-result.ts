import type { Trend } from '../../../shared/contract/common.js';
import { MOODS, STATES, TOPICS } from '../../analysis/signal.js';
import type { CachedMood, CachedPulse, CachedState, CachedTopic } from '../pulse/cached-pulse.js';
import { burstZ, EMERGING_MAX, isBurst } from './emerging.js';
import { healthMean, healthVariance } from './health.js';
import {
  HEALTH_TREND_MIN_POINTS,
  roundTo,
  TREND_MIN_POINTS,
  trendOf,
  twoProportionZ,
  welchZ,
} from './statistics.js';
import { type CohortSplit, type UnitStats, unitsWithAnyMood } from './unit-stats.js';

/** A named keyphrase's distinct units in a window and in its previous window. */
export interface PhraseCounts {
  phrase: string;
  current: { cohort: number; outside: number };
  previous: { cohort: number; outside: number };
}

export interface CohortResultInput {
  floor: number;
  current: CohortSplit;
  previous: CohortSplit | null;
  phrases: PhraseCounts[];
}

/**
 * How far a count may be shown. A filtered cohort's entry is shown only when the same entry outside the cohort
 * is empty or itself rests on at least the floor: otherwise the whole organisation's answer minus this one
 * would describe that small group (the differencing guard).
 */
export function limitOf(units: number, outsideUnits: number): number {
  return outsideUnits > 0 ? Math.min(units, outsideUnits) : units;
}

interface Comparison {
  trend: Trend;
  delta: number;
  trendLimit: number;
}

const NO_COMPARISON: Comparison = { trend: 'flat', delta: 0, trendLimit: 0 };

/** Trend of a share x/n against x0/n0, tested with the units of the cohort as sample sizes. */
function compareShares(
  floor: number,
  trendLimit: number,
  share: { x: number; n: number; units: number },
  previous: { x: number; n: number; units: number },
): Comparison {
  if (trendLimit < floor || share.n === 0 || previous.n === 0) return NO_COMPARISON;
  const p1 = share.x / share.n;
  const p0 = previous.x / previous.n;
  const z = twoProportionZ(p1 * share.units, share.units, p0 * previous.units, previous.units);
  const points = (p1 - p0) * 100;
  return { trend: trendOf(z, points, TREND_MIN_POINTS), delta: roundTo(points, 1), trendLimit };
}

function withheldResult(floor: number, status: 'below_floor' | 'no_data', cohort: UnitStats): CachedPulse {
  return {
    status,
    reason:
      status === 'no_data' ? null : cohort.units < floor ? 'cohort_below_floor' : 'near_whole_organisation',
    floor,
    limit: 0,
    health: null,
    moods: [],
    moodsWithheld: 0,
    states: [],
    topics: [],
  };
}

/**
 * The pulse of one window for the cache, the floor applied (DESIGN §4): a cohort below it yields empty layers;
 * an entry resting on fewer distinct units is left out; a filtered cohort, or entry, whose counterpart outside
 * the filters rests on 1 to floor−1 units is left out too; trends compare with the previous window only where
 * that window's figures could themselves be shown.
 */
export function buildCohortResult(input: CohortResultInput): CachedPulse {
  const { floor } = input;
  const now = input.current.cohort;
  const outside = input.current.outside;
  if (now.units === 0) return withheldResult(floor, 'no_data', now);
  const limit = limitOf(now.units, outside.units);
  if (limit < floor) return withheldResult(floor, 'below_floor', now);

  const before = input.previous?.cohort ?? null;
  const beforeOutside = input.previous?.outside ?? null;
  const previousLimit = before && beforeOutside ? limitOf(before.units, beforeOutside.units) : 0;
  const comparableUpTo = previousLimit >= floor ? previousLimit : 0;
  const entryTrendLimit = (previousUnits: number, previousOutside: number) =>
    Math.min(comparableUpTo, limitOf(previousUnits, previousOutside));

  const health = (() => {
    const score = healthMean(now.health);
    if (!before || comparableUpTo === 0) {
      return { score: Math.round(score), trend: 'flat' as Trend, delta: 0, trendLimit: 0 };
    }
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
      trendLimit: comparableUpTo,
    };
  })();

  const moods: CachedMood[] = [];
  let withheldMask = 0;
  MOODS.forEach((name, i) => {
    const bit = 1 << i;
    const units = unitsWithAnyMood(now, bit);
    if (units === 0) return;
    const entryLimit = limitOf(units, unitsWithAnyMood(outside, bit));
    if (entryLimit < floor) {
      withheldMask |= bit;
      return;
    }
    const comparison =
      before && beforeOutside
        ? compareShares(
            floor,
            entryTrendLimit(unitsWithAnyMood(before, bit), unitsWithAnyMood(beforeOutside, bit)),
            { x: now.moodItems[i]!, n: now.items, units: now.units },
            { x: before.moodItems[i]!, n: before.items, units: before.units },
          )
        : NO_COMPARISON;
    moods.push({
      name,
      pct: roundTo((100 * now.moodItems[i]!) / now.items, 1),
      count: now.moodItems[i]!,
      ...comparison,
      limit: entryLimit,
    });
  });
  // Complementary suppression: take out the smallest shown moods until what is left out rests on no one or on
  // at least the floor.
  moods.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  let moodsWithheld = unitsWithAnyMood(now, withheldMask);
  while (moodsWithheld > 0 && moodsWithheld < floor && moods.length > 0) {
    const smallest = moods.reduce((min, m) => (m.limit < min.limit ? m : min));
    moods.splice(moods.indexOf(smallest), 1);
    withheldMask |= 1 << MOODS.indexOf(smallest.name as (typeof MOODS)[number]);
    moodsWithheld = unitsWithAnyMood(now, withheldMask);
  }

  const unitEntries = (
    names: readonly string[],
    pick: (stats: UnitStats) => number[],
  ): (CachedState & { share: number })[] =>
    names
      .map((name, i) => {
        const units = pick(now)[i]!;
        const entryLimit = limitOf(units, pick(outside)[i]!);
        if (units === 0 || entryLimit < floor) return null;
        const comparison =
          before && beforeOutside
            ? compareShares(
                floor,
                entryTrendLimit(pick(before)[i]!, pick(beforeOutside)[i]!),
                { x: units, n: now.units, units: now.units },
                { x: pick(before)[i]!, n: before.units, units: before.units },
              )
            : NO_COMPARISON;
        const pct = roundTo((100 * units) / now.units, 1);
        return { name, pct, share: pct, ...comparison, limit: entryLimit };
      })
      .filter((entry) => entry !== null)
      .sort((a, b) => b.pct - a.pct || a.name.localeCompare(b.name));

  const states: CachedState[] = unitEntries(STATES, (s) => s.stateUnits).map(
    ({ share: _, ...state }) => state,
  );
  const topics: CachedTopic[] = unitEntries(TOPICS, (s) => s.topicUnits).map(({ pct: _, ...topic }) => ({
    ...topic,
    emerging: false,
  }));
  topics.push(...emergingTopics(input, comparableUpTo));

  return {
    status: 'ok',
    reason: null,
    floor,
    limit,
    health,
    moods,
    moodsWithheld,
    states,
    topics,
  };
}

function emergingTopics(input: CohortResultInput, comparableUpTo: number): CachedTopic[] {
  const before = input.previous?.cohort;
  if (!before || comparableUpTo === 0) return [];
  const now = input.current.cohort;
  const taxonomy = new Set<string>(TOPICS);
  return input.phrases
    .filter((p) => !taxonomy.has(p.phrase) && limitOf(p.current.cohort, p.current.outside) >= input.floor)
    .map((p) => ({ p, z: burstZ(p.current.cohort, now.units, p.previous.cohort, before.units) }))
    .filter(({ z }) => isBurst(z))
    .sort((a, b) => b.z - a.z || a.p.phrase.localeCompare(b.p.phrase))
    .slice(0, EMERGING_MAX)
    .map(({ p }) => {
      const share = (100 * p.current.cohort) / now.units;
      return {
        name: p.phrase,
        share: roundTo(share, 1),
        trend: 'up' as const,
        delta: roundTo(share - (100 * p.previous.cohort) / before.units, 1),
        limit: limitOf(p.current.cohort, p.current.outside),
        trendLimit: comparableUpTo,
        emerging: true,
      };
    });
}
