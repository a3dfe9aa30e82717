import { twoProportionZ } from './statistics.js';

/**
 * The burst test of emerging topics. A keyphrase is emerging in a window when the share of the cohort using
 * it at least doubled against the previous window and the rise is significant at the one-sided 0.1% level
 * (pooled two-proportion z ≥ 3.09; strict, because many phrases are tested at once). It must also rest on at
 * least the floor's number of people, and the previous window must be large enough to compare with.
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
