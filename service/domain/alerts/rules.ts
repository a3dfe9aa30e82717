import type { Severity } from '../../../shared/contract/common.js';
import { STATES, type State } from '../../analysis/signal.js';
import type { BaselineRule, SpikeCounts } from '../../store/repositories/rollups.repository.js';
import { roundTo, twoProportionZ } from '../aggregation/statistics.js';
import { MIN_BASELINE, PRIOR, PRIOR_WEIGHT } from '../ingest/distress-baseline.js';

/**
 * An active alert that nothing has refreshed for its quiet period resolves itself: a crisis alert 72 hours after
 * the last person was added to it (as long as a crisis flag lasts), a spike alert 48 hours after the last
 * aggregation run that still found the spike.
 */
export const QUIET_HOURS: Record<Severity, number> = { crisis: 72, spike: 48 };

export function quietSince(now: Date): Record<Severity, Date> {
  const before = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  return { crisis: before(QUIET_HOURS.crisis), spike: before(QUIET_HOURS.spike) };
}

/**
 * A person is above their distress baseline when their level (the fast average for "currently", or the mean
 * over a period) is at least 1.5 points above their baseline and at least 4 (moderate distress). The baseline
 * is ingestion's effective one: the slow average blended with a prior for people with little history.
 */
export const ABOVE_BASELINE: BaselineRule = {
  prior: PRIOR,
  priorWeight: PRIOR_WEIGHT,
  minBaseline: MIN_BASELINE,
  margin: 1.5,
  minLevel: 4,
};

/** Who counts for `at_risk_pct`: people with items in the last 30 days. */
export const AT_RISK_ACTIVE_DAYS = 30;

/** The states a cohort spike can be about: the negative ones, as for individual spikes. */
export const SPIKE_THEMES: readonly State[] = [
  'hopelessness',
  'burnout',
  'overwhelm',
  'anxiety',
  'stress',
  'loneliness',
  'conflict',
  'frustration',
  'disengagement',
];
export const SPIKE_THEME_BITS = SPIKE_THEMES.map((state) => STATES.indexOf(state));

/**
 * The cohort spike rule (DESIGN §4): in a theme, the share of active people who are above their baseline and
 * express that state rose in the recent days against the fortnight before, significantly (one-sided pooled
 * two-proportion z ≥ 2.33, the 1% level) and by at least 5 percentage points; and both the people now above
 * their baseline in the theme and the people of each period number at least the floor. Under cohort filters
 * only the cohort counts, and neither the cohort nor a theme's count may differ from the whole organisation's
 * by 1 to floor−1 people.
 */
export const SPIKE_Z = 2.33;
export const SPIKE_MIN_POINTS = 5;

export interface CohortSpike {
  theme: State;
  count: number;
  /** Rise of the share, percentage points. */
  delta: number;
}

/** 1 to floor−1 people: what subtracting a cohort's figure from the whole organisation's would single out. */
const singlesOut = (outside: number, floor: number) => outside > 0 && outside < floor;

export function cohortSpikes(counts: SpikeCounts, floor: number): CohortSpike[] {
  if (counts.recentActive < floor || counts.referenceActive < floor) return [];
  // A filtered cohort: the same differencing guard as the pulse, for the cohort and for each theme.
  if (singlesOut(counts.outsideRecentActive, floor)) return [];
  return SPIKE_THEMES.flatMap((theme, i) => {
    const now = counts.recentUp[i]!;
    const before = counts.referenceUp[i]!;
    if (now < floor || singlesOut(counts.outsideRecentUp[i]!, floor)) return [];
    const points = 100 * (now / counts.recentActive - before / counts.referenceActive);
    const z = twoProportionZ(now, counts.recentActive, before, counts.referenceActive);
    if (z < SPIKE_Z || points < SPIKE_MIN_POINTS) return [];
    return [{ theme, count: now, delta: roundTo(points, 1) }];
  });
}
