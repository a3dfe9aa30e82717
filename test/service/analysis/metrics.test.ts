import { describe, expect, it } from 'vitest';
import { parseCsv, seededSplit } from '../../../service/analysis/tools/datasets.js';
import { classScores, rocAuc } from '../../../service/analysis/tools/metrics.js';

describe('evaluation helpers', () => {
  it('computes macro-F1 and accuracy', () => {
    const s = classScores(['a', 'a', 'b', 'b'], ['a', 'b', 'b', 'b'], ['a', 'b']);
    expect(s.accuracy).toBe(0.75);
    expect(s.perClass.a).toBeCloseTo(2 / 3);
    expect(s.perClass.b).toBeCloseTo(0.8);
  });

  it('computes ROC-AUC with ties', () => {
    expect(rocAuc([0.1, 0.2, 0.8, 0.9], [false, false, true, true])).toBe(1);
    expect(rocAuc([0.5, 0.5], [false, true])).toBe(0.5);
  });

  it('parses quoted CSV fields with commas, quotes and newlines', () => {
    const rows = parseCsv('a,b\n"x, ""y""","line\nbreak"\n1,2\n');
    expect(rows).toEqual([
      { a: 'x, "y"', b: 'line\nbreak' },
      { a: '1', b: '2' },
    ]);
  });

  it('splits the same way every time', () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    const [, a] = seededSplit(items, 0.3, 7);
    const [, b] = seededSplit(items, 0.3, 7);
    expect(a).toEqual(b);
    expect(a).toHaveLength(30);
  });
});
