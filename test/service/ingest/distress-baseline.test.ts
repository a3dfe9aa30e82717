import { describe, expect, it } from 'vitest';
import {
  alertFor,
  type Baseline,
  effectiveBaseline,
  MIN_BASELINE,
  nextBaseline,
  PRIOR,
  SPIKE_FLOOR,
} from '../../../service/domain/ingest/distress-baseline.js';

const at = new Date('2026-11-22T10:00:00Z');
const settled = (baseline: number): Baseline => ({ baseline, recent: baseline, n: 1_000_000, lastTs: at });

describe('distress baselines and the alert rule', () => {
  it('should fire at exactly threshold times the baseline, and not just below', () => {
    const b = settled(3.5);
    expect(alertFor({ distress: 7.0, crisis: false }, b, 2.0)).toBe('spike');
    expect(alertFor({ distress: 6.9, crisis: false }, b, 2.0)).toBeNull();
  });

  it('should not fire below the absolute floor, however large the ratio', () => {
    expect(alertFor({ distress: SPIKE_FLOOR - 0.1, crisis: false }, settled(1), 2)).toBeNull();
    expect(alertFor({ distress: SPIKE_FLOOR, crisis: false }, settled(1), 2)).toBe('spike');
  });

  it('should always fire on crisis language, with severity crisis', () => {
    expect(alertFor({ distress: 9, crisis: true }, settled(9), 5)).toBe('crisis');
  });

  it('should use the prior for a new uid and blend it while history is short', () => {
    expect(effectiveBaseline(undefined)).toBe(PRIOR);
    const one = nextBaseline(undefined, 8, at);
    expect(one).toMatchObject({ baseline: 8, recent: 8, n: 1 });
    expect(effectiveBaseline(one)).toBeCloseTo((8 + 3 * PRIOR) / 4);
    expect(effectiveBaseline(settled(0.2))).toBe(MIN_BASELINE);
  });

  it('should move the slow mean by a tenth and the fast one by half', () => {
    const next = nextBaseline({ baseline: 2, recent: 2, n: 5, lastTs: at }, 6, new Date(at.getTime() + 1000));
    expect(next.baseline).toBeCloseTo(2.4);
    expect(next.recent).toBeCloseTo(4);
    expect(next.n).toBe(6);
  });
});
