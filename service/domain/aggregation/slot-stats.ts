import { MOODS } from '../../analysis/signal.js';
import type { ItemDayRow, KeyphraseRow, UnitStatsRow } from '../../store/repositories/rollups.repository.js';
import type { PhraseCounts } from './cohort-result.js';
import { addStats, type CohortSplit, emptySplit, type UnitStats } from './unit-stats.js';
import { NEGATIVE_MOODS, POSITIVE_MOODS } from './valence.js';
import { segmentOf, type WindowPlan } from './windows.js';

const POSITIVE_MOOD_INDEXES = POSITIVE_MOODS.map((m) => MOODS.indexOf(m));
const NEGATIVE_MOOD_INDEXES = NEGATIVE_MOODS.map((m) => MOODS.indexOf(m));
const itemsOf = (moodItems: number[], moods: number[]) =>
  moods.reduce((sum, i) => sum + (moodItems[i] ?? 0), 0);

function uidRowStats(row: UnitStatsRow): UnitStats {
  return {
    units: row.units,
    items: row.items,
    moodItems: row.moodItems,
    moodCombos: new Map([[row.moodBits, row.units]]),
    stateUnits: row.stateUnits,
    topicUnits: row.topicUnits,
    health: { n: row.units, sum: row.healthSums[0], sumSq: row.healthSums[1] },
    positiveUnits: row.positiveUnits,
    negativeUnits: row.negativeUnits,
    crisisThemes: row.crisisThemes,
  };
}

/** Model A items count one unit each, and each has exactly one mood. */
function itemDayStats(row: ItemDayRow): UnitStats {
  const combos = new Map<number, number>();
  row.moodItems.forEach((items, mood) => {
    if (items > 0) combos.set(1 << mood, items);
  });
  return {
    units: row.items,
    items: row.items,
    moodItems: row.moodItems,
    moodCombos: combos,
    stateUnits: row.stateItems,
    topicUnits: row.topicItems,
    health: { n: row.items, sum: row.healthSums[0], sumSq: row.healthSums[1] },
    positiveUnits: itemsOf(row.moodItems, POSITIVE_MOOD_INDEXES),
    negativeUnits: itemsOf(row.moodItems, NEGATIVE_MOOD_INDEXES),
    crisisThemes: row.crisisThemes,
  };
}

/**
 * The cohort and the rest of the organisation for every slot, from the Model B rows and the Model A days.
 * Model A items have no attributes, so under cohort filters they are outside the cohort.
 */
export function splitsBySlot(
  plan: WindowPlan,
  slots: { mask: number }[],
  uidRows: UnitStatsRow[],
  itemDays: ItemDayRow[],
  filtered: boolean,
): CohortSplit[] {
  const splits = slots.map(() => emptySplit());
  const add = (slot: number, inCohort: boolean, stats: UnitStats) => {
    const split = splits[slot]!;
    if (inCohort) split.cohort = addStats(split.cohort, stats);
    else split.outside = addStats(split.outside, stats);
  };
  for (const row of uidRows) add(row.slot, row.inCohort, uidRowStats(row));
  for (const day of itemDays) {
    const bit = 1 << segmentOf(plan, day.day);
    slots.forEach((slot, i) => {
      if (slot.mask & bit) add(i, !filtered, itemDayStats(day));
    });
  }
  return splits;
}

/** Named keyphrases' units in a window's slots, in and outside the cohort, and the cohort's in its history. */
export function phraseCounts(
  rows: KeyphraseRow[],
  current: number,
  previous: number,
  history: number[],
): PhraseCounts[] {
  const byHash = new Map<string, PhraseCounts>();
  for (const row of rows) {
    const counts = byHash.get(row.hash) ?? {
      phrase: row.phrase,
      current: { cohort: 0, outside: 0 },
      previous: { cohort: 0, outside: 0 },
      history: history.map(() => 0),
    };
    const side = row.inCohort ? 'cohort' : 'outside';
    counts.current[side] += row.units[current] ?? 0;
    counts.previous[side] += row.units[previous] ?? 0;
    if (row.inCohort)
      counts.history = counts.history.map((units, i) => units + (row.units[history[i]!] ?? 0));
    byHash.set(row.hash, counts);
  }
  return [...byHash.values()];
}
