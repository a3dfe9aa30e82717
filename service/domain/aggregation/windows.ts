import { WINDOWS, type Window } from '../../../shared/contract/common.js';

/**
 * Windows end with the UTC day of the run, which they include: `7d` is that day and the six before it. Each
 * has a previous window of the same length just before it, used for trends; `all` has none.
 */
export const WINDOW_DAYS: Record<Window, number | null> = { '7d': 7, '30d': 30, '60d': 60, all: null };

export interface WindowSpan {
  name: Window;
  /** Indexes of the segments the window covers, and of those of its previous window. */
  current: number[];
  previous: number[] | null;
}

/**
 * The windows of one run cut into disjoint day segments, newest first. Each rollup row falls in exactly one
 * segment, so a single pass over the rollups serves every window and its previous window. Days are UTC,
 * `YYYY-MM-DD`.
 */
export interface WindowPlan {
  runDay: string;
  /**
   * The first day of every segment but the oldest, newest first: segment 0 is [boundaries[0], ∞), segment i
   * is [boundaries[i], boundaries[i−1]), and the last segment is everything before the last boundary.
   */
  boundaries: string[];
  windows: WindowSpan[];
}

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

export function planWindows(at: Date): WindowPlan {
  const runDay = utcDay(at);
  const lengths = WINDOWS.map((w) => WINDOW_DAYS[w]).filter((n): n is number => n !== null);
  const offsets = [...new Set(lengths.flatMap((n) => [n - 1, 2 * n - 1]))].sort((a, b) => a - b);
  const boundaries = offsets.map((offset) => addDays(runDay, -offset));
  const oldest = boundaries.length;
  const between = (newest: number, oldest: number) =>
    Array.from({ length: oldest - newest + 1 }, (_, k) => newest + k);
  const windows = WINDOWS.map((name): WindowSpan => {
    const length = WINDOW_DAYS[name];
    if (length === null) return { name, current: between(0, oldest), previous: null };
    const start = offsets.indexOf(length - 1);
    const previousStart = offsets.indexOf(2 * length - 1);
    return { name, current: between(0, start), previous: between(start + 1, previousStart) };
  });
  return { runDay, boundaries, windows };
}

/** A bitmask with bit i set for each segment index i. */
export function segmentMask(segments: number[]): number {
  return segments.reduce((mask, i) => mask | (1 << i), 0);
}

/** Days of the cohort-spike comparison: the recent days against the fortnight before them. */
export const SPIKE_RECENT_DAYS = 3;
export const SPIKE_REFERENCE_DAYS = 14;

export function spikePeriods(at: Date): { recentFrom: string; referenceFrom: string } {
  const runDay = utcDay(at);
  const recentFrom = addDays(runDay, -(SPIKE_RECENT_DAYS - 1));
  return { recentFrom, referenceFrom: addDays(recentFrom, -SPIKE_REFERENCE_DAYS) };
}

/** One window or previous window of a plan, as the segments it covers. */
export interface WindowSlot {
  window: Window;
  period: 'current' | 'previous';
  mask: number;
}

export function windowSlots(plan: WindowPlan): WindowSlot[] {
  return plan.windows.flatMap((w) => [
    { window: w.name, period: 'current' as const, mask: segmentMask(w.current) },
    ...(w.previous ? [{ window: w.name, period: 'previous' as const, mask: segmentMask(w.previous) }] : []),
  ]);
}

/** Each segment of a plan alone, oldest last. */
export function segmentSlots(plan: WindowPlan): { mask: number }[] {
  return Array.from({ length: plan.boundaries.length + 1 }, (_, s) => ({ mask: 1 << s }));
}

/** The segments older than a window's previous window: the organisation's history before it. */
export function historySegments(plan: WindowPlan, window: WindowSpan): number[] {
  if (!window.previous) return [];
  const oldest = Math.max(...window.previous);
  return Array.from({ length: plan.boundaries.length - oldest }, (_, k) => oldest + 1 + k);
}

/** Index of the segment holding `day`. */
export function segmentOf(plan: WindowPlan, day: string): number {
  const index = plan.boundaries.findIndex((from) => day >= from);
  return index === -1 ? plan.boundaries.length : index;
}
