import { MOODS, STATES, TOPICS } from '../../analysis/signal.js';
import { addSums, emptySums, type HealthSums } from './health.js';

/**
 * What a set of units (people, and Model A items counted one each) adds up to over one window. Counts of
 * units are distinct: a person with ten stressed messages counts once in `stateUnits`.
 */
export interface UnitStats {
  units: number;
  items: number;
  moodItems: number[];
  /** Units by the set of moods they expressed (bit i = MOODS[i]); unions of entries are exact from it. */
  moodCombos: Map<number, number>;
  stateUnits: number[];
  topicUnits: number[];
  health: HealthSums;
  /** Units whose items are positive, and negative, on balance (see valence.ts); the rest are neutral. */
  positiveUnits: number;
  negativeUnits: number;
  /** Crisis themes present (bit i = CRISIS_THEMES[i]). */
  crisisThemes: number;
}

/** One window split between the configured cohort and the rest of the organisation. */
export interface CohortSplit {
  cohort: UnitStats;
  /** Units outside the cohort's filters; empty when no filter is configured. */
  outside: UnitStats;
}

export function emptyStats(): UnitStats {
  return {
    units: 0,
    items: 0,
    moodItems: MOODS.map(() => 0),
    moodCombos: new Map(),
    stateUnits: STATES.map(() => 0),
    topicUnits: TOPICS.map(() => 0),
    health: emptySums(),
    positiveUnits: 0,
    negativeUnits: 0,
    crisisThemes: 0,
  };
}

export function emptySplit(): CohortSplit {
  return { cohort: emptyStats(), outside: emptyStats() };
}

const addArrays = (a: number[], b: number[]) => a.map((x, i) => x + (b[i] ?? 0));

export function addStats(a: UnitStats, b: UnitStats): UnitStats {
  const combos = new Map(a.moodCombos);
  for (const [bits, units] of b.moodCombos) combos.set(bits, (combos.get(bits) ?? 0) + units);
  return {
    units: a.units + b.units,
    items: a.items + b.items,
    moodItems: addArrays(a.moodItems, b.moodItems),
    moodCombos: combos,
    stateUnits: addArrays(a.stateUnits, b.stateUnits),
    topicUnits: addArrays(a.topicUnits, b.topicUnits),
    health: addSums(a.health, b.health),
    positiveUnits: a.positiveUnits + b.positiveUnits,
    negativeUnits: a.negativeUnits + b.negativeUnits,
    crisisThemes: a.crisisThemes | b.crisisThemes,
  };
}

/** Units that expressed at least one of the moods in `mask`. */
export function unitsWithAnyMood(stats: UnitStats, mask: number): number {
  let units = 0;
  for (const [bits, count] of stats.moodCombos) if (bits & mask) units += count;
  return units;
}
