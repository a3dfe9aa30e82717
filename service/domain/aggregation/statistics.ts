import type { Trend } from '../../../shared/contract/common.js';

/**
 * The significance tests behind trends, bursts and spikes. A change is reported only when it is both
 * statistically meaningful and large enough to matter.
 */

/** Two-sided 5% level: |z| at least this is a meaningful change. */
export const TREND_Z = 1.96;
/** Smallest change of a share, in percentage points, reported as a trend. */
export const TREND_MIN_POINTS = 1;
/** Smallest change of the health score, in points, reported as a trend. */
export const HEALTH_TREND_MIN_POINTS = 2;

/**
 * z of the difference between two proportions x1/n1 and x0/n0 under the pooled null hypothesis that they are
 * equal. Zero when either sample is empty, or when both shares are 0 (or both 1).
 */
export function twoProportionZ(x1: number, n1: number, x0: number, n0: number): number {
  if (n1 <= 0 || n0 <= 0) return 0;
  const pooled = (x1 + x0) / (n1 + n0);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n0));
  return se === 0 ? 0 : (x1 / n1 - x0 / n0) / se;
}

/** Welch's z for the difference of two means, from their variances and sample sizes. */
export function welchZ(
  mean1: number,
  variance1: number,
  n1: number,
  mean0: number,
  variance0: number,
  n0: number,
): number {
  if (n1 <= 0 || n0 <= 0) return 0;
  const se = Math.sqrt(variance1 / n1 + variance0 / n0);
  if (se === 0) return mean1 === mean0 ? 0 : Math.sign(mean1 - mean0) * Number.POSITIVE_INFINITY;
  return (mean1 - mean0) / se;
}

export function trendOf(z: number, change: number, minChange: number): Trend {
  if (Math.abs(z) < TREND_Z || Math.abs(change) < minChange) return 'flat';
  return change > 0 ? 'up' : 'down';
}

export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale + 0;
}

/**
 * Percentages of `counts` with one decimal that sum to exactly 100 (largest remainders get the rounding), or
 * all zeros when the counts are.
 */
export function percentagesSummingTo100(counts: number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((c) => (1000 * c) / total);
  const tenths = exact.map(Math.floor);
  let missing = 1000 - tenths.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (missing <= 0) break;
    tenths[i]! += 1;
    missing--;
  }
  return tenths.map((t) => t / 10);
}
