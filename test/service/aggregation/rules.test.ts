import { describe, expect, it } from 'vitest';
import { unitScore } from '../../../service/domain/aggregation/health.js';
import {
  percentagesSummingTo100,
  trendOf,
  twoProportionZ,
  welchZ,
} from '../../../service/domain/aggregation/statistics.js';
import { planWindows, segmentOf, windowSlots } from '../../../service/domain/aggregation/windows.js';
import type { CachedPulse } from '../../../service/domain/pulse/cached-pulse.js';
import { presentPulse } from '../../../service/domain/pulse/present.js';

describe('aggregation rules', () => {
  it('should cut the windows of a run into segments ending with the run day', () => {
    const plan = planWindows(new Date('2026-11-20T23:59:00Z'));
    expect(plan.runDay).toBe('2026-11-20');
    expect(plan.boundaries).toEqual(['2026-11-14', '2026-11-07', '2026-10-22', '2026-09-22', '2026-07-24']);
    const byName = Object.fromEntries(plan.windows.map((w) => [w.name, w]));
    expect(byName['7d']).toEqual({ name: '7d', current: [0], previous: [1] });
    expect(byName['30d']).toEqual({ name: '30d', current: [0, 1, 2], previous: [3] });
    expect(byName['60d']).toEqual({ name: '60d', current: [0, 1, 2, 3], previous: [4] });
    expect(byName.all).toEqual({ name: 'all', current: [0, 1, 2, 3, 4, 5], previous: null });
    expect(windowSlots(plan)).toHaveLength(7);
    expect(segmentOf(plan, '2026-11-14')).toBe(0);
    expect(segmentOf(plan, '2026-11-13')).toBe(1);
    expect(segmentOf(plan, '2020-01-01')).toBe(5);
  });

  it('should test shares with the pooled two-proportion z and means with Welch’s z', () => {
    expect(twoProportionZ(45, 60, 30, 60)).toBeCloseTo(2.828, 3);
    expect(twoProportionZ(0, 10, 0, 10)).toBe(0);
    expect(twoProportionZ(10, 10, 0, 10)).toBeCloseTo(4.472, 3);
    expect(welchZ(100, 0, 10, 93, 0, 10)).toBe(Number.POSITIVE_INFINITY);
    expect(welchZ(65, 336, 40, 93, 0, 40)).toBeCloseTo(-9.66, 2);
    expect(trendOf(2.0, 3, 1)).toBe('up');
    expect(trendOf(-2.0, -3, 1)).toBe('down');
    expect(trendOf(1.9, 30, 1)).toBe('flat');
    expect(trendOf(5, 0.5, 1)).toBe('flat');
  });

  it('should keep every entry under a stricter floor, turning trends flat once the previous window fails it', () => {
    const cached: CachedPulse = {
      status: 'ok',
      reason: null,
      floor: 10,
      limit: 40,
      previousLimit: 12,
      health: { score: 70, trend: 'up', delta: 5 },
      valence: { positive: 50, neutral: 30, negative: 20 },
      crisisThemes: [],
      moods: [
        { name: 'joy', pct: 50, count: 20, trend: 'up', delta: 10 },
        { name: 'anger', pct: 5, count: 2, trend: 'down', delta: -3 },
      ],
      states: [{ name: 'stress', pct: 35, trend: 'up', delta: 8 }],
      topics: [
        {
          name: 'night shift',
          share: 30,
          trend: 'up',
          delta: 25,
          emerging: { limit: 12, topic: 'workload' },
        },
      ],
    };
    const options = {
      window: '7d' as const,
      layers: ['moods' as const, 'states' as const, 'topics' as const, 'actions' as const],
      tone: 'community' as const,
      generatedAt: new Date('2026-11-20T12:00:00Z'),
      stale: false,
    };
    const atTen = presentPulse(cached, { ...options, floor: 10 });
    expect(atTen.moods.map((m) => m.name)).toEqual(['joy', 'anger']);
    expect(atTen.states[0]).toMatchObject({ hot: true });
    expect(atTen.topics).toEqual([
      { name: 'night shift', trend: 'up', delta: 25, hot: true, topic: 'workload' },
    ]);
    expect(atTen.actions.map((a) => a.because)).toEqual([
      { layer: 'states', name: 'stress' },
      { layer: 'topics', name: 'workload' },
    ]);

    const atThirteen = presentPulse(cached, { ...options, floor: 13 });
    // The cohort (40) still passes: every mood and state stays, but the previous window (12) no longer does.
    expect(atThirteen.moods).toEqual([
      { name: 'joy', pct: 50, count: 20, trend: 'flat', delta: 0 },
      { name: 'anger', pct: 5, count: 2, trend: 'flat', delta: 0 },
    ]);
    expect(atThirteen.states).toEqual([{ name: 'stress', pct: 35, trend: 'flat', delta: 0, hot: false }]);
    expect(atThirteen.topics).toEqual([]);
    expect(atThirteen.health_trend).toBe('flat');
    // Stress at 35 % is above its level of 30 %: it keeps its action, flat or not.
    expect(atThirteen.actions.map((a) => a.because)).toEqual([{ layer: 'states', name: 'stress' }]);
    expect(presentPulse(cached, { ...options, floor: 41 })).toMatchObject({
      status: 'below_floor',
      valence: null,
    });
  });

  it('should score one person as the README’s calibration table says', () => {
    const table: [Parameters<typeof unitScore>[0], number][] = [
      [{ b: 1, d: 0.3, r: 0, p: 1, n: 0 }, 99],
      [{ b: 0, d: 0.5, r: 0, p: 0, n: 0 }, 66],
      [{ b: -1, d: 5, r: 0, p: 0, n: 0 }, 32.5],
      [{ b: 0, d: 3, r: 0, p: 0, n: 1 }, 14.3],
      [{ b: 0, d: 8.8, r: 1, p: 0, n: 1 }, 5.4],
      [{ b: -1, d: 8.8, r: 1, p: 0, n: 1 }, 1.1],
    ];
    for (const [unit, score] of table) expect(unitScore(unit)).toBeCloseTo(score, 0);
    expect(unitScore({ b: 1, d: 0, r: 0, p: 1, n: 0 })).toBe(100);
    expect(unitScore({ b: -1, d: 10, r: 1, p: 0, n: 1 })).toBe(0);
  });

  it('should give percentages with one decimal that sum to 100', () => {
    expect(percentagesSummingTo100([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(percentagesSummingTo100([2, 1, 0])).toEqual([66.7, 33.3, 0]);
    expect(percentagesSummingTo100([0, 0, 0])).toEqual([0, 0, 0]);
  });
});
