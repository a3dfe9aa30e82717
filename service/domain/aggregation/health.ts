import { MOODS, type Mood } from '../../analysis/signal.js';

/**
 * The community health score: the mean over the cohort's people (Model A items count one each) of
 *
 *   40 · (b + 1) / 2  +  35 · (1 − d / 10)  +  25 · (1 − r)
 *
 * where for one person b is their mood balance (positive minus negative items, over their items: −1 to 1),
 * d their mean distress (0 to 10) and r is 1 when they are at risk (mean distress of at least
 * AT_RISK_DISTRESS, or any item with crisis language) and 0 otherwise. Everyone content and calm scores 100;
 * everyone negative, at distress 10 and at risk scores 0. Each person weighs the same however much they write.
 */
export const HEALTH_WEIGHTS = { balance: 40, calm: 35, safety: 25 } as const;
export const POSITIVE_MOODS: readonly Mood[] = ['joy'];
export const NEGATIVE_MOODS: readonly Mood[] = ['anger', 'disgust', 'fear', 'sadness'];
export const AT_RISK_DISTRESS = 6;

export const POSITIVE_MOOD_INDEXES = POSITIVE_MOODS.map((m) => MOODS.indexOf(m));
export const NEGATIVE_MOOD_INDEXES = NEGATIVE_MOODS.map((m) => MOODS.indexOf(m));

/** Sums over units of the components b, d, r and their pairwise products: enough for mean and variance. */
export interface HealthMoments {
  n: number;
  b: number;
  d: number;
  r: number;
  bb: number;
  dd: number;
  rr: number;
  bd: number;
  br: number;
  dr: number;
}

export const MOMENT_KEYS = ['b', 'd', 'r', 'bb', 'dd', 'rr', 'bd', 'br', 'dr'] as const;

export function emptyMoments(): HealthMoments {
  return { n: 0, b: 0, d: 0, r: 0, bb: 0, dd: 0, rr: 0, bd: 0, br: 0, dr: 0 };
}

export function addMoments(a: HealthMoments, b: HealthMoments): HealthMoments {
  const sum = { ...a, n: a.n + b.n };
  for (const key of MOMENT_KEYS) sum[key] = a[key] + b[key];
  return sum;
}

const SLOPE = {
  b: HEALTH_WEIGHTS.balance / 2,
  d: -HEALTH_WEIGHTS.calm / 10,
  r: -HEALTH_WEIGHTS.safety,
};
const INTERCEPT = HEALTH_WEIGHTS.balance / 2 + HEALTH_WEIGHTS.calm + HEALTH_WEIGHTS.safety;

/** The mean score of the units, 0 to 100 (not rounded). */
export function healthMean(m: HealthMoments): number {
  if (m.n === 0) return Number.NaN;
  return INTERCEPT + (SLOPE.b * m.b + SLOPE.d * m.d + SLOPE.r * m.r) / m.n;
}

/** The population variance of the units' scores. */
export function healthVariance(m: HealthMoments): number {
  if (m.n === 0) return 0;
  const mean = (x: number) => x / m.n;
  const cov = (xy: number, x: number, y: number) => mean(xy) - mean(x) * mean(y);
  const variance =
    SLOPE.b ** 2 * cov(m.bb, m.b, m.b) +
    SLOPE.d ** 2 * cov(m.dd, m.d, m.d) +
    SLOPE.r ** 2 * cov(m.rr, m.r, m.r) +
    2 * SLOPE.b * SLOPE.d * cov(m.bd, m.b, m.d) +
    2 * SLOPE.b * SLOPE.r * cov(m.br, m.b, m.r) +
    2 * SLOPE.d * SLOPE.r * cov(m.dr, m.d, m.r);
  return Math.max(0, variance);
}
