import { MOODS, STATES, type State } from '../../analysis/signal.js';
import type { HealthRule } from '../../store/repositories/rollups.repository.js';
import { NEGATIVE_MOODS, POSITIVE_MOODS } from './valence.js';

/**
 * The community health score: the mean over the cohort's people (Model A items count one each) of
 *
 *   (35 · (b + 1) / 2  +  35 · (1 − d / 10)  +  15 · (1 − r)  +  15 · p)  ·  (n ? 0.25 : 1)
 *
 * where for one person b is their mood balance (positive minus negative items, over their items: −1 to 1),
 * d their mean distress (0 to 10), r is 1 when they are at risk (mean distress of at least AT_RISK_DISTRESS, or
 * any item with crisis language), p is 1 when they expressed a state that raises the score (engagement,
 * belonging, gratitude) and n is 1 when they expressed one that lowers it (stress, burnout, anxiety, overwhelm,
 * loneliness, hopelessness, disengagement, conflict). A negative state scales the whole person down rather
 * than taking off a few points: a cohort where most people say they are stressed or burned out is not healthy,
 * however calm the rest of its messages read. Everyone content, calm and appreciative scores 100; everyone
 * negative, at distress 10, at risk and stressed, 0. Each person weighs the same however much they write.
 * README.md ("Community health score") has the calibration table.
 */
export const HEALTH_WEIGHTS = { balance: 35, calm: 35, safety: 15, positive: 15 } as const;
/** What is left of a person's score once they expressed a state that lowers it. */
export const NEGATIVE_STATE_FACTOR = 0.25;
export const AT_RISK_DISTRESS = 6;

export const HEALTH_LOWERING_STATES: readonly State[] = [
  'stress',
  'burnout',
  'anxiety',
  'overwhelm',
  'loneliness',
  'hopelessness',
  'disengagement',
  'conflict',
];
export const HEALTH_RAISING_STATES: readonly State[] = ['engagement', 'belonging', 'gratitude'];

const stateMask = (states: readonly State[]) =>
  states.reduce((mask, s) => mask | (1 << STATES.indexOf(s)), 0);

/** The rule as the rollup queries apply it to each unit: vocabulary positions, bitmasks and weights. */
export const HEALTH_RULE: HealthRule = {
  positiveMoods: POSITIVE_MOODS.map((m) => MOODS.indexOf(m)),
  negativeMoods: NEGATIVE_MOODS.map((m) => MOODS.indexOf(m)),
  atRiskDistress: AT_RISK_DISTRESS,
  loweringStates: stateMask(HEALTH_LOWERING_STATES),
  raisingStates: stateMask(HEALTH_RAISING_STATES),
  weights: HEALTH_WEIGHTS,
  negativeFactor: NEGATIVE_STATE_FACTOR,
};

/** One person's score from their components, as the rollup queries compute it (used by tests and the README table). */
export function unitScore(unit: { b: number; d: number; r: 0 | 1; p: 0 | 1; n: 0 | 1 }): number {
  const w = HEALTH_WEIGHTS;
  const base =
    (w.balance * (unit.b + 1)) / 2 +
    w.calm * (1 - unit.d / 10) +
    w.safety * (1 - unit.r) +
    w.positive * unit.p;
  return base * (unit.n ? NEGATIVE_STATE_FACTOR : 1);
}

/** Sums over units of their scores and squared scores: enough for mean and variance. */
export interface HealthSums {
  n: number;
  sum: number;
  sumSq: number;
}

export function emptySums(): HealthSums {
  return { n: 0, sum: 0, sumSq: 0 };
}

export function addSums(a: HealthSums, b: HealthSums): HealthSums {
  return { n: a.n + b.n, sum: a.sum + b.sum, sumSq: a.sumSq + b.sumSq };
}

/** The mean score of the units, 0 to 100 (not rounded). */
export function healthMean(h: HealthSums): number {
  return h.n === 0 ? Number.NaN : h.sum / h.n;
}

/** The population variance of the units' scores. */
export function healthVariance(h: HealthSums): number {
  if (h.n === 0) return 0;
  return Math.max(0, h.sumSq / h.n - (h.sum / h.n) ** 2);
}
