import { type Reader, stressEvidence } from '../analyse.js';
import { DREADDIT_SPLIT, readDreaddit, seededSplit } from './datasets.js';
import { classScores } from './metrics.js';

/** Stress thresholds compared, 0.60 to 1.80 by 0.05. */
export const THRESHOLDS = Array.from({ length: 25 }, (_, k) => Math.round((0.6 + k * 0.05) * 100) / 100);

export interface DevelopmentEvidence {
  items: number;
  /** Stress macro-F1 if the threshold were `threshold`. */
  macroF1(threshold: number): number;
}

/**
 * The stress evidence of every item of Dreaddit train outside the seeded 30% that `npm run eval` reports on,
 * read with the weights file's models or with `reader`'s.
 */
export function developmentEvidence(reader?: Reader): DevelopmentEvidence {
  const [development] = seededSplit(readDreaddit(), DREADDIT_SPLIT.fraction, DREADDIT_SPLIT.seed);
  const read = development.map((item) => ({
    stressed: item.stressed,
    evidence: stressEvidence(item.text, reader),
  }));
  const gold = read.map((i) => (i.stressed ? 'stress' : 'none'));
  return {
    items: development.length,
    macroF1: (threshold) =>
      classScores(
        gold,
        read.map(({ evidence: e }) => (e && (e.cued || e.index >= threshold) ? 'stress' : 'none')),
        ['stress', 'none'],
      ).macroF1,
  };
}

/** The best threshold of the grid, the first of equals. */
export function bestThreshold(evidence: DevelopmentEvidence): { threshold: number; f1: number } {
  return THRESHOLDS.map((threshold) => ({ threshold, f1: evidence.macroF1(threshold) })).reduce((a, b) =>
    b.f1 > a.f1 + 1e-12 ? b : a,
  );
}
