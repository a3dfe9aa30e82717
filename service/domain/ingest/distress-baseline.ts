/**
 * Per-uid distress baselines and the alert rule of DESIGN §4.
 *
 * `baseline` is a slow exponentially weighted mean of a uid's distress (α = 0.1, about the last 20 items),
 * `recent` a fast one (α = 0.5). A new uid has no history, so the rule blends its baseline with a population
 * prior, weighted as PRIOR_WEIGHT items; and a baseline never counts as lower than MIN_BASELINE, or every
 * mildly negative message of a cheerful person would look like a multiple of it.
 */
export const SLOW_ALPHA = 0.1;
export const FAST_ALPHA = 0.5;
export const PRIOR = 2.0;
export const PRIOR_WEIGHT = 3;
export const MIN_BASELINE = 1.0;
/** An item below this distress never fires a spike, whatever its ratio to the baseline. */
export const SPIKE_FLOOR = 6.0;

export interface Baseline {
  baseline: number;
  recent: number;
  n: number;
  lastTs: Date;
}

export type AlertSeverity = 'crisis' | 'spike';

export function effectiveBaseline(current: Baseline | undefined): number {
  if (!current) return PRIOR;
  const blended = (current.n * current.baseline + PRIOR_WEIGHT * PRIOR) / (current.n + PRIOR_WEIGHT);
  return Math.max(MIN_BASELINE, blended);
}

/**
 * Whether an item fires an alert: crisis language always does (severity `crisis`); otherwise a distress of
 * at least `threshold` times the uid's baseline, and at least SPIKE_FLOOR, is a spike.
 */
export function alertFor(
  item: { distress: number; crisis: boolean },
  current: Baseline | undefined,
  threshold: number,
): AlertSeverity | null {
  if (item.crisis) return 'crisis';
  if (item.distress >= SPIKE_FLOOR && item.distress >= threshold * effectiveBaseline(current)) return 'spike';
  return null;
}

export function nextBaseline(current: Baseline | undefined, distress: number, ts: Date): Baseline {
  if (!current) return { baseline: distress, recent: distress, n: 1, lastTs: ts };
  return {
    baseline: current.baseline + SLOW_ALPHA * (distress - current.baseline),
    recent: current.recent + FAST_ALPHA * (distress - current.recent),
    n: current.n + 1,
    lastTs: ts > current.lastTs ? ts : current.lastTs,
  };
}
